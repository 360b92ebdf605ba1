// The compare_boards table (migration 15): named sets of pins of one kind saved from the compare panel, each pin with
// the snapshot it kept (so a board opens offline, here or on a colleague's laptop), removed softly so a removal can
// be synced, with the team columns of a shared board.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { COMPARE_KINDS, type CompareKind } from '#shared/compare/compare-kinds';
import type { CompareBoard } from '#shared/domain/compare-board';
import { parseRow } from './parse-row';
import { teamMarkOf } from './team-mark-row';

/** One pin as a board keeps it: the snapshot is the pin's JSON object as the compare panel stored it. */
export const boardPinSchema = z.object({
  id: z.string().min(1).max(200),
  label: z.string().max(500),
  snapshot: z.record(z.string(), z.unknown()),
  snapshotAt: z.number().int(),
});
export type BoardPin = z.output<typeof boardPinSchema>;

const pinsJson = z.string().transform((text, ctx) => {
  const parsed = z.array(boardPinSchema).safeParse(
    (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    })(),
  );
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: 'is not a list of pins' });
  return z.NEVER;
});

const rowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(COMPARE_KINDS),
  name: z.string(),
  pins: pinsJson,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  removed_at: z.number().int().nullable(),
  team_item_id: z.string().nullable(),
  team_author: z.string().nullable(),
  team_updated_by: z.string().nullable(),
  team_updated_at: z.number().int().nullable(),
  team_pending: z.number().int(),
});

const SELECT = `SELECT b.*, (SELECT count(*) FROM team_outbox o WHERE o.item_id = b.team_item_id) AS team_pending
  FROM compare_boards b`;

export interface StoredBoard {
  board: CompareBoard;
  /** The pins with their snapshots, as opening the board puts them in the panel. */
  pins: BoardPin[];
  removedAt: number | null;
}

function toBoard(raw: unknown): StoredBoard {
  const r = parseRow(rowSchema, raw, 'compareBoard');
  return {
    board: {
      id: r.id,
      kind: r.kind,
      name: r.name,
      pins: r.pins.map((p) => ({ id: p.id, label: p.label, snapshotAt: new Date(p.snapshotAt).toISOString() })),
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
      team: teamMarkOf(r),
    },
    pins: r.pins,
    removedAt: r.removed_at,
  };
}

export interface BoardContent {
  kind: CompareKind;
  name: string;
  pins: BoardPin[];
}

export function createCompareBoardsRepo(db: Database) {
  const insert = db.prepare(
    `INSERT INTO compare_boards (kind, name, pins, created_at, updated_at) VALUES (@kind, @name, @pins, @createdAt, @at)`,
  );
  const byId = db.prepare<[number], unknown>(`${SELECT} WHERE b.id = ?`);
  const list = db.prepare<[], unknown>(`${SELECT} WHERE b.removed_at IS NULL ORDER BY b.updated_at DESC, b.id DESC`);
  // A board written again (saved over, or as a colleague's change brought it) is brought back if it was removed.
  const replace = db.prepare(
    `UPDATE compare_boards SET kind = @kind, name = @name, pins = @pins, updated_at = @at, removed_at = NULL
     WHERE id = @id`,
  );
  const remove = db.prepare(
    'UPDATE compare_boards SET removed_at = ?, updated_at = ? WHERE id = ? AND removed_at IS NULL',
  );
  return {
    insert: (board: BoardContent & { at: number; createdAt?: number }): number =>
      Number(
        insert.run({
          kind: board.kind,
          name: board.name,
          pins: JSON.stringify(board.pins),
          createdAt: board.createdAt ?? board.at,
          at: board.at,
        }).lastInsertRowid,
      ),
    /** A board by id, also a removed one (with when it was removed). */
    get: (id: number): StoredBoard | null => {
      const row = byId.get(id);
      return row === undefined ? null : toBoard(row);
    },
    list: (): CompareBoard[] => list.all().map((r) => toBoard(r).board),
    replace: (id: number, board: BoardContent, at: number): void =>
      void replace.run({ id, kind: board.kind, name: board.name, pins: JSON.stringify(board.pins), at }),
    remove: (id: number, at: number): boolean => remove.run(at, at, id).changes > 0,
  };
}

export type CompareBoardsRepo = ReturnType<typeof createCompareBoardsRepo>;
