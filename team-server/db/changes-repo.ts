// The change sequence: every writer of items or runs takes CHANGE_LOCK before it takes a change number and holds
// it until it commits, so numbers become visible in the order they were given. A reader that has seen change N
// has therefore seen every change below N, and `seq > cursor` never skips one committed late.
import type { TeamChange } from '#shared/team/changes';
import { ITEM_COLUMNS, ITEM_JOINS, toStoredItem, toWireItem, type RawItem } from './items-repo';
import { CHANGE_LOCK, type Queryable } from './pool';
import { RUN_COLUMNS, RUN_JOINS, toRunSummary, type RawRun } from './runs-repo';

/** The channel NOTIFY'd with the newest change number when a transaction that wrote changes commits. */
export const CHANGES_CHANNEL = 'team_changes';

export async function lockChanges(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOCK]);
}

/** Tells every server's listener (delivered when the transaction commits, never if it rolls back). */
export async function notifyChange(db: Queryable, seq: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, seq]);
}

export async function currentCursor(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ seq: string }>(
    `SELECT greatest(coalesce((SELECT max(seq) FROM items), 0),
                     coalesce((SELECT max(seq) FROM snapshot_runs), 0))::text AS seq`,
  );
  return rows[0]!.seq;
}

/**
 * Up to `limit` changes after `after`, oldest first; `more` says whether others follow. One statement, so items and
 * runs come from one snapshot without a transaction around them (one round trip per page).
 */
export async function changesAfter(
  db: Queryable,
  after: string,
  limit: number,
): Promise<{ changes: TeamChange[]; more: boolean }> {
  const { rows } = await db.query<{ type: 'item' | 'run'; seq: string; row: RawItem | RawRunJson }>(
    `(SELECT 'item' AS type, i.seq, to_jsonb(x) AS row FROM items i ${ITEM_JOINS},
        LATERAL (SELECT ${ITEM_COLUMNS}) x WHERE i.seq > $1::bigint ORDER BY i.seq LIMIT $2)
     UNION ALL
     (SELECT 'run', r.seq, to_jsonb(x) FROM snapshot_runs r ${RUN_JOINS},
        LATERAL (SELECT ${RUN_COLUMNS}) x WHERE r.seq > $1::bigint ORDER BY r.seq LIMIT $2)
     ORDER BY seq LIMIT $2`,
    [after, limit + 1],
  );
  const changes = rows.map((r): TeamChange => {
    if (r.type === 'item') {
      const raw = r.row as RawItem;
      return { type: 'item', seq: r.seq, item: toWireItem(toStoredItem(reviveItem(raw))) };
    }
    return { type: 'snapshot-run', seq: r.seq, run: toRunSummary(reviveRun(r.row as RawRunJson)) };
  });
  return { changes: changes.slice(0, limit), more: changes.length > limit };
}

/** A run row as to_jsonb writes it: times as text, ids as numbers or text. */
type RawRunJson = Omit<RawRun, 'taken_at' | 'created_at'> & { taken_at: string; created_at: string };

function reviveItem(raw: RawItem): RawItem {
  return {
    ...raw,
    seq: String(raw.seq),
    created_at: new Date(raw.created_at as unknown as string),
    updated_at: new Date(raw.updated_at as unknown as string),
  };
}

function reviveRun(raw: RawRunJson): RawRun {
  return {
    ...raw,
    id: String(raw.id),
    seq: String(raw.seq),
    taken_at: new Date(raw.taken_at),
    created_at: new Date(raw.created_at),
  };
}
