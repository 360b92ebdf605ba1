// `npm run bench [-- suite…] [--json [FILE]]`: runs the benchmarks and prints each figure against its target, a
// floor measured in the same run and, where one runs here, a peer; `--json` also writes every figure with its
// floor, peer, ratios and verdict to a file (bench-results.json by default), so runs can be compared.
import { writeFileSync } from 'node:fs';
import { benchAnalytics } from './analytics.bench';
import { benchCli } from './cli.bench';
import { benchDataLayer } from './data-layer.bench';
import { benchDemoService } from './demo-service.bench';
import { benchExport } from './export.bench';
import { benchGrid } from './grid/grid.bench';
import { benchMainThread } from './main-thread.bench';
import { beginSuite, recordedFigures } from './support/stats';
import { benchPortfolio } from './portfolio.bench';
import { benchReportPdf } from './report-pdf.bench';
import { benchSold } from './sold.bench';
import { benchTeamServer } from './team-server.bench';
import { benchWindow } from './window.bench';

const SUITES: Record<string, () => Promise<boolean>> = {
  'demo-service': benchDemoService,
  'data-layer': benchDataLayer,
  grid: benchGrid,
  'main-thread': benchMainThread,
  export: benchExport,
  portfolio: benchPortfolio,
  analytics: benchAnalytics,
  'team-server': benchTeamServer,
  cli: benchCli,
  window: benchWindow,
  'report-pdf': benchReportPdf,
  sold: benchSold,
};

const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonFile =
  jsonAt < 0 ? null : args[jsonAt + 1] && !args[jsonAt + 1]!.startsWith('-') ? args[jsonAt + 1]! : 'bench-results.json';
// A word after a flag that takes a value (--json FILE, --window-baseline REF) is that value, not a suite.
const valued = new Set(['--json', '--window-baseline']);
const wanted = args.filter((a, i) => !a.startsWith('-') && !valued.has(args[i - 1] ?? ''));
const names = wanted.length > 0 ? wanted : Object.keys(SUITES);
let ok = true;
for (const name of names) {
  const suite = SUITES[name];
  if (!suite) {
    console.error(`unknown benchmark suite "${name}"; known: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
  console.log(`\n== ${name} ==`);
  beginSuite(name);
  ok = (await suite()) && ok;
}
if (jsonFile) {
  const run = { at: new Date().toISOString(), node: process.version, figures: recordedFigures() };
  writeFileSync(jsonFile, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`\nfigures written to ${jsonFile}`);
}
const figures = recordedFigures();
console.log(`\n${figures.filter((f) => f.verdict === 'PASS').length} of ${figures.length} figures PASS`);
process.exit(ok ? 0 : 1);
