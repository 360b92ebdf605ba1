// A gateway whose paging is broken (every page number answered with page 1) is said so: "72 results on 3 pages"
// once gave 24 rows, the repeats merged out of sight, and exit 0 with no word of it.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core';
import type { FetchAllSummary } from '#shared/ipc/contract';
import { aqar } from '../support/cli-io';
import { TEST_KEY } from '../support/demo-fixture';
import { startBrokenPagingGateway } from '../support/broken-paging-gateway';
import type { RecordingServer } from '../support/recording-server';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let gateway: RecordingServer;
let dir: TempDir;
beforeAll(async () => {
  gateway = await startBrokenPagingGateway();
  dir = makeTempDir('aqar-paging-');
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

describe('a gateway that answers every page with page 1', () => {
  it('gives the rows it had and says the paging looks broken', async () => {
    const run = await aqar(
      [
        'search-property',
        '--base-url',
        gateway.url,
        '--purpose',
        'for-sale',
        '--all-pages',
        '--csv',
        join(dir.path, 'x.csv'),
      ],
      { AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_API_KEY: TEST_KEY },
    );
    expect(run.err).toMatch(/72 results on 3 pages/);
    expect(run.err).toMatch(
      /Pages 2, 3 held only records that other pages had already given: the data service's paging looks broken, so 24 different records were had of the 72 results it counts/,
    );
    expect(run.err).toMatch(/24 row\(s\) written/);
  });

  it('tells the app which pages only repeated others, so the app never says every result was fetched', async () => {
    const core = await createCore({
      dataDir: join(dir.path, 'app-data'),
      host: 'test',
      version: 'test',
      settings: { source: 'live', connection: { baseUrl: gateway.url }, limits: { perSecond: 50, concurrency: 4 } },
      apiKey: async () => TEST_KEY,
      log: () => {},
    });
    try {
      const done = await core.dispatch('data:fetch-all', {
        taskId: 'broken-paging',
        request: { operation: 'search-property', params: { purpose: 'for-sale' }, lang: 'ar' },
      });
      expect(done.ok).toBe(true);
      const summary = (done as { value: FetchAllSummary }).value;
      expect(summary.repeatedPages).toEqual([2, 3]);
      expect(summary.totalItems).toBe(72);
      expect(summary.missingPages).toEqual([]);
    } finally {
      await core.close();
    }
  });
});
