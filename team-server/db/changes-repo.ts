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

/** Up to `limit` changes after `after`, oldest first; `more` says whether others follow. Run in one snapshot. */
export async function changesAfter(
  db: Queryable,
  after: string,
  limit: number,
): Promise<{ changes: TeamChange[]; more: boolean }> {
  const items = await db.query<RawItem>(
    `SELECT ${ITEM_COLUMNS} FROM items i ${ITEM_JOINS} WHERE i.seq > $1::bigint ORDER BY i.seq LIMIT $2`,
    [after, limit + 1],
  );
  const runs = await db.query<RawRun>(
    `SELECT ${RUN_COLUMNS} FROM snapshot_runs r ${RUN_JOINS} WHERE r.seq > $1::bigint ORDER BY r.seq LIMIT $2`,
    [after, limit + 1],
  );
  const merged: TeamChange[] = [
    ...items.rows.map((r): TeamChange => ({ type: 'item', seq: r.seq, item: toWireItem(toStoredItem(r)) })),
    ...runs.rows.map((r): TeamChange => ({ type: 'snapshot-run', seq: r.seq, run: toRunSummary(r) })),
  ].sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
  return { changes: merged.slice(0, limit), more: merged.length > limit };
}
