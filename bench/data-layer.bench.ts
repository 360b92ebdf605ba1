// Data layer: a cached page answered through the contract, fetch-all of 100 pages against a rate-limited demo
// server, and upserting 100k listings into SQLite.
import { createCore } from '#core/create-core';
import type { StorableListing } from '#core/store/listings-repo';
import { makeTempDir } from '../test/support/temp-dir';
import { startChildServer } from './support/child-server';
import { report, summarize, type Figure } from './support/stats';

async function cachedPage(): Promise<Figure[]> {
  const dir = makeTempDir('aqar-bench-');
  const core = await createCore({ dataDir: dir.path, host: 'test', version: 'bench', log: () => {} });
  const input = {
    operation: 'search-property',
    params: { purpose: 'for-sale', location_ids: '5002', rooms: '1,2' },
  } as const;
  await core.dispatch('data:fetch', input); // fills the cache (and builds the demo market)
  const page: number[] = [];
  const trivial: number[] = [];
  for (let i = 0; i < 3000; i++) {
    let t = performance.now();
    const result = await core.dispatch('data:fetch', input);
    page.push(performance.now() - t);
    if (!result.ok) throw new Error(result.error.message);
    t = performance.now();
    await core.dispatch('app:info', {});
    trivial.push(performance.now() - t);
  }
  await core.close();
  dir.remove();
  const p = summarize(page.slice(200));
  const base = summarize(trivial.slice(200));
  return [
    {
      name: 'cached page through the contract, p50',
      value: p.p50,
      unit: 'ms',
      target: 2,
      better: 'lower',
      baseline: { name: 'app:info p50', value: base.p50 },
    },
    {
      name: 'cached page through the contract, p99',
      value: p.p99,
      unit: 'ms',
      target: 10,
      better: 'lower',
      baseline: { name: 'app:info p99', value: base.p99 },
    },
  ];
}

async function fetchAllHundredPages(): Promise<Figure[]> {
  const server = await startChildServer('bench/servers/demo-http-limited.ts', ['200', '20']);
  const dir = makeTempDir('aqar-bench-');
  const core = await createCore({
    dataDir: dir.path,
    host: 'test',
    version: 'bench',
    settings: { source: 'live', connection: { baseUrl: server.url }, limits: { perSecond: 20, concurrency: 8 } },
    log: () => {},
  });
  let pages = 0;
  let errors = 0;
  const started = performance.now();
  try {
    for await (const _ of core.data.fetchAll.pages('search-property', { purpose: 'for-sale' }, { cap: 100 })) pages++;
  } catch {
    errors++;
  }
  const seconds = (performance.now() - started) / 1000;
  const log = core.workspace.db.prepare('SELECT outcome, count(*) AS n FROM request_log GROUP BY outcome').all() as {
    outcome: string;
    n: number;
  }[];
  console.log(`fetch-all: ${pages} pages, errors surfaced: ${errors}, attempts by outcome: ${JSON.stringify(log)}`);
  await core.close();
  server.stop();
  dir.remove();
  if (pages !== 100 || errors > 0) throw new Error('fetch-all did not complete cleanly');
  const floor = 100 / 20;
  return [
    {
      name: 'fetch-all 100 pages @200 ms latency, 20 req/s',
      value: seconds,
      unit: 's',
      target: floor * 1.1,
      better: 'lower',
      baseline: { name: 'rate floor 100/20', value: floor },
    },
  ];
}

async function upsertHundredThousand(): Promise<Figure[]> {
  const dir = makeTempDir('aqar-bench-');
  const core = await createCore({ dataDir: dir.path, host: 'test', version: 'bench', log: () => {} });
  const listings: StorableListing[] = Array.from({ length: 100_000 }, (_, i) => ({
    externalID: String(1_000_000 + i),
    purpose: i % 2 ? 'for-sale' : 'for-rent',
    price: 500_000 + i,
    rooms: i % 5,
    areaSqft: 700 + (i % 900),
    agency: { externalID: String(100 + (i % 400)) },
    agent: { externalID: String(3000 + (i % 3000)) },
    location: [{ name: 'Dubai' }, { name: 'Dubai Marina' }],
  }));
  const { db } = core.data.store;
  db.exec('CREATE TABLE bench_plain (id TEXT PRIMARY KEY, data TEXT) STRICT');
  const plain = db.prepare('INSERT INTO bench_plain (id, data) VALUES (?, ?)');
  let t = performance.now();
  db.transaction(() => {
    for (const l of listings) plain.run(l.externalID, l.purpose);
  })();
  const plainRate = 100_000 / ((performance.now() - t) / 1000);
  t = performance.now();
  core.data.store.listings.upsertMany('bench', listings, Date.now());
  const rate = 100_000 / ((performance.now() - t) / 1000);
  void core.close();
  dir.remove();
  return [
    {
      name: 'upsert of 100k listings',
      value: rate,
      unit: 'rows/s',
      target: 100_000,
      better: 'higher',
      baseline: { name: 'plain 2-column insert', value: plainRate },
    },
  ];
}

export async function benchDataLayer(): Promise<boolean> {
  const figures = [...(await cachedPage()), ...(await upsertHundredThousand()), ...(await fetchAllHundredPages())];
  return report(figures);
}
