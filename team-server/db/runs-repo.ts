// Snapshot runs and their listings. A complete run's listings are kept as unchanged stretches per watch
// (run_listings: first_run, last_run), the way the laptop keeps its own snapshots; a partial run is kept whole.
import type { RunListing, RunSummary } from '#shared/team/snapshots';
import type { Queryable } from './pool';

export interface RawRun {
  id: string;
  watch_id: string;
  taken_at: Date;
  complete: boolean;
  listing_count: number;
  requests_spent: number;
  created_by: string;
  created_by_name: string;
  created_at: Date;
  seq: string;
}

export const RUN_COLUMNS = `r.id, r.watch_id, r.taken_at, r.complete, r.listing_count, r.requests_spent, r.created_by,
  c.name AS created_by_name, r.created_at, r.seq`;
export const RUN_JOINS = 'JOIN members c ON c.id = r.created_by';

export function toRunSummary(r: RawRun): RunSummary {
  return {
    id: r.id,
    watchId: r.watch_id,
    takenAt: r.taken_at.toISOString(),
    complete: r.complete,
    listingCount: r.listing_count,
    requestsSpent: r.requests_spent,
    createdBy: { id: r.created_by, name: r.created_by_name },
    createdAt: r.created_at.toISOString(),
  };
}

export async function readRun(db: Queryable, id: string): Promise<RunSummary | null> {
  const { rows } = await db.query<RawRun>(`SELECT ${RUN_COLUMNS} FROM snapshot_runs r ${RUN_JOINS} WHERE r.id = $1`, [
    id,
  ]);
  return rows[0] ? toRunSummary(rows[0]) : null;
}

export async function listRuns(
  db: Queryable,
  watchId: string,
  after: string,
  limit: number,
): Promise<{ runs: RunSummary[]; more: boolean }> {
  const { rows } = await db.query<RawRun>(
    `SELECT ${RUN_COLUMNS} FROM snapshot_runs r ${RUN_JOINS}
      WHERE r.watch_id = $1 AND r.id > $2::bigint ORDER BY r.id LIMIT $3`,
    [watchId, after, limit + 1],
  );
  return { runs: rows.slice(0, limit).map(toRunSummary), more: rows.length > limit };
}

export async function latestCompleteRun(db: Queryable, watchId: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string | null }>(
    'SELECT max(id)::text AS id FROM snapshot_runs WHERE watch_id = $1 AND complete',
    [watchId],
  );
  return rows[0]?.id ?? null;
}

export async function nextRunId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('snapshot_runs', 'id'))::text AS id",
  );
  return rows[0]!.id;
}

export async function insertRun(
  db: Queryable,
  run: {
    id: string;
    watchId: string;
    takenAt: string;
    complete: boolean;
    listingCount: number;
    requestsSpent: number;
    memberId: string;
    deviceId: string;
  },
): Promise<string> {
  const { rows } = await db.query<{ seq: string }>(
    `INSERT INTO snapshot_runs (id, watch_id, taken_at, complete, listing_count, requests_spent, created_by, device_id, seq)
     OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, nextval('change_seq')) RETURNING seq`,
    [run.id, run.watchId, run.takenAt, run.complete, run.listingCount, run.requestsSpent, run.memberId, run.deviceId],
  );
  return rows[0]!.seq;
}

/** The listings of the watch's latest complete run (its open stretches), or only `only` of them: id → hash. */
export async function openListings(db: Queryable, watchId: string, only?: string[]): Promise<Map<string, string>> {
  if (only?.length === 0) return new Map();
  const { rows } = await db.query<{ external_id: string; hash: string }>(
    `SELECT external_id, encode(hash, 'hex') AS hash FROM run_listings
      WHERE watch_id = $1 AND last_run IS NULL${only ? ' AND external_id = ANY($2::text[])' : ''}`,
    only ? [watchId, only] : [watchId],
  );
  return new Map(rows.map((r) => [r.external_id, r.hash]));
}

export async function countOpen(db: Queryable, watchId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM run_listings WHERE watch_id = $1 AND last_run IS NULL',
    [watchId],
  );
  return Number(rows[0]!.n);
}

/** Ends the open stretches of these listings at `lastRun` (the previous complete run). */
export async function closeStretches(
  db: Queryable,
  watchId: string,
  externalIds: string[],
  lastRun: string,
): Promise<void> {
  if (externalIds.length === 0) return;
  await db.query(
    `UPDATE run_listings SET last_run = $3 WHERE watch_id = $1 AND last_run IS NULL AND external_id = ANY($2::text[])`,
    [watchId, externalIds, lastRun],
  );
}

export async function openStretches(
  db: Queryable,
  watchId: string,
  listings: RunListing[],
  firstRun: string,
): Promise<void> {
  if (listings.length === 0) return;
  await db.query(
    `INSERT INTO run_listings (watch_id, external_id, hash, first_run)
     SELECT $1, e, decode(h, 'hex'), $4 FROM unnest($2::text[], $3::text[]) AS t (e, h)`,
    [watchId, listings.map((l) => l.externalID), listings.map((l) => l.hash), firstRun],
  );
}

export async function insertPartialListings(db: Queryable, runId: string, listings: RunListing[]): Promise<void> {
  if (listings.length === 0) return;
  await db.query(
    `INSERT INTO partial_run_listings (run_id, external_id, hash)
     SELECT $1, e, decode(h, 'hex') FROM unnest($2::text[], $3::text[]) AS t (e, h)`,
    [runId, listings.map((l) => l.externalID), listings.map((l) => l.hash)],
  );
}

/** Every listing of a run, ordered by external id. */
export async function runListings(db: Queryable, run: RunSummary): Promise<RunListing[]> {
  const { rows } = run.complete
    ? await db.query<RunListing>(
        `SELECT external_id AS "externalID", encode(hash, 'hex') AS hash FROM run_listings
          WHERE watch_id = $1 AND first_run <= $2::bigint AND (last_run IS NULL OR last_run >= $2::bigint)
          ORDER BY external_id`,
        [run.watchId, run.id],
      )
    : await db.query<RunListing>(
        `SELECT external_id AS "externalID", encode(hash, 'hex') AS hash FROM partial_run_listings
          WHERE run_id = $1 ORDER BY external_id`,
        [run.id],
      );
  return rows;
}
