// The saved_queries table: a search (operation and parameters) with its name and the names the broker picked, or a
// market analysis (operation "market", its saved market as the parameters). Parameters and picks are JSON, checked
// against the operation's schema (or the saved market's) when read back; the operation column tells the kinds
// apart, so the table needs no new column and rows saved before market analyses read as they always did.
import type { Database } from 'better-sqlite3';
import type { z } from 'zod';
import { AppFailure, zodDetail } from '#shared/errors';
import type { OperationName } from '#shared/data-service/operations';
import { teamMarkOf } from './team-mark-row';
import { MARKET_OPERATION, type PickedName, type SavedQuery } from '#shared/domain/saved-query';
import {
  dataRequestSchema,
  picksSchema,
  savedMarketSchema,
  storedMarket,
  type SavedMarket,
} from '#shared/ipc/contract';
import { ref } from '#shared/messages/message-ref';

interface SavedQueryRow {
  id: number;
  name: string;
  operation: string;
  params: string;
  picks: string;
  created_at: number;
  updated_at: number;
  last_run_at: number | null;
  last_result_count: number | null;
  watch_item_id: number | null;
  team_item_id: string | null;
  team_author: string | null;
  team_updated_by: string | null;
  team_updated_at: number | null;
  team_pending: number;
  team_wide: number;
}

/** What a row holds: a search (an operation, its parameters and picks) or a market analysis (no picks). */
export type SavedQueryContent =
  | { operation: OperationName; params: Record<string, unknown>; picks: PickedName[] }
  | { operation: typeof MARKET_OPERATION; params: SavedMarket; picks: [] };

export type NewSavedQuery = SavedQueryContent & { name: string; at: number };

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function unreadable(row: SavedQueryRow, error: z.ZodError): AppFailure {
  return new AppFailure('internal', ref('error.stored.savedSearch', { name: row.name, detail: zodDetail(error) }));
}

function toSavedQuery(row: SavedQueryRow): SavedQuery {
  const common = {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lastRunAt: iso(row.last_run_at),
    lastResultCount: row.last_result_count,
    watchItemId: row.watch_item_id,
    team: teamMarkOf(row),
  };
  if (row.operation === MARKET_OPERATION) {
    const market = savedMarketSchema.safeParse(JSON.parse(row.params));
    if (!market.success) throw unreadable(row, market.error);
    return { ...common, kind: 'market', operation: MARKET_OPERATION, params: storedMarket(market.data), picks: [] };
  }
  const request = dataRequestSchema.safeParse({ operation: row.operation, params: JSON.parse(row.params) });
  if (!request.success) throw unreadable(row, request.error);
  const picks = picksSchema.safeParse(JSON.parse(row.picks));
  if (!picks.success) throw unreadable(row, picks.error);
  return {
    ...common,
    kind: 'search',
    operation: request.data.operation,
    params: request.data.params as Record<string, unknown>,
    picks: picks.data,
  };
}

const SELECT = `SELECT q.*, (SELECT w.id FROM watch_items w WHERE w.kind = 'saved' AND w.saved_query_id = q.id
  AND w.removed_at IS NULL) AS watch_item_id,
  (SELECT count(*) FROM team_outbox o WHERE o.item_id = q.team_item_id) AS team_pending FROM saved_queries q`;

export function createSavedQueriesRepo(db: Database) {
  const all = db.prepare<[], SavedQueryRow>(`${SELECT} ORDER BY q.name COLLATE NOCASE`);
  const byId = db.prepare<[number], SavedQueryRow>(`${SELECT} WHERE q.id = ?`);
  const byName = db.prepare<[string], SavedQueryRow>(`${SELECT} WHERE q.name = ? COLLATE NOCASE`);
  const insert = db.prepare(
    `INSERT INTO saved_queries (name, operation, params, picks, created_at, updated_at)
     VALUES (@name, @operation, @params, @picks, @at, @at)`,
  );
  const update = db.prepare(
    `UPDATE saved_queries SET name = @name, operation = @operation, params = @params, picks = @picks,
     updated_at = @at WHERE id = @id`,
  );
  const markRun = db.prepare('UPDATE saved_queries SET last_run_at = ?, last_result_count = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM saved_queries WHERE id = ?');
  const names = db.prepare<[], { name: string }>('SELECT name FROM saved_queries');
  return {
    list: (): SavedQuery[] => all.all().map(toSavedQuery),
    get: (id: number): SavedQuery | null => {
      const row = byId.get(id);
      return row ? toSavedQuery(row) : null;
    },
    findByName: (name: string): SavedQuery | null => {
      const row = byName.get(name.trim());
      return row ? toSavedQuery(row) : null;
    },
    /** Names in use, lower-cased (names are unique without regard to case). */
    names: (): Set<string> => new Set(names.all().map((r) => r.name.toLowerCase())),
    insert: (query: NewSavedQuery): number =>
      Number(
        insert.run({
          ...query,
          params: JSON.stringify(query.params),
          picks: JSON.stringify(query.picks),
        }).lastInsertRowid,
      ),
    update: (id: number, query: NewSavedQuery): void =>
      void update.run({ id, ...query, params: JSON.stringify(query.params), picks: JSON.stringify(query.picks) }),
    markRun: (id: number, at: number, count: number): void => void markRun.run(at, count, id),
    remove: (id: number): boolean => remove.run(id).changes > 0,
  };
}

export type SavedQueriesRepo = ReturnType<typeof createSavedQueriesRepo>;
