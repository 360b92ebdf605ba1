// `npm run bench [-- suite…]`: runs the benchmarks and prints each figure against its target and a baseline.
import { benchAnalytics } from './analytics.bench';
import { benchDataLayer } from './data-layer.bench';
import { benchDemoService } from './demo-service.bench';
import { benchGrid } from './grid/grid.bench';

const SUITES: Record<string, () => Promise<boolean>> = {
  'demo-service': benchDemoService,
  'data-layer': benchDataLayer,
  grid: benchGrid,
  analytics: benchAnalytics,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length > 0 ? wanted : Object.keys(SUITES);
let ok = true;
for (const name of names) {
  const suite = SUITES[name];
  if (!suite) {
    console.error(`unknown benchmark suite "${name}"; known: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name} ==`);
  ok = (await suite()) && ok;
}
process.exit(ok ? 0 : 1);
