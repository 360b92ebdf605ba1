// Market analytics over 500,000 stored transactions: the monthly × bedroom aggregation with exact medians and the
// outlier rule, through the contract as the app runs it (core → compute worker), cold (columns read from the store)
// and warm, beside a plain scan of the same rows and pandas doing the same work on the same rows, with the
// event-loop lag of the core's host while it runs.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createCore, type Core } from '#core/create-core';
import { COLUMN_FILE } from '#core/analytics/engine';
import type { MarketAnalysis } from '#shared/ipc/contract';
import { makeTempDir } from '../test/support/temp-dir';
import { seedTransactions } from './support/seed-transactions';
import { fromSamples, report, type Figure } from './support/stats';

const ROWS = Number(process.env.BENCH_ROWS ?? 500_000);
const PLACE = 'B1';
const PYTHON = '/usr/bin/python3';

interface Repeats {
  median: number;
  min: number;
  max: number;
  runs: number;
}

const stats = (samples: number[]): Repeats => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor((s.length - 1) / 2)]!, min: s[0]!, max: s[s.length - 1]!, runs: s.length };
};
const fmt = (r: Repeats) =>
  `${r.median.toFixed(1)} ms (min ${r.min.toFixed(1)}, max ${r.max.toFixed(1)}, ${r.runs} runs)`;

