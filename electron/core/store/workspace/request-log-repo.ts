// The request log: every request sent to the data service, for the daily and monthly budget, and the latest
// rate-limit headers the gateway reported. A workspace opened read-only (a backup) counts in memory instead.
import type { Database } from 'better-sqlite3';

export interface LoggedRequest {
  at: number;
  source: string;
  operation: string;
  outcome: string;
  status: number | null;
  durationMs: number;
}

export interface Usage {
  today: number;
  thisMonth: number;
  rateLimits: Record<string, string> | null;
  rateLimitsObservedAt: number | null;
}

/**
 * Attempts whose request never left (no such host, refused, no route: the client's "offline") cost nothing; every
 * other attempt may be billed, a connection dropped after the request was sent included.
 */
export const UNSPENT_OUTCOMES: readonly string[] = ['offline'];

export function startOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

export function startOfMonth(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), 1).getTime();
}

export function createRequestLogRepo(db: Database, memoryOnly = false) {
  const unspent = UNSPENT_OUTCOMES.map((o) => `'${o}'`).join(',');
  const insert = db.prepare(
    'INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (@at, @source, @operation, @outcome, @status, @durationMs)',
  );
  const countSince = db.prepare<[string, number], { n: number }>(
    `SELECT count(*) AS n FROM request_log WHERE source = ? AND at >= ? AND outcome NOT IN (${unspent})`,
  );
  const saveLimits = db.prepare(
    `INSERT INTO rate_limits (source, headers, observed_at) VALUES (?, ?, ?)
     ON CONFLICT (source) DO UPDATE SET headers = excluded.headers, observed_at = excluded.observed_at`,
  );
  const last = db.prepare<[string], { outcome: string }>(
    'SELECT outcome FROM request_log WHERE source = ? ORDER BY id DESC LIMIT 1',
  );
  const readLimits = db.prepare<[string], { headers: string; observed_at: number }>(
    'SELECT headers, observed_at FROM rate_limits WHERE source = ?',
  );
  const pending: LoggedRequest[] = [];
  const pendingLimits = new Map<string, { headers: string; observed_at: number }>();
  const pendingSince = (source: string, since: number): number =>
    pending.filter((r) => r.source === source && r.at >= since && !UNSPENT_OUTCOMES.includes(r.outcome)).length;
  return {
    record: (entry: LoggedRequest): void => {
      if (memoryOnly) pending.push(entry);
      else insert.run(entry);
    },
    saveRateLimits: (source: string, headers: Record<string, string>, at: number): void => {
      if (memoryOnly) pendingLimits.set(source, { headers: JSON.stringify(headers), observed_at: at });
      else saveLimits.run(source, JSON.stringify(headers), at);
    },
    /** Requests counted in memory while the workspace was read-only, to carry into the restored one. */
    drainPending: (): LoggedRequest[] => pending.splice(0),
    lastOutcome: (source: string): string | null =>
      pending.findLast((r) => r.source === source)?.outcome ?? last.get(source)?.outcome ?? null,
    usage: (source: string, now = new Date()): Usage => {
      const limits = pendingLimits.get(source) ?? readLimits.get(source);
      const day = startOfDay(now);
      const month = startOfMonth(now);
      return {
        today: countSince.get(source, day)!.n + pendingSince(source, day),
        thisMonth: countSince.get(source, month)!.n + pendingSince(source, month),
        rateLimits: limits ? (JSON.parse(limits.headers) as Record<string, string>) : null,
        rateLimitsObservedAt: limits?.observed_at ?? null,
      };
    },
  };
}

export type RequestLogRepo = ReturnType<typeof createRequestLogRepo>;
