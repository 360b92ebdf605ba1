// The listing_states table: listing states stored once by content (sha-256 of canonical JSON as the key), so a
// state seen by twenty members, or unchanged for a year, is one row.
import type { TeamListingState } from '#shared/team/snapshots';
import type { Queryable } from './pool';

export async function missingStates(db: Queryable, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const { rows } = await db.query<{ h: string }>(
    `SELECT h FROM unnest($1::text[]) AS t (h)
      WHERE NOT EXISTS (SELECT 1 FROM listing_states s WHERE s.hash = decode(t.h, 'hex'))`,
    [[...new Set(hashes)]],
  );
  return rows.map((r) => r.h);
}

/** Stores the states not yet there; returns how many were new. Bodies are already checked against their hashes. */
export async function insertStates(db: Queryable, states: TeamListingState[], memberId: string): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO listing_states (hash, body, created_by)
     SELECT decode(h, 'hex'), b, $3 FROM unnest($1::text[], $2::jsonb[]) AS t (h, b)
     ON CONFLICT (hash) DO NOTHING`,
    [states.map((s) => s.hash), states.map((s) => JSON.stringify(s.body)), memberId],
  );
  return rowCount ?? 0;
}

export async function readStates(db: Queryable, hashes: string[]): Promise<TeamListingState[]> {
  const { rows } = await db.query<{ hash: string; body: Record<string, unknown> }>(
    `SELECT encode(hash, 'hex') AS hash, body FROM listing_states WHERE hash = ANY(
       SELECT decode(h, 'hex') FROM unnest($1::text[]) AS t (h))`,
    [[...new Set(hashes)]],
  );
  return rows;
}
