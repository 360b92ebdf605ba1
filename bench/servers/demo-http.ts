// The demo data service at zero latency, for the throughput benchmark.
import { startDemoServer } from '#core/demo/server/server';

const server = await startDemoServer({ marketOptions: { seed: 20261122, day: 330 } });
console.log(server.url);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
