// Database files made read-only (chmod 444, as a sync tool or a restored archive leaves them), with `aqar` run as an
// unprivileged user so that the modes bind: a refresh shows the answer it paid for and counts the request, a save
// is refused as a local storage failure naming the file (exit 8, never "internal error"), and once the files are
// writable again the requests counted meanwhile are in the workspace: what the server received, the log says.
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { EXIT } from '../../../electron/cli/exit-codes';
import { TEST_KEY, testMarket } from '../../support/demo-fixture';
import { aqar, loggedRequests, nobodyFolder, skipReason, usageThisMonth } from './support';

const skip = skipReason({ setpriv: true });
if (skip) console.warn(`read-only database file tests skipped: ${skip}`);

function setModes(dataDir: string, mode: number): void {
  for (const name of ['workspace.db', 'cache.db']) {
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(dataDir, name + suffix);
      if (!existsSync(file)) continue;
      chownSync(file, 65534, 65534);
      chmodSync(file, mode);
    }
  }
}

describe.skipIf(skip !== null)('database files that cannot be written', () => {
  let server: RunningDemoServer;
  let parent: string;
  let dataDir: string;
  const env = { AQAR_API_KEY: TEST_KEY };
  const run = (...args: string[]) => aqar([...args, '--base-url', server.url], { dataDir, env, asNobody: true });

  beforeAll(async () => {
    server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY });
    parent = mkdtempSync(join(tmpdir(), 'aqar-ro-files-'));
    chmodSync(parent, 0o755);
    dataDir = nobodyFolder(parent, 'data');
    const first = await run('autocomplete', '--query', 'marina');
    expect(first.code, first.err).toBe(0);
    setModes(dataDir, 0o444);
  }, 120_000);
  afterAll(async () => {
    rmSync(parent, { recursive: true, force: true });
    await server?.close();
  });

  it('shows the answer a refresh paid for and counts its request', async () => {
    const refreshed = await run('autocomplete', '--query', 'downtown', '--refresh');
    expect(refreshed.code, refreshed.err).toBe(EXIT.ok);
    expect(refreshed.out).toMatch(/Downtown Dubai/);
    expect(refreshed.err).toContain(join(dataDir, 'workspace.db'));
    expect(refreshed.err).toMatch(/cannot be written/);
    expect(refreshed.err).not.toMatch(/internal error/);
    expect(await usageThisMonth({ dataDir, env, asNobody: true }, server.url)).toBe(server.traffic.requestsThisMonth);
  }, 90_000);

  it('refuses a save as a local storage failure naming the read-only file', async () => {
    const add = await run('saved', 'add', 'Marina', '--', 'autocomplete', '--query', 'marina');
    expect(add.code, add.err).toBe(EXIT.storage);
    expect(add.err).toContain(join(dataDir, 'workspace.db'));
    expect(add.err).toMatch(/is read-only/);
    expect(add.err).not.toMatch(/internal error/);
  }, 60_000);

  it('adds the requests counted meanwhile to the workspace once it can be written', async () => {
    setModes(dataDir, 0o644);
    const received = server.traffic.requestsThisMonth;
    expect(received).toBe(2);
    expect(await usageThisMonth({ dataDir, env, asNobody: true }, server.url)).toBe(received);
    expect(loggedRequests(dataDir)).toBe(received);
  }, 60_000);
});
