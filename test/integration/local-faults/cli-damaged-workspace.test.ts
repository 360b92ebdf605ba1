// The CLI with a damaged workspace behaves as the app does: each run answers and counts its requests (in the journal
// beside the workspace, as the backup it reads from is open read-only), leaves no copy of the backup in the
// temporary folder, and its notice names the command that restores it; `aqar workspace status|restore|backup` reach
// the same core services as Settings → Workspace, and after the restore every request the server received is in
// the workspace's request log.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import type { WorkspaceStatusView } from '#shared/ipc/contract';
import { EXIT } from '../../../electron/cli/exit-codes';
import { TEST_KEY, testMarket } from '../../support/demo-fixture';
import { makeTempDir } from '../../support/temp-dir';
import { aqar, loggedRequests, usageThisMonth } from './support';

const dir = makeTempDir('aqar-cli-damaged-');
const dataDir = join(dir.path, 'data');
// The runs' own temporary folder, so that what they leave there is theirs alone.
const tmp = join(dir.path, 'tmp');
let server: RunningDemoServer;
const env = { AQAR_API_KEY: TEST_KEY, TMPDIR: tmp };
const run = (...args: string[]) => aqar([...args, '--base-url', server.url], { dataDir, env });
const leftInTemp = () => readdirSync(tmp).filter((name) => name.startsWith('aqar-'));

beforeAll(async () => {
  mkdirSync(tmp, { recursive: true });
  server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY });
  const first = await run('saved', 'add', 'Marina places', '--', 'autocomplete', '--query', 'marina');
  expect(first.code, first.err).toBe(0);
  expect((await run('autocomplete', '--query', 'marina')).code).toBe(0);
  // A backup holding every request so far; then the workspace is damaged.
  const backup = await run('workspace', 'backup');
  expect(backup.code, backup.err).toBe(0);
  writeFileSync(join(dataDir, 'workspace.db'), 'garbage, not a database '.repeat(300));
}, 60_000);
afterAll(async () => {
  await server?.close();
  dir.remove();
});

describe('the CLI with a damaged workspace', () => {
  it('answers and counts its requests, names the command that restores it, and leaves nothing in temp', async () => {
    for (const query of ['downtown', 'palm jumeirah']) {
      const result = await run('autocomplete', '--query', query, '--refresh');
      expect(result.code, result.err).toBe(EXIT.ok);
      // In UAE time, as `aqar workspace status` lists the same backup.
      expect(result.err).toMatch(/newest good backup, from \d{4}-\d\d-\d\d \d\d:\d\d UAE time, read-only/);
      expect(result.err).toMatch(/aqar workspace restore/);
      expect(leftInTemp()).toEqual([]);
    }
    expect(await usageThisMonth({ dataDir, env }, server.url)).toBe(server.traffic.requestsThisMonth);
    expect(leftInTemp()).toEqual([]);
  }, 120_000);

  it('says its state with `aqar workspace status`, in words and as JSON', async () => {
    const text = await run('workspace', 'status');
    expect(text.code, text.err).toBe(EXIT.ok);
    expect(text.out).toMatch(/open read-only from the backup of/);
    expect(text.out).toMatch(/file is not a database/);
    expect(text.out).toMatch(/workspace-\d{8}T\d{9}Z-manual\.db/);
    const json = await run('workspace', 'status', '--json');
    const status = JSON.parse(json.out) as WorkspaceStatusView & { file: string };
    expect(status).toMatchObject({ mode: 'backup-read-only', file: join(dataDir, 'workspace.db') });
    expect(status.backups.length).toBeGreaterThan(0);
    expect(status.openBackup?.id).toBe(status.backups[0]!.id);
  }, 60_000);

  it('restores the newest backup with `aqar workspace restore`, keeping every request counted', async () => {
    const restored = await run('workspace', 'restore');
    expect(restored.code, restored.err).toBe(EXIT.ok);
    expect(restored.out).toMatch(
      /restored from the backup of \d{4}-\d\d-\d\d \d\d:\d\d UAE time\. The file it replaced was kept at .*workspace\.db\.damaged-/,
    );
    // The sentence is the command's answer (standard output), not said a second time as a notice.
    expect(restored.err).not.toMatch(/restored from the backup of/);
    const status = JSON.parse((await run('workspace', 'status', '--json')).out) as WorkspaceStatusView;
    expect(status.mode).toBe('normal');
    expect(await usageThisMonth({ dataDir, env }, server.url)).toBe(server.traffic.requestsThisMonth);
    expect(loggedRequests(dataDir)).toBe(server.traffic.requestsThisMonth);
    const listed = await run('saved', 'list');
    expect(listed.out).toContain('Marina places');
    const backup = await run('workspace', 'backup');
    expect(backup.code, backup.err).toBe(EXIT.ok);
    expect(backup.out).toMatch(/Backed up to .*workspace-\d{8}T\d{9}Z-manual\.db/);
    expect(leftInTemp()).toEqual([]);
  }, 120_000);
});
