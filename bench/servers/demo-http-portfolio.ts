// The demo data service with a market large enough for one agency to hold 5,000 listings (200 pages of 25), with
// latency and a per-second limit, for the portfolio benchmark. Prints its URL, then the big agency's id and size.
import { startDemoServer } from '#core/demo/server/server';

const [latency = '200', rate = '20', listings = '45772'] = process.argv.slice(2);
const server = await startDemoServer({
  marketOptions: { day: 330, listings: Number(listings) },
  latencyMs: Number(latency),
  perSecond: Number(rate),
});
const view = server.market.view();
const top = [...view.agencyCounts.keys()].sort((a, b) => view.agencyCounts[b]!.total - view.agencyCounts[a]!.total)[0]!;
console.log(server.url);
console.log(`agency ${server.market.agencies[top]!.externalID} ${view.agencyCounts[top]!.total}`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
