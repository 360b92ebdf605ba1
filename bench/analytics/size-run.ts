// One size of the analytics benchmark: N transactions of one place stored through the cache by a core that follows
// the store as the app does (its worker reads each stored batch into its columns), then the monthly × bedroom
// analysis through the contract, timed:
// - after the store: the first analysis once the last batch is stored (columns kept as they were stored);
// - cold: a new worker (its columns read from their file beside the cache, caught up), then the analysis;
// - warm: the analysis again;
// - built from the store: with no columns at all (a rebuilt cache), every row read, then the analysis (once);
// beside a plain scan of the same rows and pandas on the same rows, with the worker's memory.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { COLUMN_FILE } from '#core/analytics/engine';
import { createCore, type Core } from '#core/create-core';
import type { MarketAnalysis } from '#shared/ipc/contract';
import { makeTempDir, type TempDir } from '../../test/support/temp-dir';
import { storeAsAnswers } from '../support/seed-transactions';
import { pandasPeer, type PandasPeer } from './pandas-peer';

export const PLACE = 'B1';

export interface SizeRun {
  rows: number;
  seedSeconds: number;
  afterStore: number[];
  cold: number[];
  warm: number[];
  coldParts: string[];
  builtFromStore: number;
  scan: number[];
  result: MarketAnalysis;
  pandas: PandasPeer | string;
  /** The largest of the worker's V8 heap plus array buffers, sampled after each phase. */
  workerMb: number;
  /** The host's resident memory after the analyses (this process: the core, its databases, the seeding behind it). */
  hostRssMb: number;
  /** Event-loop lag p99 of the core's host while the cold and warm analyses ran, and of the same loop idle as long. */
  lagP99: number;
  idleP99: number;
}

export async function analyzeOnce(core: Core): Promise<MarketAnalysis> {
  const result = await core.dispatch('market:analyze', {
    query: { places: [{ id: PLACE, name: 'Bench Place' }], purpose: 'both', category: 'apartments', period: '24m' },
    sections: 'trends',
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value as MarketAnalysis;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

interface Seeded {
  dir: TempDir;
  core: Core;
  seedSeconds: number;
  afterStore: number;
}

/** A fresh store of `rows` transactions, stored as the app stores answers; the first analysis timed after it. */
async function seeded(rows: number, today: number): Promise<Seeded> {
  const dir = makeTempDir('aqar-bench-analytics-');
  const core = await createCore({
    dataDir: dir.path,
    host: 'test',
    version: 'bench',
    followStore: true,
    log: () => {},
  });
  const started = performance.now();
  await storeAsAnswers(core, rows, PLACE, today);
  const seedSeconds = (performance.now() - started) / 1000;
  const afterStore = await timed(() => analyzeOnce(core));
  return { dir, core, seedSeconds, afterStore };
}

export async function sizeRun(rows: number, afterStoreRepeats: number, today: number): Promise<SizeRun> {
  const afterStore: number[] = [];
  let seedSeconds = 0;
  // Each repeat of "after the store" needs a store of its own; the last one stays for the other measures.
  for (let i = 1; i < afterStoreRepeats; i++) {
    const s = await seeded(rows, today);
    afterStore.push(s.afterStore);
    await s.core.close();
    s.dir.remove();
  }
  const { dir, core, ...first } = await seeded(rows, today);
  afterStore.push(first.afterStore);
  seedSeconds = first.seedSeconds;
  try {
    let workerMb = 0;
    const sampleWorker = async () => {
      const m = await core.worker.call('compute', 'system:memory', {});
      workerMb = Math.max(workerMb, m.heapTotalMb + m.arrayBuffersMb);
    };
    await sampleWorker();
    const scanSql = core.data.store.db.prepare('SELECT count(*) AS n, sum(price) AS total FROM transactions');
    const scan: number[] = [];
    for (let i = 0; i < 5; i++) scan.push(await timed(async () => scanSql.get()));

    const reset = () => core.worker.call('compute', 'analytics:reset', {});
    await core.worker.call('compute', 'analytics:flush', {});
    // Storing the rows leaves garbage on this thread: collect it now, so the lag measured is the analyses'.
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    const busyFrom = performance.now();
    const cold: number[] = [];
    const coldParts: string[] = [];
    for (let i = 0; i < 5; i++) {
      await reset();
      cold.push(
        await timed(async () => {
          const answer = await analyzeOnce(core);
          coldParts.push(`${answer.syncMs}+${answer.computeMs}`);
        }),
      );
    }
    await sampleWorker();
    let result: MarketAnalysis | null = null;
    const warm: number[] = [];
    for (let i = 0; i < 7; i++) warm.push(await timed(async () => (result = await analyzeOnce(core))));
    lag.disable();
    const idle = monitorEventLoopDelay({ resolution: 5 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, Math.min(performance.now() - busyFrom, 20_000)));
    idle.disable();
    await sampleWorker();

    // No columns at all: what a rebuilt cache's first analysis pays (the file is written again afterwards).
    await reset();
    rmSync(join(dir.path, COLUMN_FILE), { force: true });
    const builtFromStore = await timed(() => analyzeOnce(core));
    await sampleWorker();
    const pandas = pandasPeer(join(dir.path, 'cache.db'), PLACE, today - 729, today);
    return {
      rows,
      seedSeconds,
      afterStore,
      cold,
      warm,
      coldParts,
      builtFromStore,
      scan,
      result: result!,
      pandas,
      workerMb,
      hostRssMb: process.memoryUsage().rss / 1_048_576,
      lagP99: lag.percentile(99) / 1e6,
      idleP99: idle.percentile(99) / 1e6,
    };
  } finally {
    await core.close();
    dir.remove();
  }
}
