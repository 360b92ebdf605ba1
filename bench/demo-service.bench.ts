// Demo data service: market generation time, in-process /search-property latency, HTTP throughput on one core.
import { createInProcessTransport } from '#core/demo/in-process';
import { createMarket } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { startChildServer } from './support/child-server';
import { measureThroughput } from './support/load';
import { report, summarize, type Figure } from './support/stats';

const DAY = 330;

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

export async function benchDemoService(): Promise<boolean> {
  // Baseline for generation: 10 million draws of the generator's random source, the floor of any synthetic data.
  const [, drawMs] = time(() => {
    const rng = createRng(1);
    let sum = 0;
    for (let i = 0; i < 10_000_000; i++) sum += rng();
    return sum;
  });
  const [market, generateMs] = time(() => {
    const m = createMarket({ day: DAY });
    m.view();
    return m;
  });
  const view = market.view();
  console.log(
    `market: ${market.locations.length} locations, ${view.listings.length} active listings, ${market.projects.length} projects, ` +
      `${market.developers.length} developers, ${market.agencies.length} agencies, ${market.agents.length} agents, ` +
      `${view.transactions.length} transactions`,
  );

  const transport = createInProcessTransport(() => market);
  const marina = market.locationsByKey.get('dubai-marina')!.externalID;
  const call = async (query: string) => {
    const response = await transport(new Request(`http://demo.invalid/search-property?${query}`));
    await response.text();
  };
  const filtered = `purpose=for-sale&location_ids=${marina}&rooms=1,2&property_type=apartments`;
  const bare = `purpose=for-sale&location_ids=${marina}&page=999`;
  for (let i = 0; i < 50; i++) await call(filtered);
  const searchSamples: number[] = [];
  const bareSamples: number[] = [];
  for (let i = 0; i < 300; i++) {
    let t = performance.now();
    await call(`${filtered}&page=${(i % 3) + 1}`);
    searchSamples.push(performance.now() - t);
    t = performance.now();
    await call(bare);
    bareSamples.push(performance.now() - t);
  }
  const search = summarize(searchSamples);

  const paths = [
    `/search-property?${filtered}`,
    '/autocomplete?query=marina',
    `/transactions?purpose=for-sale&location_ids=${marina}&time_period=3m`,
    '/agency-search-by-name?query=crescent',
  ];
  const baseServer = await startChildServer('bench/servers/bare-http.ts');
  const baseline = await measureThroughput(baseServer.url, ['/'], 3);
  baseServer.stop();
  const demoServer = await startChildServer('bench/servers/demo-http.ts');
  await measureThroughput(demoServer.url, paths, 1);
  const demo = await measureThroughput(demoServer.url, paths, 5);
  demoServer.stop();
  if (demo.errors > 0) console.log(`warning: ${demo.errors} error responses during the throughput run`);

  const figures: Figure[] = [
    {
      name: 'default market generated',
      value: generateMs,
      unit: 'ms',
      target: 2000,
      better: 'lower',
      baseline: { name: '10M random draws', value: drawMs },
    },
    {
      name: 'in-process /search-property, 3 filters, p50',
      value: search.p50,
      unit: 'ms',
      target: 5,
      better: 'lower',
      baseline: { name: 'same search, empty page p50', value: summarize(bareSamples).p50 },
    },
    {
      name: 'HTTP server throughput, one core, zero latency (mixed operations)',
      value: demo.requestsPerSecond,
      unit: 'req/s',
      target: 1000,
      better: 'higher',
      baseline: { name: 'bare node:http JSON server', value: baseline.requestsPerSecond },
    },
  ];
  console.log(`in-process /search-property p99: ${search.p99.toFixed(2)} ms`);
  return report(figures);
}
