// `--all-pages` and the month's quota: a run the remaining quota cannot pay for is refused before any page past
// page 1 is paid for; a run the quota gives out in the middle of (another client spent it meanwhile) still writes the
// rows of the pages it paid for, says which, and exits 4.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { aqar } from '../support/cli-io';
import { readCsv } from '../support/csv';
import { TEST_KEY, testMarket } from '../support/demo-fixture';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cli-quota-');
let server: RunningDemoServer;

beforeAll(async () => {
  server = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY, perMonth: 30 });
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

const env = () => ({ AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_API_KEY: TEST_KEY });
const live = () => ['--base-url', server.url];

describe('aqar --all-pages and the month quota', () => {
  it('refuses a run the remaining quota cannot pay for, having fetched page 1 only', async () => {
    const file = join(dir.path, 'refused.csv');
    const run = await aqar(
      ['search-property', '--purpose', 'for-sale', '--all-pages', '--csv', file, ...live()],
      env(),
    );
    expect(run.code, run.err).toBe(4);
    expect(run.err).toMatch(/\d+% of the 29 left this month/);
    expect(run.err).toMatch(/takes \d+ requests and 29 are left this month, so no page is fetched\. --max-pages 29/);
    expect(server.traffic.requestsThisMonth).toBe(1);
  });

  it('writes the rows of the pages paid for when the quota gives out midway, and exits 4', async () => {
    const query = ['search-property', '--purpose', 'for-rent', ...live()];
    // Page 1 is saved, with the quota the service reported then (27 left): the plan costs nothing and trusts it.
    expect((await aqar(query, env())).code).toBe(0);
    // Another client spends all but 3 of what is left.
    while (server.traffic.requestsThisMonth < 27) await fetch(`${server.url}/amenities-search?query=gym`);
    const file = join(dir.path, 'cut.csv');
    const run = await aqar([...query, '--all-pages', '--max-pages', '10', '--csv', file], env());
    expect(run.code, run.err).toBe(4);
    expect(run.err).toMatch(/Stopped after 4 pages of 10 \(pages 1[–,].*\): .*quota/);
    expect(run.err).toContain('The rows of the pages fetched are given.');
    const { rows } = readCsv(file);
    expect(rows).toHaveLength(4 * 24);
    expect(server.traffic.requestsThisMonth).toBe(30);
  });
});
