// Demo data service: market generation time, in-process /search-property latency, HTTP throughput on one core.
// Every figure is the median of three repeats, beside a floor measured in the same run (interleaved with it).
import { createInProcessTransport } from '#core/demo/in-process';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { startChildServer } from './support/child-server';
import { measureThroughput } from './support/load';
import { fromSamples, median, referenceFrom, repeat, report, summarize } from './support/stats';

const DAY = 330;
const REPEATS = 3;

function time<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

function randomDraws(): number {
  return time(() => {
    const rng = createRng(1);
    let sum = 0;
    for (let i = 0; i < 10_000_000; i++) sum += rng();
    return sum;
  })[1];
}

async function searchLatency(market: Market): Promise<{ search: number[]; bare: number[] }> {
  const transport = createInProcessTransport(() => market);
  const marina = market.locationsByKey.get('dubai-marina')!.externalID;
  const call = async (query: string) => {
    const response = await transport(new Request(`http://demo.invalid/search-property?${query}`));
    await response.text();
  };
  const filtered = `purpose=for-sale&location_ids=${marina}&rooms=1,2&property_type=apartments`;
  const bareQuery = `purpose=for-sale&location_ids=${marina}&page=999`;
  for (let i = 0; i < 50; i++) await call(filtered);
  const search: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < REPEATS; round++) {
    const s: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < 300; i++) {
      let t = performance.now();
      await call(`${filtered}&page=${(i % 3) + 1}`);
      s.push(performance.now() - t);
      t = performance.now();
      await call(bareQuery);
      b.push(performance.now() - t);
    }
    search.push(summarize(s).p50);
    bare.push(summarize(b).p50);
  }
  return { search, bare };
}

async function throughput(market: Market): Promise<{ demo: number[]; bare: number[] }> {
  const marina = market.locationsByKey.get('dubai-marina')!.externalID;
  const paths = [
    `/search-property?purpose=for-sale&location_ids=${marina}&rooms=1,2&property_type=apartments`,
    '/autocomplete?query=marina',
    `/transactions?purpose=for-sale&location_ids=${marina}&time_period=3m`,
    '/agency-search-by-name?query=crescent',
  ];
  const bareServer = await startChildServer('bench/servers/bare-http.ts');
  const demoServer = await startChildServer('bench/servers/demo-http.ts');
  await measureThroughput(demoServer.url, paths, 1);
  await measureThroughput(bareServer.url, ['/'], 1);
  const demo: number[] = [];
  const bare: number[] = [];
  // Interleaved, so that a busy moment of the machine weighs on both alike.
  for (let round = 0; round < REPEATS; round++) {
    bare.push((await measureThroughput(bareServer.url, ['/'], 3)).requestsPerSecond);
    const run = await measureThroughput(demoServer.url, paths, 3);
    if (run.errors > 0) console.log(`warning: ${run.errors} error responses during a throughput run`);
    demo.push(run.requestsPerSecond);
  }
  bareServer.stop();
  demoServer.stop();
  return { demo, bare };
}

export async function benchDemoService(): Promise<boolean> {
  const draws = await repeat(REPEATS, randomDraws);
  let market: Market | null = null;
  const generation = await repeat(REPEATS, () => {
    const [m, ms] = time(() => {
      const built = createMarket({ day: DAY });
      built.view();
      return built;
    });
    market = m;
    return ms;
  });
  const built = market as unknown as Market;
  const view = built.view();
  console.log(
    `market: ${built.locations.length} locations, ${view.listings.length} active listings, ${built.projects.length} projects, ` +
      `${built.developers.length} developers, ${built.agencies.length} agencies, ${built.agents.length} agents, ` +
      `${view.transactions.length} transactions`,
  );
  const latency = await searchLatency(built);
  const http = await throughput(built);
  return report([
    fromSamples({
      name: 'default market generated',
      samples: generation,
      unit: 'ms',
      target: 2000,
      better: 'lower',
      baseline: referenceFrom('10M random draws', draws),
    }),
    fromSamples({
      name: 'in-process /search-property, 3 filters, p50',
      samples: latency.search,
      unit: 'ms',
      target: 5,
      better: 'lower',
      baseline: { name: 'same search, empty page p50', value: median(latency.bare), samples: latency.bare },
    }),
    fromSamples({
      name: 'HTTP server throughput, one core, zero latency (mixed operations)',
      samples: http.demo,
      unit: 'req/s',
      target: 1000,
      better: 'higher',
      baseline: { name: 'bare node:http JSON server', value: median(http.bare), samples: http.bare },
      vsBaseline: { min: 0.3 },
    }),
  ]);
}
