// `aqar` against a demo data service of its own whose month holds 1,250,000 requests, the figure the --lang tests
// read back in each language's grouping (12,50,000 in Hindi). Started before the file's tests, stopped after them.
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { aqar, type CliRun } from './cli-io';
import { TEST_KEY, testMarket } from './demo-fixture';
import { makeTempDir } from './temp-dir';

export const QUOTA_PER_MONTH = 1_250_000;

export interface QuotaDemoCli {
  /** Runs `aqar ARGS` against the file's service, with `folder` (under the file's temporary folder) as its data folder. */
  run(folder: string, ...args: string[]): Promise<CliRun>;
  /** A path in the file's temporary folder (removed after the file's tests). */
  path(name: string): string;
}

export function quotaDemoCli(prefix: string): QuotaDemoCli {
  const dir = makeTempDir(prefix);
  let server: RunningDemoServer | undefined;
  beforeAll(async () => {
    server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY, perMonth: QUOTA_PER_MONTH });
  });
  afterAll(async () => {
    await server?.close();
    dir.remove();
  });
  return {
    run(folder, ...args) {
      if (!server) throw new Error('the demo service is not started: run from a test');
      return aqar([...args, '--base-url', server.url, '--rate', '100'], {
        AQAR_DATA_DIR: join(dir.path, folder),
        AQAR_API_KEY: TEST_KEY,
      });
    },
    path: (name) => join(dir.path, name),
  };
}
