// The watch_items table: agencies, developers, agents and saved searches the broker follows. Unwatching sets
// removed_at and keeps the item, so its snapshots stay readable; watching it again brings the same item back.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { RUN_STATUSES, WATCH_KINDS, type WatchItem, type WatchKind } from '#shared/domain/portfolio';
import { parseRow } from './parse-row';
import { teamMarkOf } from './team-mark-row';

const int = z.number().int();
const watchRowSchema = z.object({
  id: int,
  kind: z.enum(WATCH_KINDS),
  external_id: z.string(),
  name: z.string(),
  owner_id: z.string().nullable(),
  saved_query_id: int.nullable(),
  added_at: int,
  removed_at: int.nullable(),
  snapshots: int,
  last_snapshot_id: int.nullable(),
  last_taken_at: int.nullable(),
  last_listings: z.number().nullable(),
  last_run_id: int.nullable(),
  last_run_status: z.enum(RUN_STATUSES).nullable(),
  last_run_at: int.nullable(),
  last_run_error: z.string().nullable(),
  last_run_error_code: z.string().nullable(),
  team_item_id: z.string().nullable(),
  team_author: z.string().nullable(),
  team_updated_by: z.string().nullable(),
  team_updated_at: int.nullable(),
  team_pending: int,
  team_wide: int,
});

export interface NewWatchItem {
  kind: WatchKind;
  externalID: string;
  name: string;
  ownerID: string | null;
  savedQueryId: number | null;
  at: number;
}

const SELECT = `
SELECT w.*,
  (SELECT count(*) FROM snapshots s WHERE s.item_id = w.id) AS snapshots,
  s.id AS last_snapshot_id, s.taken_at AS last_taken_at, json_extract(s.summary, '$.counts.total') AS last_listings,
  r.id AS last_run_id, r.status AS last_run_status, r.started_at AS last_run_at, r.error AS last_run_error,
  r.error_code AS last_run_error_code,
  (SELECT count(*) FROM team_outbox o WHERE o.item_id = w.team_item_id) AS team_pending
FROM watch_items w
LEFT JOIN snapshots s ON s.id = (SELECT max(id) FROM snapshots WHERE item_id = w.id)
LEFT JOIN snapshot_runs r ON r.id = (SELECT max(id) FROM snapshot_runs WHERE item_id = w.id)`;

function toWatchItem(raw: unknown): WatchItem {
  const row = parseRow(watchRowSchema, raw, 'watchItem');
  return {
    id: row.id,
    kind: row.kind,
    externalID: row.external_id,
    name: row.name,
    ownerID: row.owner_id,
    savedQueryId: row.saved_query_id,
    addedAt: new Date(row.added_at).toISOString(),
    removedAt: row.removed_at === null ? null : new Date(row.removed_at).toISOString(),
    snapshots: row.snapshots,
    lastSnapshot:
      row.last_snapshot_id === null
        ? null
        : {
            id: row.last_snapshot_id,
            takenAt: new Date(row.last_taken_at!).toISOString(),
            listings: row.last_listings ?? 0,
          },
    lastRun:
      row.last_run_id === null
        ? null
        : {
            id: row.last_run_id,
            status: row.last_run_status!,
            startedAt: new Date(row.last_run_at!).toISOString(),
            error: row.last_run_error,
            errorCode: row.last_run_error_code,
          },
    team: teamMarkOf(row),
  };
}

export function createWatchItemsRepo(db: Database) {
  const list = db.prepare<[number], unknown>(`${SELECT} WHERE (? = 1 OR w.removed_at IS NULL) ORDER BY w.kind, w.name`);
  const byId = db.prepare<[number], unknown>(`${SELECT} WHERE w.id = ?`);
  const byKind = db.prepare<[string, string], unknown>(`${SELECT} WHERE w.kind = ? AND w.external_id = ?`);
  const byKey = db.prepare<[string, string], { id: number }>(
    'SELECT id FROM watch_items WHERE kind = ? AND external_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO watch_items (kind, external_id, name, owner_id, saved_query_id, added_at)
     VALUES (@kind, @externalID, @name, @ownerID, @savedQueryId, @at)`,
  );
  const rewatch = db.prepare(
    `UPDATE watch_items SET removed_at = NULL, name = @name, owner_id = coalesce(@ownerID, owner_id),
     saved_query_id = coalesce(@savedQueryId, saved_query_id) WHERE id = @id`,
  );
  const remove = db.prepare('UPDATE watch_items SET removed_at = ? WHERE id = ? AND removed_at IS NULL');
  const rename = db.prepare('UPDATE watch_items SET name = ? WHERE id = ?');
  return {
    list: (includeRemoved = false): WatchItem[] => list.all(includeRemoved ? 1 : 0).map(toWatchItem),
    get: (id: number): WatchItem | null => {
      const row = byId.get(id);
      return row ? toWatchItem(row) : null;
    },
    /** Adds the item, or brings back an unwatched one with its history; returns its id. */
    upsert: (item: NewWatchItem): number => {
      const existing = byKey.get(item.kind, item.externalID);
      if (existing) {
        rewatch.run({ id: existing.id, name: item.name, ownerID: item.ownerID, savedQueryId: item.savedQueryId });
        return existing.id;
      }
      return Number(insert.run(item).lastInsertRowid);
    },
    /** The item following this firm or saved search, watched now or once (its history is kept either way). */
    find: (kind: WatchKind, externalID: string): WatchItem | null => {
      const row = byKind.get(kind, externalID);
      return row ? toWatchItem(row) : null;
    },
    remove: (id: number, at: number): boolean => remove.run(at, id).changes > 0,
    rename: (id: number, name: string): void => void rename.run(name, id),
  };
}

export type WatchItemsRepo = ReturnType<typeof createWatchItemsRepo>;
