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

export interface ItemWrite {
  id: string;
  kind: TeamItemKind;
  body: Record<string, unknown>;
  teamWide: boolean;
  deleted: boolean;
  action: 'upsert' | 'delete';
  member: MemberRef;
  deviceId: string;
  opId: string;
  overwroteVersion: number | null;
}

/**
 * Writes an item (made at version 1, or the next version of the stored one) with the next change number, and its
 * history row, in one statement. The caller holds the change lock.
 */
export async function writeItem(
  db: Queryable,
  w: ItemWrite,
): Promise<{ version: number; seq: string; createdAt: Date; updatedAt: Date }> {
  const { rows } = await db.query<{ version: number; seq: string; created_at: Date; updated_at: Date }>(
    `WITH s AS (SELECT nextval('change_seq') AS seq),
     w AS (
       INSERT INTO items AS i (id, kind, body, team_wide, created_by, created_at, updated_by, updated_at, version,
                               deleted, seq)
       SELECT $1, $2, $3, $4, $5, now(), $5, now(), 1, $6, s.seq FROM s
       ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, team_wide = EXCLUDED.team_wide,
         updated_by = EXCLUDED.updated_by, updated_at = now(), version = i.version + 1, deleted = EXCLUDED.deleted,
         seq = EXCLUDED.seq
       RETURNING i.id, i.version, i.seq, i.created_at, i.updated_at),
     h AS (
       INSERT INTO item_history (seq, item_id, version, action, member_id, device_id, op_id, at, overwrote_version)
       SELECT w.seq, w.id, w.version, $7, $5, $8, $9, w.updated_at, $10 FROM w)
     SELECT version, seq, created_at, updated_at FROM w`,
    [w.id, w.kind, w.body, w.teamWide, w.member.id, w.deleted, w.action, w.deviceId, w.opId, w.overwroteVersion],
  );
  const r = rows[0]!;
  return { version: r.version, seq: r.seq, createdAt: r.created_at, updatedAt: r.updated_at };
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
