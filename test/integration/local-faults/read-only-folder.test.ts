// A data folder on a file system mounted read-only (a locked-down laptop, a snapshot mount): every command opens it
// read-only, answers from the cache, lists saved searches and usage, says nothing can be saved, and never moves the
// healthy cache aside; a request paid for meanwhile stays counted and reaches the workspace once it is writable.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { TEST_KEY, testMarket } from '../../support/demo-fixture';
import { EXIT } from '../../../electron/cli/exit-codes';
import { aqar, loggedRequests, mountTmpfs, skipReason, usageThisMonth, type Mount } from './support';

const skip = skipReason({ mount: true });
if (skip) console.warn(`read-only data folder tests skipped: ${skip}`);

describe.skipIf(skip !== null)('a data folder on a read-only file system', () => {
  let mount: Mount;
  let server: RunningDemoServer;
  let dataDir: string;
  const live = () => ['--base-url', server.url];
  const env = { AQAR_API_KEY: TEST_KEY };
  const run = (...args: string[]) => aqar([...args, ...live()], { dataDir, env });

  beforeAll(async () => {
    server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY });
    mount = mountTmpfs(64 * 1024 * 1024);
    dataDir = join(mount.path, 'data');
    expect((await run('autocomplete', '--query', 'marina')).code).toBe(0);
    const saved = await run('saved', 'add', 'Marina places', '--', 'autocomplete', '--query', 'marina');
    expect(saved.code, saved.err).toBe(0);
    mount.readOnly(true);
  }, 120_000);
  afterAll(async () => {
    mount?.unmount();
    await server?.close();
  });

  it('lists saved searches and says that nothing can be saved, leaving the cache where it is', async () => {
    const before = readdirSync(dataDir).sort();
    const listed = await run('saved', 'list');
    expect(listed.code, listed.err).toBe(EXIT.ok);
    expect(listed.out).toContain('Marina places');
    expect(listed.err).toMatch(/read-only/);
    expect(listed.err).toMatch(/nothing .*can be saved/i);
    expect(listed.err).not.toMatch(/EROFS|internal error|damaged/);
    expect(readdirSync(dataDir).sort()).toEqual(before);
  }, 60_000);

  it('answers from the cache offline, and refuses to save with a storage error naming the folder', async () => {
    const cached = await run('autocomplete', '--query', 'marina', '--offline');
    expect(cached.code, cached.err).toBe(EXIT.ok);
    expect(cached.out).toMatch(/Dubai Marina/);
    const add = await run('saved', 'add', 'Another', '--', 'autocomplete', '--query', 'palm');
    expect(add.code, add.err).toBe(EXIT.storage);
    expect(add.err).toContain(dataDir);
    expect(add.err).toMatch(/read-only/);
    expect(add.err).not.toMatch(/internal error/);
  }, 60_000);

  it('counts a request paid for while read-only, and adds it to the workspace once it can be written', async () => {
    const fetched = await run('autocomplete', '--query', 'palm jumeirah', '--refresh');
    expect(fetched.code, fetched.err).toBe(EXIT.ok);
    expect(fetched.out).toMatch(/Palm Jumeirah/);
    const received = server.traffic.requestsThisMonth;
    expect(await usageThisMonth({ dataDir, env }, server.url)).toBe(received);
    mount.readOnly(false);
    expect(await usageThisMonth({ dataDir, env }, server.url)).toBe(received);
    expect(loggedRequests(dataDir)).toBe(received);
  }, 90_000);
});