async function analyzeOnce(core: Core): Promise<MarketAnalysis> {
  const result = await core.dispatch('market:analyze', {
    query: { places: [{ id: PLACE, name: 'Bench Place' }], purpose: 'both', category: 'apartments', period: '24m' },
    sections: 'trends',
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as MarketAnalysis;
}

async function timeRuns(runs: number, before: () => Promise<void>, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before();
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

interface PandasPeer {
  rows: number;
  ruleMs: number[];
  plainMs: number[];
  flagged: number;
  groups: [string, number, number, number, number | null, number | null][];
  pandas: string;
}

function pandasPeer(db: string, fromDay: number, toDay: number): PandasPeer | string {
  if (!existsSync(PYTHON)) return `${PYTHON} is absent`;
  const probe = spawnSync(PYTHON, ['-c', 'import pandas'], { encoding: 'utf8' });
  if (probe.status !== 0) return 'pandas is not installed for /usr/bin/python3 (Debian: python3-pandas)';
  const script = join(import.meta.dirname, 'peers/pandas_market.py');
  const run = spawnSync(PYTHON, [script, db, 'demo', PLACE, 'apartments', String(fromDay), String(toDay), '5'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) return `the pandas peer failed: ${run.stderr.trim().split('\n').pop()}`;
  return JSON.parse(run.stdout) as PandasPeer;
}

/**
 * Whether pandas found the same groups, counts and medians: the two did the same work. Medians agree to the fils
 * (an exact tie at half a fil rounds up here and to even in Python).
 */
function sameGroups(ours: MarketAnalysis, peer: PandasPeer): boolean {
  const key = (purpose: string, month: string, beds: number) => `${purpose}|${month}|${beds}`;
  const mine = new Map(ours.monthlyByBeds.map((p) => [key(p.purpose, p.month, p.beds!), p]));
  const near = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) <= 0.0100001;
  const differ = peer.groups.filter(([purpose, month, beds, count, medianPrice, medianPpsf]) => {
    const p = mine.get(key(purpose, `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`, beds));
    return !(p && p.count === count && near(p.medianPrice, medianPrice) && near(p.medianPricePerSqft, medianPpsf));
  });
  if (differ.length > 0) console.log(`groups that differ from pandas: ${JSON.stringify(differ.slice(0, 3))}`);
  return mine.size === peer.groups.length && differ.length === 0;
}

export async function benchAnalytics(): Promise<boolean> {
  const dir = makeTempDir('aqar-bench-analytics-');
  const core = await createCore({ dataDir: dir.path, host: 'test', version: 'bench', log: () => {} });
  try {
    const today = Math.floor(Date.now() / 86_400_000);
    const { store } = core.data;
    let started = performance.now();
    seedTransactions(core, ROWS, PLACE, today);
    console.log(
      `${ROWS.toLocaleString('en')} transactions stored through the cache in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const scanSql = store.db.prepare('SELECT count(*) AS n, sum(price) AS total FROM transactions');
    const scanSamples = await timeRuns(
      5,
      async () => {},
      async () => scanSql.get(),
    );
    const scan = stats(scanSamples);
    const file = join(dir.path, COLUMN_FILE);
    const reset = async () => void (await core.worker.call('compute', 'analytics:reset', {}));
    // Storing 500,000 rows leaves garbage on this thread: collect it now, so the lag measured is the analyses'.
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    // The floor of the lag figure: the same host's event loop, idle, over as long as the analyses take.
    const idle = monitorEventLoopDelay({ resolution: 5 });
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    started = performance.now();
    const first = stats(
      await timeRuns(
        3,
        async () => {
          await reset();
          rmSync(file, { force: true });
        },
        () => analyzeOnce(core),
      ),
    );
    await core.worker.call('compute', 'analytics:flush', {});
    const coldParts: string[] = [];
    const coldSamples = await timeRuns(5, reset, async () => {
      const answer = await analyzeOnce(core);
      coldParts.push(`${answer.syncMs}+${answer.computeMs}`);
    });
    let result: MarketAnalysis | null = null;
    const warmSamples = await timeRuns(
      7,
      async () => {},
      async () => (result = await analyzeOnce(core)),
    );
    lag.disable();
    const busyMs = performance.now() - started;
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, Math.min(busyMs, 20_000)));
    idle.disable();
    const lagP99 = lag.percentile(99) / 1e6;
    const idleP99 = idle.percentile(99) / 1e6;
    const counted = result!.monthlyByBeds.reduce((s, p) => s + p.count + p.outliers, 0);
    console.log(
      `analysed: ${result!.monthlyByBeds.length} month × bedroom groups, ${counted.toLocaleString('en')} transactions with known bedrooms, ${result!.outliersTotal.toLocaleString('en')} flagged; worker compute ${result!.computeMs} ms`,
    );

    console.log(`INFO  plain scan of the same rows (SELECT count(*), sum(price)): ${fmt(scan)}`);
    console.log(
      `INFO  first build of the columns from ${ROWS.toLocaleString('en')} rows (once, or after a wholesale change of the cache), then analysis: ${fmt(first)}; ${(first.median / scan.median).toFixed(2)}× scan`,
    );
    console.log(`INFO  cold runs in the worker, read + compute ms: ${coldParts.join(', ')}`);
    const scanFloor = { name: 'plain scan of the same rows', value: scan.median, samples: scanSamples };
    const peer = pandasPeer(join(dir.path, 'cache.db'), today - 729, today);
    let pandasRef: Figure['peer'] = { name: 'pandas', skipped: typeof peer === 'string' ? peer : '' };
    if (typeof peer !== 'string') {
      const rule = stats(peer.ruleMs);
      const plain = stats(peer.plainMs);
      const same = sameGroups(result!, peer);
      console.log(
        `${same ? 'PASS' : 'MISS'}  pandas ${peer.pandas} found the same ${peer.groups.length} groups, counts and medians (${peer.rows.toLocaleString('en')} rows, ${peer.flagged.toLocaleString('en')} flagged)`,
      );
      console.log(`INFO  pandas plain groupby medians without the rule: ${fmt(plain)}`);
      if (!same) return false;
      pandasRef = { name: `pandas ${peer.pandas}, same rule and medians`, value: rule.median, samples: peer.ruleMs };
    }
    return report([
      fromSamples({
        name: 'analytics over 500k transactions, cold (columns read from the store, caught up, analysed)',
        samples: coldSamples,
        unit: 'ms',
        target: 300,
        better: 'lower',
        baseline: scanFloor,
        vsBaseline: { max: 3 },
      }),
      fromSamples({
        name: 'analytics over 500k transactions, warm (through the contract)',
        samples: warmSamples,
        unit: 'ms',
        target: 300,
        better: 'lower',
        baseline: scanFloor,
        peer: pandasRef,
        vsPeer: { max: 1 },
      }),
      {
        name: "event-loop lag p99 of the core's host while analysing",
        value: lagP99,
        unit: 'ms',
        target: 20,
        better: 'lower',
        baseline: { name: 'the same loop idle as long, p99', value: idleP99 },
      },
    ]);
  } finally {
    await core.close();
    dir.remove();
  }
}
