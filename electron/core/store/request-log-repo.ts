// The request log: every request sent to the data service, for the daily and monthly budget, and the latest
// rate-limit headers the gateway reported.
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

function startOfDay(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

function startOfMonth(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), 1).getTime();
}

export function createRequestLogRepo(db: Database) {
  const insert = db.prepare(
    'INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (@at, @source, @operation, @outcome, @status, @durationMs)',
  );
  const countSince = db.prepare<[string, number], { n: number }>(
    'SELECT count(*) AS n FROM request_log WHERE source = ? AND at >= ?',
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
  return {
    record: (entry: LoggedRequest): void => void insert.run(entry),
    saveRateLimits: (source: string, headers: Record<string, string>, at: number): void =>
      void saveLimits.run(source, JSON.stringify(headers), at),
    lastOutcome: (source: string): string | null => last.get(source)?.outcome ?? null,
    usage: (source: string, now = new Date()): Usage => {
      const limits = readLimits.get(source);
      return {
        today: countSince.get(source, startOfDay(now))!.n,
        thisMonth: countSince.get(source, startOfMonth(now))!.n,
        rateLimits: limits ? (JSON.parse(limits.headers) as Record<string, string>) : null,
        rateLimitsObservedAt: limits?.observed_at ?? null,
      };
    },
  };
}

export type RequestLogRepo = ReturnType<typeof createRequestLogRepo>;
