// The notes table (migration 13): a broker's notes on listings, buildings and firms, removed softly so a removal can
// be synced, with the team columns of a shared note (read into the domain's TeamMark as saved searches do).
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { NOTE_TARGET_KINDS, type Note, type NoteTarget, type NoteTargetKind } from '#shared/domain/note';
import { parseRow } from './parse-row';
import { teamMarkOf } from './team-mark-row';

const rowSchema = z.object({
  id: z.number().int(),
  target_kind: z.enum(NOTE_TARGET_KINDS),
  target_id: z.string(),
  target_name: z.string().nullable(),
  text: z.string(),
  author: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  removed_at: z.number().int().nullable(),
  team_item_id: z.string().nullable(),
  team_author: z.string().nullable(),
  team_updated_by: z.string().nullable(),
  team_updated_at: z.number().int().nullable(),
  team_pending: z.number().int(),
});

const SELECT = `SELECT n.*, (SELECT count(*) FROM team_outbox o WHERE o.item_id = n.team_item_id) AS team_pending
  FROM notes n`;

function toNote(raw: unknown): Note & { removedAt: number | null } {
  const r = parseRow(rowSchema, raw, 'note');
  return {
    id: r.id,
    target: { kind: r.target_kind, externalID: r.target_id },
    targetName: r.target_name,
    text: r.text,
    author: r.author,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
    team: teamMarkOf(r),
    removedAt: r.removed_at,
  };
}

export interface NewNote {
  target: NoteTarget;
  targetName: string | null;
  text: string;
  author: string | null;
  at: number;
  /** When it was first written, when that was before `at` (a colleague's note pulled later). */
  createdAt?: number;
}

export function createNotesRepo(db: Database) {
  const insert = db.prepare(
    `INSERT INTO notes (target_kind, target_id, target_name, text, author, created_at, updated_at)
     VALUES (@kind, @externalID, @targetName, @text, @author, @createdAt, @at)`,
  );
  const byId = db.prepare<[number], unknown>(`${SELECT} WHERE n.id = ?`);
  const forTarget = db.prepare<[string, string], unknown>(
    `${SELECT} WHERE n.target_kind = ? AND n.target_id = ? AND n.removed_at IS NULL ORDER BY n.created_at DESC, n.id DESC`,
  );
  const all = db.prepare<[], unknown>(`${SELECT} WHERE n.removed_at IS NULL ORDER BY n.updated_at DESC, n.id DESC`);
  const edit = db.prepare('UPDATE notes SET text = ?, updated_at = ? WHERE id = ? AND removed_at IS NULL');
  const ofKind = db.prepare<[string], { target_id: string; text: string; author: string | null }>(
    `SELECT target_id, text, author FROM notes WHERE target_kind = ? AND removed_at IS NULL
     ORDER BY target_id, created_at, id`,
  );
  const remove = db.prepare('UPDATE notes SET removed_at = ?, updated_at = ? WHERE id = ? AND removed_at IS NULL');
  const restore = db.prepare(
    `UPDATE notes SET target_kind = @kind, target_id = @externalID, target_name = @targetName,
     updated_at = CASE WHEN text = @text THEN updated_at ELSE @at END, text = @text, author = @author,
     removed_at = NULL WHERE id = @id`,
  );
  return {
    insert: (note: NewNote): number =>
      Number(
        insert.run({
          ...note.target,
          targetName: note.targetName,
          text: note.text,
          author: note.author,
          createdAt: note.createdAt ?? note.at,
          at: note.at,
        }).lastInsertRowid,
      ),
    /** A note by id, also a removed one (with when it was removed). */
    get: (id: number) => {
      const row = byId.get(id);
      return row === undefined ? null : toNote(row);
    },
    /** The notes on one listing, building or firm, the newest first. */
    forTarget: (kind: NoteTargetKind, externalID: string): Note[] =>
      forTarget.all(kind, externalID).map((r) => strip(toNote(r))),
    all: (): Note[] => all.all().map((r) => strip(toNote(r))),
    /** How many notes each of these targets has (for a grid's column); targets without notes are left out. */
    counts: (kind: NoteTargetKind, externalIDs: readonly string[]): Record<string, number> => {
      if (externalIDs.length === 0) return {};
      const out: Record<string, number> = {};
      // In chunks: SQLite takes a bounded number of parameters per statement.
      for (let i = 0; i < externalIDs.length; i += 500) {
        const chunk = externalIDs.slice(i, i + 500);
        const rows = db
          .prepare<unknown[], { target_id: string; n: number }>(
            `SELECT target_id, count(*) AS n FROM notes WHERE target_kind = ? AND removed_at IS NULL
             AND target_id IN (${chunk.map(() => '?').join(', ')}) GROUP BY target_id`,
          )
          .all(kind, ...chunk);
        for (const r of rows) out[r.target_id] = r.n;
      }
      return out;
    },
    edit: (id: number, text: string, at: number): boolean => edit.run(text, at, id).changes > 0,
    /**
     * Every note on targets of a kind as a file's Notes column writes them, by target id: the oldest first, each
     * with its author when it has one ("Huda: …"), one per line.
     */
    textsOf: (kind: NoteTargetKind): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const r of ofKind.all(kind)) {
        const line = r.author ? `${r.author}: ${r.text}` : r.text;
        out[r.target_id] = out[r.target_id] === undefined ? line : `${out[r.target_id]}\n${line}`;
      }
      return out;
    },
    remove: (id: number, at: number): boolean => remove.run(at, at, id).changes > 0,
    /** A note as a colleague's change brought it: written whole, brought back if it was removed here. */
    replace: (id: number, note: NewNote): void =>
      void restore.run({
        id,
        ...note.target,
        targetName: note.targetName,
        text: note.text,
        author: note.author,
        at: note.at,
      }),
  };
}

function strip(note: Note & { removedAt: number | null }): Note {
  const { removedAt: _removedAt, ...rest } = note;
  return rest;
}

export type NotesRepo = ReturnType<typeof createNotesRepo>;
