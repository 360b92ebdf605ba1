// `npm run demo-service -- --port 8787 --latency-ms 200 --rate 20/s --quota 750/month --faults 500:0.02 …`:
// runs the demo data service on 127.0.0.1 until stopped; `--shape gateway` answers as the public gateway does;
// `--help` lists every option.
import { dayToIso } from '../market/clock';
import { parseDemoArgs, demoHelp } from './cli-args';
import { parseFaults } from './faults';
import { startDemoServer } from './server';

async function main(): Promise<void> {
  const args = parseDemoArgs(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(demoHelp());
    return;
  }
  const f = args.flags;
  const server = await startDemoServer({
    port: f.port,
    marketOptions: {
      ...(f.seed === undefined ? {} : { seed: f.seed }),
      ...(f.day === undefined ? {} : { day: f.day }),
    },
    ...(f.key === undefined ? {} : { apiKey: f.key }),
    ...(f['key-header'] === undefined ? {} : { keyHeader: f['key-header'] }),
    latencyMs: f['latency-ms'],
    jitterMs: f['jitter-ms'],
    ...(f.rate === undefined ? {} : { perSecond: f.rate }),
    ...(f.quota === undefined ? {} : { perMonth: f.quota }),
    ...(f.faults === undefined ? {} : { faults: parseFaults(f.faults) }),
    ...(f['fault-seed'] === undefined ? {} : { faultSeed: f['fault-seed'] }),
    areaUnit: f['area-unit'],
    shape: f.shape,
    retryAfter: !f['no-retry-after'],
  });
  const view = server.market.view();
  console.log(
    `Demo data service on ${server.url} — market day ${dayToIso(server.market.day())}: ` +
      `${server.market.locations.length} locations, ${view.listings.length} listings, ${server.market.projects.length} projects, ` +
      `${view.transactions.length} transactions, answered in the ${f.shape === 'gateway' ? "public gateway's" : "specification's"} shape.`,
  );
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
