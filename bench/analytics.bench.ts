// Market analytics at the scale of a large market: 500,000 and 2,000,000 stored transactions (BENCH_ROWS=a,b to
// change them), the monthly × bedroom aggregation with exact medians and the outlier rule through the contract as
// the app runs it (core → compute worker): the first analysis after the rows were stored, cold (a new worker),
// warm, and with no columns at all (analytics/size-run.ts); beside a plain scan of the same rows and pandas doing
// the same work on the same rows; with the event-loop lag of the core's host, the worker's memory, and how each
// figure grows from the smaller size to the larger (linear or better passes).
import type { MarketAnalysis } from '#shared/ipc/contract';
import { sameGroups } from './analytics/pandas-peer';
import { sizeRun, type SizeRun } from './analytics/size-run';
import { fromSamples, median, referenceFrom, report, type Figure } from './support/stats';

const SIZES = (process.env.BENCH_ROWS ?? '500000,2000000').split(',').map(Number);
/** Growth within 10% of the rows' own ratio reads as linear. */
const LINEAR_SLACK = 1.1;

const n = (rows: number) => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);
const fmt = (samples: number[]) =>
  `${median(samples).toFixed(1)} ms (min ${Math.min(...samples).toFixed(1)}, max ${Math.max(...samples).toFixed(1)}, ${samples.length} runs)`;

function describe(run: SizeRun): void {
  const r: MarketAnalysis = run.result;
  const counted = r.monthlyByBeds.reduce((s, p) => s + p.count + p.outliers, 0);
  console.log(
    `${run.rows.toLocaleString('en')} transactions stored through the cache in ${run.seedSeconds.toFixed(1)} s; ` +
      `${r.monthlyByBeds.length} month × bedroom groups, ${counted.toLocaleString('en')} with known bedrooms, ` +
      `${r.outliersTotal.toLocaleString('en')} flagged; worker compute ${r.computeMs} ms`,
  );
  console.log(`INFO  ${n(run.rows)}: plain scan of the same rows (SELECT count(*), sum(price)): ${fmt(run.scan)}`);
  console.log(`INFO  ${n(run.rows)}: first analysis after the store (columns kept as stored): ${fmt(run.afterStore)}`);
  console.log(`INFO  ${n(run.rows)}: cold runs in the worker, read + compute ms: ${run.coldParts.join(', ')}`);
  console.log(
    `INFO  ${n(run.rows)}: with no columns at all (a rebuilt cache), every row read then analysed, once: ` +
      `${run.builtFromStore.toFixed(0)} ms; ${(run.builtFromStore / median(run.scan)).toFixed(1)}× scan`,
  );
  console.log(
    `INFO  ${n(run.rows)}: worker memory (V8 heap + array buffers), largest sample ${run.workerMb.toFixed(0)} MB; ` +
      `host resident ${run.hostRssMb.toFixed(0)} MB; event-loop lag p99 ${run.lagP99.toFixed(1)} ms (idle ${run.idleP99.toFixed(1)} ms)`,
  );
  if (typeof run.pandas === 'string') console.log(`INFO  ${n(run.rows)}: pandas skipped: ${run.pandas}`);
  else {
    console.log(
      `${sameGroups(r, run.pandas) ? 'PASS' : 'MISS'}  ${n(run.rows)}: pandas ${run.pandas.pandas} found the same ` +
        `${run.pandas.groups.length} groups, counts and medians (${run.pandas.rows.toLocaleString('en')} rows); ` +
        `same rule ${fmt(run.pandas.ruleMs)}, plain groupby ${fmt(run.pandas.plainMs)}`,
    );
  }
}

function scale(small: SizeRun, large: SizeRun): Figure[] {
  const rowsRatio = large.rows / small.rows;
  const growth = (name: string, of: (run: SizeRun) => number): Figure => ({
    name: `growth ${n(small.rows)} → ${n(large.rows)}: ${name}`,
    value: of(large) / of(small),
    unit: '×',
    target: rowsRatio * LINEAR_SLACK,
    better: 'lower',
    baseline: { name: 'the rows grew', value: rowsRatio },
  });
  return [
    growth('first analysis after the store', (r) => median(r.afterStore)),
    growth('cold (a new worker)', (r) => median(r.cold)),
    growth('warm', (r) => median(r.warm)),
    growth('with no columns at all', (r) => r.builtFromStore),
    growth('plain scan (the floor)', (r) => median(r.scan)),
    growth('worker memory', (r) => r.workerMb),
    fromSamples({
      name: `analytics over ${n(large.rows)} transactions, first analysis after the store`,
      samples: large.afterStore,
      unit: 'ms',
      target: 4000,
      better: 'lower',
      baseline: referenceFrom('plain scan of the same rows', large.scan),
    }),
    {
      name: `worker memory over ${n(large.rows)} transactions, largest sample`,
      value: large.workerMb,
      unit: 'MB',
      target: 1536,
      better: 'lower',
      baseline: { name: `at ${n(small.rows)}`, value: small.workerMb },
    },
  ];
}

export async function benchAnalytics(): Promise<boolean> {
  const today = Math.floor(Date.now() / 86_400_000);
  const runs: SizeRun[] = [];
  for (const [i, rows] of SIZES.entries()) {
    const run = await sizeRun(rows, i === 0 ? 3 : 1, today);
    describe(run);
    runs.push(run);
  }
  const small = runs[0]!;
  const pandas = small.pandas;
  const same = typeof pandas === 'string' || sameGroups(small.result, pandas);
  const scanFloor = referenceFrom('plain scan of the same rows', small.scan);
  const figures: Figure[] = [
    fromSamples({
      name: `analytics over ${n(small.rows)} transactions, first analysis after the store (columns kept as stored)`,
      samples: small.afterStore,
      unit: 'ms',
      target: 1000,
      better: 'lower',
      baseline: scanFloor,
    }),
    fromSamples({
      name: `analytics over ${n(small.rows)} transactions, cold (a new worker: columns read from their file, caught up, analysed)`,
      samples: small.cold,
      unit: 'ms',
      target: 300,
      better: 'lower',
      baseline: scanFloor,
      vsBaseline: { max: 3 },
    }),
    fromSamples({
      name: `analytics over ${n(small.rows)} transactions, warm (through the contract)`,
      samples: small.warm,
      unit: 'ms',
      target: 300,
      better: 'lower',
      baseline: scanFloor,
      peer:
        typeof pandas === 'string'
          ? { name: 'pandas', skipped: pandas }
          : referenceFrom(`pandas ${pandas.pandas}, same rule and medians`, pandas.ruleMs),
      vsPeer: { max: 0.5 },
    }),
    {
      name: "event-loop lag p99 of the core's host while analysing",
      value: small.lagP99,
      unit: 'ms',
      target: 20,
      better: 'lower',
      baseline: { name: 'the same loop idle as long, p99', value: small.idleP99 },
    },
    ...runs.slice(1).flatMap((large) => scale(small, large)),
  ];
  return report(figures) && same;
}
