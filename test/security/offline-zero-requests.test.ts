// Offline is a guarantee, not a convention: every command of the `aqar` CLI that can reach the data service, run with
// --offline behind a proxy that counts what it receives, sends nothing (not a request, not a connection), whatever
// cache policy the service underneath would pass; and a core told the run is offline refuses to send from any caller.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { createCore } from '#core/create-core';
import { aqar } from '../support/cli-io';
import { TEST_KEY, testMarket } from '../support/demo-fixture';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-offline-guarantee-');
let demo: RunningDemoServer;
let proxy: RecordingServer;
const env = () => ({ AQAR_DATA_DIR: dir.path, AQAR_API_KEY: TEST_KEY, AQAR_BASE_URL: proxy.url });

/** Online runs that leave the cache and workspace as a broker's would be before going offline. */
async function seed(args: string[]): Promise<void> {
  const run = await aqar(args, env());
  expect(run.code, `${args.join(' ')}\n${run.err}`).toBe(0);
}

let listingId = '';

beforeAll(async () => {
  demo = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY });
  // The counting proxy: what it receives is what the CLI sent; it passes everything on to the demo service.
  proxy = await startRecordingServer((req, res) => {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => name.startsWith('x-gateway') || name === 'accept'),
    ) as Record<string, string>;
    void fetch(`${demo.url}${req.url ?? '/'}`, { headers }).then(async (answer) => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  await seed(['search-property', '--purpose', 'for-rent', '--location-ids', '5003', '--all-pages', '--json']);
  await seed(['autocomplete', '--query', 'Dubai Marina']);
  await seed(['agent-search-by-name', '--query', 'Tendai Abubakar']);
  await seed(['agency-search-by-name', '--query', 'a']);
  const page = await aqar(['search-property', '--purpose', 'for-rent', '--location-ids', '5003', '--json'], env());
  listingId = (JSON.parse(page.out) as { records: { externalID: string }[] }).records[0]!.externalID;
  await seed(['compare', 'add', 'listing', listingId]);
  const agencies = await aqar(['agency-search-by-name', '--query', 'a', '--json'], env());
  const agency = (JSON.parse(agencies.out) as { records: { name: string }[] }).records[0]!.name;
  await seed(['watch', 'add', '--agency', agency]);
  await seed([
    'saved',
    'add',
    'Marina sales',
    '--',
    'search-property',
    '--purpose',
    'for-sale',
    '--location-ids',
    '5002',
  ]);
  // Every saved page is now past its freshness: online, each command below would send requests.
  const db = new BetterSqlite3(join(dir.path, 'cache.db'));
  db.prepare('UPDATE responses SET fetched_at = fetched_at - 30 * 86400000').run();
  db.close();
}, 120_000);

afterAll(async () => {
  await proxy.close();
  await demo.close();
  dir.remove();
});

/** Each command, with the exit code it must end with: 0 when the cache answers, 5 when it lacks what is needed. */
const COMMANDS: [string, () => string[], number][] = [
  ['a search past its freshness', () => ['search-property', '--purpose', 'for-rent', '--location-ids', '5003'], 0],
  ['a refresh', () => ['search-property', '--purpose', 'for-rent', '--location-ids', '5003', '--refresh'], 0],
  [
    'fetch-all, refreshing',
    () => ['search-property', '--purpose', 'for-rent', '--location-ids', '5003', '--all-pages', '--refresh'],
    0,
  ],
  ['a search never made', () => ['search-property', '--purpose', 'for-sale', '--location-ids', '5002'], 5],
  ['a place by name', () => ['transactions', '--purpose', 'for-sale', '--location', 'Dubai Marina'], 5],
  ['an agent by name (its details)', () => ['agent-properties', '--agent', 'Tendai Abubakar'], 5],
  ['compare add by id', () => ['compare', 'add', 'listing', '1003110000'], 5],
  ['compare show, refreshing', () => ['compare', 'show', 'listing', '--refresh'], 0],
  ['watch add an agent', () => ['watch', 'add', '--agent', 'Tendai Abubakar'], 5],
  ['a snapshot', () => ['snapshot', '--all'], 5],
  ['saved run', () => ['saved', 'run', 'Marina sales'], 5],
  [
    'market trends',
    () => ['market', 'trends', '--location', 'Dubai Marina', '--purpose', 'for-sale', '--period', '6m'],
    5,
  ],
  ['market yield', () => ['market', 'yield', '--location', 'Dubai Marina', '--period', '6m'], 5],
  [
    'market outliers',
    () => ['market', 'outliers', '--location', 'Dubai Marina', '--purpose', 'for-sale', '--period', '6m'],
    5,
  ],
];

describe('--offline sends nothing, whichever command runs', () => {
  it.each(COMMANDS)('%s', async (_what, args, code) => {
    const requests = proxy.requests.length;
    const connections = proxy.connections();
    const run = await aqar([...args(), '--offline'], env());
    expect(proxy.requests.slice(requests).map((r) => r.url)).toEqual([]);
    expect(proxy.connections()).toBe(connections);
    expect(run.err).not.toMatch(/internal error/);
    expect(run.code, run.err).toBe(code);
  });

  it('refreshing compared items offline says the saved data is shown, and why', async () => {
    const run = await aqar(['compare', 'show', 'listing', '--refresh', '--offline'], env());
    expect(run.err).toMatch(/could not be refreshed \(Working offline/);
  });

  it('says which item is not in the offline cache when pinning it by id', async () => {
    const run = await aqar(['compare', 'add', 'listing', '1003110000', '--offline'], env());
    expect(run.err).toMatch(/Working offline, and that listing is not in the offline cache/);
  });

  it('names what is missing when the market is not stored offline', async () => {
    const run = await aqar(
      ['market', 'trends', '--location', 'Dubai Marina', '--purpose', 'for-sale', '--period', '6m', '--offline'],
      env(),
    );
    expect(run.err).toMatch(/Working offline, and nothing is stored for Dubai Marina sales/);
  });
});

describe('a core whose run is offline', () => {
  it('refuses to send whatever policy a caller passes, and answers from the cache', async () => {
    const core = await createCore({
      dataDir: dir.path,
      host: 'test',
      version: 'test',
      settings: { source: 'live', connection: { baseUrl: proxy.url } },
      apiKey: async () => TEST_KEY,
      offline: true,
      log: () => {},
    });
    try {
      const requests = proxy.requests.length;
      const { gateway, client } = core.data;
      const saved = await gateway.fetch(
        'search-property',
        { purpose: 'for-rent', location_ids: '5003' },
        { policy: 'refresh' },
      );
      expect(saved.provenance).toMatchObject({ fromCache: true, stale: true, fallbackReason: { code: 'offline' } });
      await expect(gateway.fetch('agent-details', { agent_id: '300000' })).rejects.toMatchObject({
        appError: { code: 'offline' },
      });
      await expect(client.call('autocomplete', { query: 'dubai' })).rejects.toMatchObject({
        appError: { code: 'offline' },
      });
      expect(await core.dispatch('connection:test', {})).toMatchObject({ value: { ok: false } });
      expect(proxy.requests.length).toBe(requests);
    } finally {
      await core.close();
    }
  });
});
