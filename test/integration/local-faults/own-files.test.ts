// An export never writes into the app's own files: the databases and their -wal/-shm/-journal files, the settings
// file, the request journal, the backups. `aqar search-property … --csv <data-dir>/workspace.db` once overwrote the
// workspace with CSV text and exited 0; every way a file is named is refused, naming the file, before a request is
// spent: the CLI's --csv, --xlsx and `saved export`, a link to one of them, the window's save dialog, a path a
// trusted host names through the contract.
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import type { AppError } from '#shared/errors';
import { EXIT } from '../../../electron/cli/exit-codes';
import { aqar } from '../../support/cli-io';
import { makeTempDir } from '../../support/temp-dir';

const dir = makeTempDir('aqar-own-files-');
const dataDir = join(dir.path, 'data');
const env = { AQAR_DATA_DIR: dataDir };
const LISTINGS = ['search-property', '--purpose', 'for-sale', '--location', 'Dubai Marina', '--demo'];
let workspaceBytes: Buffer;

function workspaceIntact(): void {
  const db = new BetterSqlite3(join(dataDir, 'workspace.db'), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.prepare('SELECT count(*) AS n FROM saved_queries').get()).toEqual({ n: 1 });
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  const saved = await aqar(['saved', 'add', 'Marina', '--demo', '--', 'autocomplete', '--query', 'marina'], env);
  expect(saved.code, saved.err).toBe(0);
  workspaceBytes = readFileSync(join(dataDir, 'workspace.db'));
}, 60_000);
afterAll(() => dir.remove());

describe('the app’s own files as an export’s destination', () => {
  it.each([
    ['--csv', 'workspace.db'],
    ['--csv', 'cache.db'],
    ['--csv', 'workspace.db-wal'],
    ['--csv', 'cache.db-shm'],
    ['--csv', 'workspace.db-journal'],
    ['--csv', 'settings.json'],
    ['--xlsx', 'workspace.db'],
  ])(
    '%s <data-dir>/%s is refused, naming the file, before a request',
    async (flag, name) => {
      const target = join(dataDir, name);
      const run = await aqar([...LISTINGS, flag, target], env);
      expect(run.code, run.err).toBe(EXIT.usage);
      expect(run.err).toContain(target);
      expect(run.err).toMatch(/one of Aqar Lens’s own files/);
      expect(run.out).toBe('');
      expect(readFileSync(join(dataDir, 'workspace.db'))).toEqual(workspaceBytes);
      workspaceIntact();
    },
    30_000,
  );

  it('refuses a link to the workspace, a backup, and `saved export` onto the settings file', async () => {
    const link = join(dir.path, 'innocent.csv');
    symlinkSync(join(dataDir, 'workspace.db'), link);
    const viaLink = await aqar([...LISTINGS, '--csv', link], env);
    expect(viaLink.code, viaLink.err).toBe(EXIT.usage);
    expect(viaLink.err).toContain(join(dataDir, 'workspace.db'));
    mkdirSync(join(dataDir, 'backups'), { recursive: true });
    const backup = await aqar([...LISTINGS, '--csv', join(dataDir, 'backups', 'mine.csv')], env);
    expect(backup.code, backup.err).toBe(EXIT.usage);
    const exported = await aqar(['saved', 'export', join(dataDir, 'settings.json'), '--demo'], env);
    expect(exported.code, exported.err).toBe(EXIT.usage);
    expect(exported.err).toMatch(/one of Aqar Lens’s own files/);
    workspaceIntact();
  }, 60_000);

  describe('through the contract', () => {
    let core: Core;
    let chosen = '';
    beforeAll(async () => {
      core = await createCore({
        dataDir,
        host: 'test',
        version: 'test',
        log: () => {},
        chooseExportPath: async () => chosen,
      });
    });
    afterAll(async () => core.close());

    const exportTo = (destination: { kind: 'path'; path: string } | { kind: 'dialog' }) =>
      core.dispatch('export:table', {
        format: 'csv',
        destination,
        presentation: { lang: 'en', areaUnit: 'sqft' },
        title: 'Test',
        parameters: [],
        notes: [],
        sheets: [{ name: 'Rows', columns: [{ id: 'a', header: 'A', kind: 'text' }], rows: [['x']] }],
      });

    it('refuses a path naming the cache, and a save dialog answered with a file that is the workspace', async () => {
      const byPath = await exportTo({ kind: 'path', path: join(dataDir, 'cache.db') });
      expect(byPath.ok).toBe(false);
      expect((byPath as { error: AppError }).error.message).toContain(join(dataDir, 'cache.db'));
      // A dialog's answer gets the format's extension, so it can only reach a database through a link.
      chosen = join(dir.path, 'picked.csv');
      symlinkSync(join(dataDir, 'workspace.db'), chosen);
      const byDialog = await exportTo({ kind: 'dialog' });
      expect(byDialog.ok).toBe(false);
      const error = (byDialog as { error: AppError }).error;
      expect(error.code).toBe('validation');
      expect(error.message).toMatch(/picked\.csv \(that is .*workspace\.db\) is one of Aqar Lens’s own files/);
      workspaceIntact();
    });
  });
});
