// The items table and its history: the latest state of each shared item, written with the next change number
// under the change lock (see changes-repo), and one history row per change saying who made it and when.
import type { MemberRef } from '#shared/team/basics';
import type { TeamItem, TeamItemKind } from '#shared/team/items';
import type { Queryable } from './pool';

export interface StoredItem {
  id: string;
  kind: TeamItemKind;
  body: Record<string, unknown>;
  teamWide: boolean;
  createdBy: MemberRef;
  createdAt: Date;
  updatedBy: MemberRef;
  updatedAt: Date;
  version: number;
  deleted: boolean;
  seq: string;
}

export interface RawItem {
  id: string;
  kind: TeamItemKind;
  body: Record<string, unknown>;
  team_wide: boolean;
  created_by: string;
  created_by_name: string;
  created_at: Date;
  updated_by: string;
  updated_by_name: string;
  updated_at: Date;
  version: number;
  deleted: boolean;
  seq: string;
}

export const ITEM_COLUMNS = `i.id, i.kind, i.body, i.team_wide, i.created_by, c.name AS created_by_name, i.created_at,
  i.updated_by, u.name AS updated_by_name, i.updated_at, i.version, i.deleted, i.seq`;
export const ITEM_JOINS = 'JOIN members c ON c.id = i.created_by JOIN members u ON u.id = i.updated_by';

export function toStoredItem(r: RawItem): StoredItem {
  return {
    id: r.id,
    kind: r.kind,
    body: r.body,
    teamWide: r.team_wide,
    createdBy: { id: r.created_by, name: r.created_by_name },
    createdAt: r.created_at,
    updatedBy: { id: r.updated_by, name: r.updated_by_name },
    updatedAt: r.updated_at,
    version: r.version,
    deleted: r.deleted,
    seq: r.seq,
  };
}

export function toWireItem(s: StoredItem): TeamItem {
  return {
    kind: s.kind,
    id: s.id,
    body: s.body,
    teamWide: s.teamWide,
    createdBy: s.createdBy,
    createdAt: s.createdAt.toISOString(),
    updatedBy: s.updatedBy,
    updatedAt: s.updatedAt.toISOString(),
    version: s.version,
    deleted: s.deleted,
    seq: s.seq,
  };
}

export async function loadItems(db: Queryable, ids: string[]): Promise<Map<string, StoredItem>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<RawItem>(
    `SELECT ${ITEM_COLUMNS} FROM items i ${ITEM_JOINS} WHERE i.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, toStoredItem(r)]));
}

/** An applied change: the item's state after it, and who made it. */
export interface ItemWrite {
  item: Omit<StoredItem, 'seq' | 'createdAt' | 'updatedAt'>;
  action: 'upsert' | 'delete';
  deviceId: string;
  opId: string;
  overwroteVersion: number | null;
}

/** Takes `n` change numbers, in increasing order. The caller holds the change lock. */
export async function takeSeqs(db: Queryable, n: number): Promise<string[]> {
  const { rows } = await db.query<{ seq: string }>(
    "SELECT nextval('change_seq')::text AS seq FROM generate_series(1, $1)",
    [n],
  );
  return rows.map((r) => r.seq).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
}

/**
 * Writes a batch's changes in two statements: each item's latest state (with the change number of its last
 * change) and one history row per change. The caller holds the change lock and the items' locks.
 */
export async function writeItems(db: Queryable, writes: ItemWrite[], seqs: string[]): Promise<void> {
  const last = new Map<string, { w: ItemWrite; seq: string }>();
  writes.forEach((w, i) => last.set(w.item.id, { w, seq: seqs[i]! }));
  const items = [...last.values()];
  await db.query(
    `INSERT INTO items AS i (id, kind, body, team_wide, created_by, created_at, updated_by, updated_at, version,
                             deleted, seq)
     SELECT id, kind, body, team_wide, created_by, now(), updated_by, now(), version, deleted, seq
       FROM unnest($1::uuid[], $2::text[], $3::jsonb[], $4::boolean[], $5::uuid[], $6::uuid[], $7::int[],
                   $8::boolean[], $9::bigint[])
         AS t (id, kind, body, team_wide, created_by, updated_by, version, deleted, seq)
     ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, team_wide = EXCLUDED.team_wide,
       updated_by = EXCLUDED.updated_by, updated_at = now(), version = EXCLUDED.version, deleted = EXCLUDED.deleted,
       seq = EXCLUDED.seq`,
    [
      items.map(({ w }) => w.item.id),
      items.map(({ w }) => w.item.kind),
      items.map(({ w }) => JSON.stringify(w.item.body)),
      items.map(({ w }) => w.item.teamWide),
      items.map(({ w }) => w.item.createdBy.id),
      items.map(({ w }) => w.item.updatedBy.id),
      items.map(({ w }) => w.item.version),
      items.map(({ w }) => w.item.deleted),
      items.map(({ seq }) => seq),
    ],
  );
  await db.query(
    `INSERT INTO item_history (seq, item_id, version, action, member_id, device_id, op_id, at, overwrote_version)
     SELECT seq, item_id, version, action, member_id, device_id, op_id, now(), overwrote
       FROM unnest($1::bigint[], $2::uuid[], $3::int[], $4::text[], $5::uuid[], $6::uuid[], $7::uuid[], $8::int[])
         AS t (seq, item_id, version, action, member_id, device_id, op_id, overwrote)`,
    [
      seqs,
      writes.map((w) => w.item.id),
      writes.map((w) => w.item.version),
      writes.map((w) => w.action),
      writes.map((w) => w.item.updatedBy.id),
      writes.map((w) => w.deviceId),
      writes.map((w) => w.opId),
      writes.map((w) => w.overwroteVersion),
    ],
  );
}

export interface StoredOpResult {
  opId: string;
  result: Record<string, unknown>;
}

export async function loadPushedOps(db: Queryable, memberId: string, opIds: string[]): Promise<Map<string, unknown>> {
  if (opIds.length === 0) return new Map();
  const { rows } = await db.query<{ op_id: string; result: unknown }>(
    'SELECT op_id, result FROM push_ops WHERE member_id = $1 AND op_id = ANY($2::uuid[])',
    [memberId, opIds],
  );
  return new Map(rows.map((r) => [r.op_id, r.result]));
}

export async function recordPushedOps(
  db: Queryable,
  memberId: string,
  batchId: string,
  results: { opId: string; result: unknown }[],
): Promise<void> {
  if (results.length === 0) return;
  await db.query(
    `INSERT INTO push_ops (member_id, op_id, batch_id, result)
     SELECT $1, op, $2, res FROM unnest($3::uuid[], $4::jsonb[]) AS t (op, res)`,
    [memberId, batchId, results.map((r) => r.opId), results.map((r) => JSON.stringify(r.result))],
  );
}

/** Forgets answers older than `days`: a batch retried after that long is treated as new. */
export async function prunePushedOps(db: Queryable, days: number): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM push_ops WHERE at < now() - make_interval(days => $1)', [days]);
  return rowCount ?? 0;
}
