// Notes under the local faults a write meets: a workspace locked by another process past SQLite's wait, and a
// workspace a newer Aqar Lens wrote (opened read-only). Each refusal is a storage failure saying what and where (never
// "internal error"); the note is not half written (nothing added, the one kept before unchanged), and a refused edit
// leaves nothing waiting for the team.
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core';
import { WORKSPACE_MIGRATIONS } from '#core/store/workspace/migrations/index';
import type { Note } from '#shared/domain/note';
import type { AppError } from '#shared/errors';
import { makeTempDir } from '../../support/temp-dir';
import { holdExclusive } from './support';

// SQLite waits 5 s for another process's lock before the refusal under test; a short wait proves the same refusal
// (the lock is held until released, far longer) without the test waiting 5 s for each.
process.env.AQAR_BUSY_TIMEOUT_MS = '400';
const dir = makeTempDir('aqar-notes-faults-');
const dataDir = join(dir.path, 'data');
const file = join(dataDir, 'workspace.db');
const TARGET = { kind: 'listing', externalID: '1003110000' } as const;
const open = (version = 'test') => createCore({ dataDir, host: 'test', version, log: () => {} });

let kept: Note;
beforeAll(async () => {
  const core = await open();
  try {
    const added = await core.dispatch('notes:add', { target: TARGET, text: 'Owner prefers cheques.' });
    if (!added.ok) throw new Error(added.error.message);
    kept = added.value as Note;
  } finally {
    await core.close();
  }
}, 60_000);
afterAll(() => dir.remove());

async function notesOf(core: Awaited<ReturnType<typeof open>>): Promise<Note[]> {
  const listed = await core.dispatch('notes:list', { target: TARGET });
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value as Note[];
}

describe('notes when the workspace cannot take a write', () => {
  it('refuses an add and an edit while another process holds the workspace, naming the lock, and keeps the notes', async () => {
    const core = await open();
    try {
      const lock = await holdExclusive(file);
      const errors: AppError[] = [];
      try {
        for (const result of [
          await core.dispatch('notes:add', { target: TARGET, text: 'Second thoughts.' }),
          await core.dispatch('notes:edit', { id: kept.id, text: 'Changed.' }),
        ]) {
          expect(result.ok).toBe(false);
          errors.push((result as { error: AppError }).error);
        }
      } finally {
        await lock.release();
      }
      for (const error of errors) {
        expect(error.code).toBe('storage');
        expect(error.storage).toMatchObject({ reason: 'locked', database: 'workspace' });
        expect(error.message).not.toMatch(/internal/i);
      }
      expect(await notesOf(core)).toEqual([kept]);
    } finally {
      await core.close();
    }
  }, 60_000);

  it('refuses a note in a workspace a newer version wrote, naming the version, and still reads the notes', async () => {
    const db = new BetterSqlite3(file);
    db.exec('CREATE TABLE IF NOT EXISTS workspace_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
    const future = WORKSPACE_MIGRATIONS.length + 1;
    db.prepare('INSERT INTO schema_migrations (version, name, sha256, applied_at) VALUES (?, ?, ?, ?)').run(
      future,
      `future-${future}`,
      'f'.repeat(64),
      1,
    );
    db.pragma(`user_version = ${future}`);
    db.prepare("INSERT OR REPLACE INTO workspace_meta (key, value) VALUES ('schema_written_by', '0.9.0')").run();
    db.close();
    const core = await open('0.1.0');
    try {
      const added = await core.dispatch('notes:add', { target: TARGET, text: 'Second thoughts.' });
      expect(added.ok).toBe(false);
      const error = (added as { error: AppError }).error;
      expect(error.code).toBe('storage');
      expect(error.storage).toMatchObject({ reason: 'newer-version', writtenBy: '0.9.0' });
      expect(await notesOf(core)).toEqual([kept]);
    } finally {
      await core.close();
    }
  }, 60_000);
});
