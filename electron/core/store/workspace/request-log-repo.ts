// The request_log and rate_limits tables: every request sent to the data service, for the daily and monthly budget,
// and the latest rate-limit headers the gateway reported. Each row has a reference, so a row written first as
// 'sent' is completed by its outcome, and a row merged from the request journal is added once.
import type { Database } from 'better-sqlite3';
import { UAE_OFFSET_MS } from '#shared/domain/uae-day';
import { busyTimeoutMs } from '../busy-timeout';

export interface LoggedRequest {
  at: number;
  source: string;
  operation: string;
  outcome: string;
  status: number | null;
  durationMs: number;
}

export interface RefRequest extends LoggedRequest {
  ref: string;
}

export interface RateLimitReading {
  source: string;
  headers: Record<string, string>;
  at: number;
}

/**
 * Attempts whose request never left (no such host, refused, no route: the client's "offline") cost nothing; every
 * other attempt may be billed, a connection dropped after the request was sent included, and a request still
 * marked 'sent' (its process died before the answer) too.
 */
export const UNSPENT_OUTCOMES: readonly string[] = ['offline'];

/** The outcome of a request that left and whose answer has not arrived (or never did: its process died). */
export const SENT = 'sent';

/** How long the request log waits for another process's lock (never longer than every other write waits). */
const LOG_BUSY_MS = 250;

/**
 * When today began in the UAE (midnight in Dubai, UTC+4 all year): "requests today" counts from there in the window,
 * the CLI and the daily limits alike, as every file and screen tells UAE time, whatever the computer's zone.
 */
export function startOfDay(now: Date): number {
  const dubai = now.getTime() + UAE_OFFSET_MS;
  return dubai - (((dubai % DAY_MS) + DAY_MS) % DAY_MS) - UAE_OFFSET_MS;
}

const DAY_MS = 86_400_000;

export function startOfMonth(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), 1).getTime();
}

export function createRequestLogRepo(db: Database) {
  const unspent = UNSPENT_OUTCOMES.map((o) => `'${o}'`).join(',');
  // A row still 'sent' is completed by its outcome; a finished row is never changed again (a late journal line of
  // the same request only repeats what it already says).
  const upsert = db.prepare(
    `INSERT INTO request_log (ref, at, source, operation, outcome, status, duration_ms)
     VALUES (@ref, @at, @source, @operation, @outcome, @status, @durationMs)
     ON CONFLICT (ref) WHERE ref IS NOT NULL DO UPDATE SET outcome = excluded.outcome, status = excluded.status,
       duration_ms = excluded.duration_ms
     WHERE request_log.outcome = '${SENT}'`,
  );
  const countSince = db.prepare<[string, number], { n: number }>(
    `SELECT count(*) AS n FROM request_log WHERE source = ? AND at >= ? AND outcome NOT IN (${unspent})`,
  );
  const saveLimits = db.prepare(
    `INSERT INTO rate_limits (source, headers, observed_at) VALUES (?, ?, ?)
     ON CONFLICT (source) DO UPDATE SET headers = excluded.headers, observed_at = excluded.observed_at
     WHERE excluded.observed_at >= rate_limits.observed_at`,
  );
  const last = db.prepare<[string], { outcome: string; at: number }>(
    `SELECT outcome, at FROM request_log WHERE source = ? AND outcome <> '${SENT}' ORDER BY id DESC LIMIT 1`,
  );
  const readLimits = db.prepare<[string], { headers: string; observed_at: number }>(
    'SELECT headers, observed_at FROM rate_limits WHERE source = ?',
  );
  const byRef = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM request_log WHERE ref = ?');
  const merge = db.transaction((requests: readonly RefRequest[], limits: readonly RateLimitReading[]) => {
    for (const request of requests) upsert.run(request);
    for (const reading of limits) saveLimits.run(reading.source, JSON.stringify(reading.headers), reading.at);
  });
  /**
   * The request log never waits long for a lock another process holds: a request is counted at once, in the journal
   * when the workspace is busy, rather than holding the thread (and the request's own clock) for SQLite's 5 s.
   */
  const busyMs = busyTimeoutMs();
  const briefly = <T>(write: () => T): T => {
    db.pragma(`busy_timeout = ${Math.min(LOG_BUSY_MS, busyMs)}`);
    try {
      return write();
    } finally {
      db.pragma(`busy_timeout = ${busyMs}`);
    }
  };
  return {
    /** Writes a request (new, or the outcome of one written as 'sent'). */
    put: (request: RefRequest): void => void briefly(() => upsert.run(request)),
    saveRateLimits: (reading: RateLimitReading): void =>
      void briefly(() => saveLimits.run(reading.source, JSON.stringify(reading.headers), reading.at)),
    /** Adds what the request journal held, in one transaction. */
    merge: (requests: readonly RefRequest[], limits: readonly RateLimitReading[]): void => merge(requests, limits),
    hasRef: (ref: string): boolean => byRef.get(ref)!.n > 0,
    countSince: (source: string, since: number): number => countSince.get(source, since)!.n,
    last: (source: string): { outcome: string; at: number } | null => last.get(source) ?? null,
    rateLimits: (source: string): { headers: Record<string, string>; at: number } | null => {
      const row = readLimits.get(source);
      return row ? { headers: JSON.parse(row.headers) as Record<string, string>, at: row.observed_at } : null;
    },
  };
}

export type RequestLogRepo = ReturnType<typeof createRequestLogRepo>;
