// The workspace database is never thrown away: backups before migrations and daily (seven kept), a damaged file
// answered by the newest good backup read-only with a notice, restore and start-anew only on the broker's word.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../../../../test/support/temp-dir';
import { migrate } from '../migrate';
import { createBackup, DAY_MS, listBackups } from './backups';
import { WORKSPACE_MIGRATIONS } from './migrations';
import { workspaceFiles, WorkspaceStore } from './workspace-store';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import type { Said } from '#shared/errors';

/** A notice as the English window words it. */
const english = (said: Said): string => (typeof said === 'string' ? said : formatRef('en', said));

let dir: TempDir;
afterEach(() => dir.remove());

function logRequests(store: WorkspaceStore, n: number): void {
  for (let i = 0; i < n; i++) {
    store.requestLog.record({
      at: Date.now(),
      source: 'demo',
      operation: 'x',
      outcome: 'ok',
      status: 200,
      durationMs: 1,
    });
  }
}

describe('the workspace store', () => {
  it('creates a healthy workspace and takes its daily backup, keeping the newest seven', async () => {
    dir = makeTempDir('aqar-ws-');
    const files = workspaceFiles(dir.path);
    const { store, notices } = await WorkspaceStore.open(files);
    expect(notices).toEqual([]);
    expect(store.mode).toBe('normal');
    logRequests(store, 3);
    const start = Date.now();
    for (let day = 0; day < 9; day++) await store.backupIfDue(start + day * DAY_MS);
    expect(await store.backupIfDue(start + 8 * DAY_MS + 1000)).toBeNull(); // not due twice a day
    const backups = listBackups(files.backupsDir);
    expect(backups).toHaveLength(7);
    expect(backups[0]!.takenAt).toBe(start + 8 * DAY_MS);
    const copy = new BetterSqlite3(backups[0]!.file, { readonly: true });
    expect(copy.prepare('SELECT count(*) AS n FROM request_log').get()).toEqual({ n: 3 });
    copy.close();
    store.close();
  });

  it('backs the workspace up before a migration', async () => {
    dir = makeTempDir('aqar-ws-');
    const files = workspaceFiles(dir.path);
    const old = new BetterSqlite3(files.file);
    migrate(old, WORKSPACE_MIGRATIONS.slice(0, 1));
    old.close();
    const { store } = await WorkspaceStore.open(files);
    const backups = listBackups(files.backupsDir);
    expect(backups.map((b) => b.reason)).toEqual(['before-v2']);
    store.close();
  });

  it('opens the newest good backup read-only when the file is damaged, and restores it on request', async () => {
    dir = makeTempDir('aqar-ws-');
    const files = workspaceFiles(dir.path);
    const first = await WorkspaceStore.open(files);
    logRequests(first.store, 5);
    await createBackup(first.store.db, files.backupsDir, 'daily', Date.now() - 2 * DAY_MS);
    logRequests(first.store, 2);
    await createBackup(first.store.db, files.backupsDir, 'daily', Date.now() - DAY_MS);
    first.store.close();
    // The newest backup is itself damaged: the one before it must be chosen.
    const newest = listBackups(files.backupsDir)[0]!;
    writeFileSync(newest.file, 'garbage '.repeat(500));
    writeFileSync(files.file, 'not a database '.repeat(500));

    const { store, notices } = await WorkspaceStore.open(files);
    expect(store.mode).toBe('backup-read-only');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.level).toBe('error');
    expect(english(notices[0]!.said)).toMatch(/could not be opened .*newest good backup, from .* read-only/);
    expect(store.requestLog.usage('demo').today).toBe(5);
    expect(() => store.assertWritable()).toThrow(/read-only from a backup/);
    logRequests(store, 1); // counted in memory while read-only, never lost silently
    expect(store.requestLog.usage('demo').today).toBe(6);
    expect(readdirSync(dir.path)).toContain('workspace.db'); // the damaged file is untouched

    const good = listBackups(files.backupsDir)[1]!;
    const after = await store.restore(good.file);
    expect(english(after[0]!.said)).toMatch(/restored from the backup/);
    expect(store.mode).toBe('normal');
    expect(store.requestLog.usage('demo').today).toBe(6);
    expect(readdirSync(dir.path).some((f) => f.startsWith('workspace.db.damaged-'))).toBe(true);
    store.close();
  });

  it('with no good backup, keeps the damaged file, works in a temporary workspace, and starts anew on request', async () => {
    dir = makeTempDir('aqar-ws-');
    const files = workspaceFiles(dir.path);
    writeFileSync(files.file, 'not a database '.repeat(500));
    const { store, notices } = await WorkspaceStore.open(files);
    expect(store.mode).toBe('temporary');
    expect(english(notices[0]!.said)).toMatch(/no good backup was found\. It was left untouched/);
    expect(existsSync(files.file)).toBe(true);
    await store.startNew();
    expect(store.mode).toBe('normal');
    expect(readdirSync(dir.path).some((f) => f.startsWith('workspace.db.damaged-'))).toBe(true);
    store.close();
  });
});
