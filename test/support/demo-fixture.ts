// A demo data server on loopback plus a core pointed at it as a live source, each with its own data folder.
import { expect } from 'vitest';
import { createCore, type Core, type CoreOptions, type SettingsOverride } from '#core/create-core';
import type { Market } from '#core/demo/market/market';
import { startDemoServer, type DemoServerOptions, type RunningDemoServer } from '#core/demo/server/server';
import { makeTempDir } from './temp-dir';
import { keptMarket } from './kept-market';

export const TEST_KEY = 'sk-test-7f3a9c2e4b1d8f6a0e5c3b9d';

const FIRST_DAY = 330;
let shared: { market: Market; file: string | undefined } | null = null;

/**
 * One market per test file, shared with the files its process runs after it (the integration tests' isolate: false):
 * reading its day back takes about half a second. A file whose demo service moved its clock (/__admin/clock) leaves
 * it on a later day, so the next file starts from a new one, on the first day, as a file in a process of its own did.
 */
export function testMarket(): Market {
  const file = expect.getState().testPath;
  if (!shared || (shared.file !== file && shared.market.day() !== FIRST_DAY))
    shared = { market: keptMarket({ day: FIRST_DAY }), file };
  shared.file = file;
  return shared.market;
}

export interface LiveFixture {
  server: RunningDemoServer;
  dataDir: string;
  /** `extra`: further options of the core (a shorter snapshot lease, …). */
  core(settings?: SettingsOverride, extra?: Partial<CoreOptions>): Promise<Core>;
  close(): Promise<void>;
}

export async function startLiveFixture(options: DemoServerOptions = {}): Promise<LiveFixture> {
  const server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY, ...options });
  const dir = makeTempDir('aqar-live-');
  const cores: Core[] = [];
  return {
    server,
    dataDir: dir.path,
    core: async (settings = {}, extra = {}) => {
      const core = await createCore({
        dataDir: dir.path,
        host: 'test',
        version: 'test',
        settings: {
          source: 'live',
          ...settings,
          connection: { baseUrl: server.url, timeoutMs: 2000, ...settings.connection },
          limits: { perSecond: 50, concurrency: 8, ...settings.limits },
        },
        apiKey: async () => TEST_KEY,
        log: () => {},
        ...extra,
      });
      cores.push(core);
      return core;
    },
    close: async () => {
      for (const core of cores) await core.close();
      await server.close();
      dir.remove();
    },
  };
}

/** Moves the demo service's clock `advance` days on (0 reads it); answers the service's day. */
export async function moveDemoClock(serviceUrl: string, advance: number): Promise<number> {
  const response = await fetch(`${serviceUrl}/__admin/clock`, { method: 'POST', body: JSON.stringify({ advance }) });
  return ((await response.json()) as { day: number }).day;
}
