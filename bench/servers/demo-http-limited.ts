// The demo data service with latency and a per-second limit, for the fetch-all benchmark.
import { startDemoServer } from '#core/demo/server/server';

const [latency = '200', rate = '20'] = process.argv.slice(2);
const server = await startDemoServer({
  marketOptions: { day: 330 },
  latencyMs: Number(latency),
  perSecond: Number(rate),
});
console.log(server.url);
setInterval(() => console.error(`429s so far: ${server.traffic.requestsThisMonth}`), 60_000).unref();
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
