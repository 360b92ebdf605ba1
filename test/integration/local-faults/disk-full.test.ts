// A disk that fills up: during a snapshot (the data folder on a small tmpfs, filled once the first pages are in),
// every request the server received is counted, in the workspace or the journal beside it, and the snapshot fails
// saying which folder is full and how much is free; exports to a full disk (saved searches, CSV, workbook) fail the
// same way with exit 8 and leave the previous file exactly as it was, with no temporary left beside it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import type { AppError } from '#shared/errors';
import type { UsageView } from '#shared/ipc/contract';
import type { WatchItem } from '#shared/domain/portfolio';
import { EXIT } from '../../../electron/cli/exit-codes';
import { aqar as inProcess } from '../../support/cli-io';
import { makeTempDir, type TempDir } from '../../support/temp-dir';
import { TEST_KEY, testMarket } from '../../support/demo-fixture';
import { aqar, loggedRequests, mountTmpfs, skipReason, usageThisMonth, type Mount } from './support';

const skip = skipReason({ mount: true });
if (skip) console.warn(`full-disk tests skipped: ${skip}`);

const LISTINGS = ['search-property', '--purpose', 'for-sale', '--location', 'Dubai Marina'];

describe.skipIf(skip !== null)('a disk that fills up', () => {
  let server: RunningDemoServer;
  let mount: Mount;
  beforeAll(async () => {
    server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY, latencyMs: 20 });
    mount = mountTmpfs(48 * 1024 * 1024);
  }, 60_000);
  afterAll(async () => {
    mount?.unmount();
    await server?.close();
  });

  const open = (dataDir: string): Promise<Core> =>
    createCore({
      dataDir,
      host: 'test',
      version: 'test',
      settings: {
        source: 'live',
        connection: { baseUrl: server.url, timeoutMs: 5000 },
        limits: { perSecond: 50, concurrency: 4 },
      },
      apiKey: async () => TEST_KEY,
      log: () => {},
    });

  async function thisMonth(core: Core): Promise<number> {
    const usage = await core.dispatch('usage:get', {});
    if (!usage.ok) throw new Error(usage.error.message);
    return (usage.value as UsageView).thisMonth;
  }

  it('counts every request of a snapshot the full disk stopped, and says which folder is full', async () => {
    const dataDir = join(mount.path, 'data');
    let core = await open(dataDir);
    let release: (() => void) | null = null;
    try {
      const view = testMarket().view();
      const index = [...view.agencyCounts.keys()].sort(
        (a, b) => view.agencyCounts[b]!.total - view.agencyCounts[a]!.total,
      )[1]!;
      const agency = testMarket().agencies[index]!;
      const added = await core.dispatch('watch:add', {
        kind: 'agency',
        externalID: agency.externalID,
        name: agency.name,
      });
      if (!added.ok) throw new Error(added.error.message);
      core.events.subscribe((event) => {
        if (event === 'snapshot:progress' && !release) release = mount.fill(0);
      });
      const run = await core.dispatch('snapshot:run', { itemId: (added.value as WatchItem).id, taskId: 'full' });
      expect(release, 'the disk was filled during the snapshot').not.toBeNull();
      expect(run.ok).toBe(false);
      const error = (run as { error: AppError }).error;
      expect(error.code, error.message).toBe('storage');
      expect(error.storage).toMatchObject({ reason: 'disk-full', path: dataDir });
      expect(error.message).toMatch(new RegExp(`The disk holding ${dataDir} is full \\(.* free\\)`));
      expect(server.traffic.requestsThisMonth).toBeGreaterThan(5);
      expect(await thisMonth(core)).toBe(server.traffic.requestsThisMonth);
    } finally {
      (release as (() => void) | null)?.();
      await core.close();
    }
    const received = server.traffic.requestsThisMonth;
    core = await open(dataDir);
    expect(await thisMonth(core)).toBe(received);
    await core.close();
    expect(loggedRequests(dataDir)).toBe(received);
  }, 120_000);

  it("the CLI's snapshot the full disk stopped says what it spent, and warns of unsaved answers once", async () => {
    const dataDir = join(mount.path, 'cli-data');
    const options = { dataDir, env: { AQAR_API_KEY: TEST_KEY } };
    const cli = (args: string[], onSpawn?: Parameters<typeof aqar>[1]['onSpawn']) =>
      aqar([...args, '--base-url', server.url], { ...options, ...(onSpawn ? { onSpawn } : {}) });
    const start = server.traffic.requestsThisMonth;
    expect((await cli(['saved', 'add', 'Marina', '--', ...LISTINGS])).code).toBe(0);
    expect((await cli(['watch', 'add', '--saved', 'Marina'])).code).toBe(0);
    const before = server.traffic.requestsThisMonth;
    let release: (() => void) | null = null;
    // Filled once the plan is made and pages are being fetched: the requests after it are paid for, not stored.
    // 20 a second: pages keep coming for seconds after the fill (at 5 a second this test took 18 s).
    const run = await cli(['snapshot', '--saved', 'Marina', '--rate', '20'], (child) => {
      child.stderr?.on('data', (chunk: Buffer) => {
        if (!release && /plan .* page/.test(chunk.toString())) release = mount.fill(0);
      });
    });
    try {
      expect(release, 'the disk was filled during the snapshot').not.toBeNull();
      expect(run.code, run.err).toBe(EXIT.storage);
      const sent = server.traffic.requestsThisMonth - before;
      expect(sent).toBeGreaterThan(3);
      expect(run.err).toContain(`${sent} request(s) spent in all.`);
      expect(run.err.match(/could not be saved to the offline cache/g)?.length ?? 0).toBeLessThanOrEqual(1);
    } finally {
      (release as (() => void) | null)?.();
    }
    expect(await usageThisMonth(options, server.url)).toBe(server.traffic.requestsThisMonth - start);
  }, 180_000);

  describe('exports', () => {
    let dir: TempDir;
    let folder: string;
    let release: () => void;
    const env = { AQAR_API_KEY: TEST_KEY };
    const run = (...args: string[]) => aqar([...args, '--base-url', server.url], { dataDir: dir.path, env });
    beforeAll(async () => {
      // The data folder on a disk with room; the exports' folder on the full one. Each new file is larger than the
      // small one it replaces, as when the disk filled mid-write and left 4 KB of broken JSON.
      dir = makeTempDir('aqar-full-exports-');
      for (let i = 1; i <= 30; i++) {
        const query = `marina ${i}`;
        const saved = await inProcess(
          ['saved', 'add', `Marina places ${i}`, '--demo', '--', 'autocomplete', '--query', query],
          {
            AQAR_DATA_DIR: dir.path,
          },
        );
        expect(saved.code, saved.err).toBe(0);
      }
      folder = join(mount.path, 'exports');
      mkdirSync(folder);
      writeFileSync(join(folder, 'searches.json'), '{"previous": "export"}\n');
      writeFileSync(join(folder, 'listings.csv'), 'previous,csv\r\n');
      writeFileSync(join(folder, 'listings.xlsx'), 'previous workbook');
      release = mount.fill(0);
    }, 120_000);
    afterAll(() => {
      release?.();
      dir?.remove();
    });

    it.each([
      ['a saved-search export', ['saved', 'export'], 'searches.json', '{"previous": "export"}\n'],
      ['a CSV', [...LISTINGS, '--csv'], 'listings.csv', 'previous,csv\r\n'],
      ['a workbook', [...LISTINGS, '--xlsx'], 'listings.xlsx', 'previous workbook'],
    ])(
      '%s fails with exit 8 naming the full folder, leaving the previous file',
      async (_what, args, name, before) => {
        const target = join(folder, name);
        const result = await run(...args, target);
        expect(result.code, result.err).toBe(EXIT.storage);
        expect(result.err).toMatch(new RegExp(`The disk holding ${folder} is full \\(.* free\\)`));
        expect(readFileSync(target, 'utf8')).toBe(before);
        expect(readdirSync(folder).filter((f) => f.endsWith('.partial'))).toEqual([]);
      },
      60_000,
    );
  });
});
