// A workspace a newer Aqar Lens wrote (its schema above this version's highest migration) is never written to: the
// CLI and the app open it read-only, say which version made it, list what it holds, count requests paid for
// meanwhile (in the journal beside it), refuse a save as a local storage failure, and leave the file byte for byte.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { WORKSPACE_MIGRATIONS } from '#core/store/workspace/migrations/index';
import type { WorkspaceStatusView } from '#shared/ipc/contract';
import { EXIT } from '../../../electron/cli/exit-codes';
import { TEST_KEY, testMarket } from '../../support/demo-fixture';
import { makeTempDir } from '../../support/temp-dir';
import { aqar, usageThisMonth } from './support';

const dir = makeTempDir('aqar-newer-');
const dataDir = join(dir.path, 'data');
const file = join(dataDir, 'workspace.db');
const FUTURE = WORKSPACE_MIGRATIONS.length + 3;
let server: RunningDemoServer;
const env = { AQAR_API_KEY: TEST_KEY };
const run = (...args: string[]) => aqar([...args, '--base-url', server.url], { dataDir, env });

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const suffix of ['', '-wal']) if (existsSync(file + suffix)) hash.update(readFileSync(file + suffix));
  return hash.digest('hex');
}

beforeAll(async () => {
  server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY });
  const saved = await run('saved', 'add', 'Marina places', '--', 'autocomplete', '--query', 'marina');
  expect(saved.code, saved.err).toBe(0);
  // What a later version does to the schema: more migrations, a table of its own, its version recorded.
  const db = new BetterSqlite3(file);
  db.exec('CREATE TABLE future_things (id INTEGER PRIMARY KEY) STRICT');
  db.exec('CREATE TABLE IF NOT EXISTS workspace_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT');
  const add = db.prepare('INSERT INTO schema_migrations (version, name, sha256, applied_at) VALUES (?, ?, ?, ?)');
  for (let v = WORKSPACE_MIGRATIONS.length + 1; v <= FUTURE; v++) add.run(v, `future-${v}`, 'f'.repeat(64), Date.now());
  db.pragma(`user_version = ${FUTURE}`);
  db.prepare("INSERT OR REPLACE INTO workspace_meta (key, value) VALUES ('schema_written_by', '0.9.0')").run();
  db.close();
}, 60_000);
afterAll(async () => {
  await server?.close();
  dir.remove();
});

describe('a workspace written by a newer version', () => {
  it('is listed read-only by the CLI, which names the version that wrote it, and is left byte for byte', async () => {
    const before = fingerprint();
    const listed = await run('saved', 'list');
    expect(listed.code, listed.err).toBe(EXIT.ok);
    expect(listed.out).toContain('Marina places');
    expect(listed.err).toMatch(new RegExp(`written by Aqar Lens 0\\.9\\.0 \\(workspace schema ${FUTURE}\\)`));
    expect(listed.err).toMatch(/read-only/);

    const add = await run('saved', 'add', 'Palm', '--', 'autocomplete', '--query', 'palm');
    expect(add.code, add.err).toBe(EXIT.storage);
    expect(add.err).toMatch(/written by Aqar Lens 0\.9\.0, newer than this one.*Update Aqar Lens/);

    const fetched = await run('autocomplete', '--query', 'palm jumeirah', '--refresh');
    expect(fetched.code, fetched.err).toBe(EXIT.ok);
    expect(await usageThisMonth({ dataDir, env }, server.url)).toBe(server.traffic.requestsThisMonth);
    expect(fingerprint()).toBe(before);
    const db = new BetterSqlite3(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(FUTURE);
    expect(db.prepare('SELECT count(*) AS n FROM saved_queries').get()).toEqual({ n: 1 });
    db.close();
  }, 120_000);

  it('opens read-only in the app, with its status and a notice naming the version', async () => {
    const before = fingerprint();
    const core = await createCore({ dataDir, host: 'test', version: '0.1.0', log: () => {} });
    try {
      const status = await core.dispatch('workspace:status', {});
      expect(status.ok).toBe(true);
      expect((status as { value: WorkspaceStatusView }).value).toMatchObject({
        mode: 'read-only',
        readOnly: { reason: 'newer-version', path: file, writtenBy: '0.9.0' },
      });
      expect(core.notices.list().find((n) => n.code === 'workspace-newer-version')?.message).toMatch(
        /written by Aqar Lens 0\.9\.0 .* newer than this Aqar Lens 0\.1\.0/,
      );
      const backup = await core.dispatch('workspace:backup-now', {});
      expect(backup.ok).toBe(false);
      const restore = await core.dispatch('workspace:start-new', {});
      expect(restore.ok).toBe(false);
    } finally {
      await core.close();
    }
    expect(fingerprint()).toBe(before);
  }, 60_000);
});
