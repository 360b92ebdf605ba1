// The response cache table: raw bodies keyed by source + operation + canonical parameters, with fetch times.
import type { Database } from 'better-sqlite3';

export interface CachedResponse {
  cacheKey: string;
  source: string;
  operation: string;
  params: string;
  body: string;
  fetchedAt: number;
  /** The normalized result as JSON, and the normalizer tag it was made under (see normalize/version.ts). */
  normalized?: string | null;
  normalizer?: string | null;
}

interface Row {
  cache_key: string;
  source: string;
  operation: string;
  params: string;
  body: string;
  fetched_at: number;
  normalized: string | null;
  normalizer: string | null;
}

const toResponse = (row: Row): CachedResponse => ({
  cacheKey: row.cache_key,
  source: row.source,
  operation: row.operation,
  params: row.params,
  body: row.body,
  fetchedAt: row.fetched_at,
  normalized: row.normalized,
  normalizer: row.normalizer,
});

export function createResponsesRepo(db: Database) {
  const get = db.prepare<[string], Row>('SELECT * FROM responses WHERE cache_key = ?');
  const put = db.prepare(
    `INSERT INTO responses (cache_key, source, operation, params, body, fetched_at, normalized, normalizer)
     VALUES (@cacheKey, @source, @operation, @params, @body, @fetchedAt, @normalized, @normalizer)
     ON CONFLICT (cache_key) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at,
       normalized = excluded.normalized, normalizer = excluded.normalizer`,
  );
  const renormalized = db.prepare<[string | null, string | null, string]>(
    'UPDATE responses SET normalized = ?, normalizer = ? WHERE cache_key = ?',
  );
  const fetchedAt = db.prepare<[string], { fetched_at: number }>(
    'SELECT fetched_at FROM responses WHERE cache_key = ?',
  );
  const purge = db.prepare<[number]>('DELETE FROM responses WHERE fetched_at < ?');
  const remove = db.prepare<[string]>('DELETE FROM responses WHERE cache_key = ?');
  const stats = db.prepare<[], { count: number; bytes: number | null; oldest: number | null; newest: number | null }>(
    'SELECT count(*) AS count, sum(length(body)) AS bytes, min(fetched_at) AS oldest, max(fetched_at) AS newest FROM responses',
  );
  return {
    get: (cacheKey: string): CachedResponse | null => {
      const row = get.get(cacheKey);
      return row ? toResponse(row) : null;
    },
    put: (response: CachedResponse): void => void put.run({ normalized: null, normalizer: null, ...response }),
    /** Keeps a fresher normalized form of a saved answer (after the normalizers changed). */
    saveNormalized: (cacheKey: string, normalized: string, normalizer: string): void =>
      void renormalized.run(normalized, normalizer, cacheKey),
    /** When a saved answer was fetched, without reading its body; null when there is none. */
    fetchedAt: (cacheKey: string): number | null => fetchedAt.get(cacheKey)?.fetched_at ?? null,
    purgeOlderThan: (cutoff: number): number => purge.run(cutoff).changes,
    remove: (cacheKey: string): void => void remove.run(cacheKey),
    stats: () => {
      const row = stats.get()!;
      return { responses: row.count, bodyBytes: row.bytes ?? 0, oldest: row.oldest, newest: row.newest };
    },
  };
}

export type ResponsesRepo = ReturnType<typeof createResponsesRepo>;
