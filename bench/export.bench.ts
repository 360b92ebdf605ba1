// Excel export: 100,000 listings × 20 columns written through the core (a table staged to its worker, and a grid
// read from 100,000 cached listings), each run in a fresh process for its own peak memory, with the event-loop lag
// of the core's host thread while it writes; beside SheetJS writing the same rows in the same run. Median of three
// runs, with min and max.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { makeTempDir } from '../test/support/temp-dir';
import { buildBenchBundle } from './support/bench-bundle';
import { fromSamples, report, type Figure } from './support/stats';

const TSX = join(import.meta.dirname, '../node_modules/tsx/dist/cli.mjs');
const REPEATS = Number(process.env.AQAR_BENCH_REPEATS ?? 3);

type Run = Record<string, number> & { skipped?: string };

/** Runs a child script: from its sources through tsx, or (`bundle`) the built one with the built worker beside it. */
function child(script: string, args: string[], bundle?: string): Promise<Run> {
  const entry = bundle
    ? [join(bundle, script.replace(/\.ts$/, '.js'))]
    : [TSX, join(import.meta.dirname, 'export', script)];
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [...entry, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`${script} ${args[0] ?? ''} exited with ${code}: ${out}`));
      resolve(JSON.parse(last) as Run);
    });
  });
}

interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(runs: readonly Run[], key: string): Spread {
  const values = runs.map((r) => r[key]!).sort((a, b) => a - b);
  return { median: values[Math.floor(values.length / 2)]!, min: values[0]!, max: values.at(-1)! };
}

/** Each run's value of `key`, in run order. */
const values = (runs: readonly Run[], key: string): number[] => runs.map((r) => r[key]!);

const show = (s: Spread, digits = 2): string =>
  `${s.median.toFixed(digits)} [${s.min.toFixed(digits)}–${s.max.toFixed(digits)}]`;

export async function benchExport(): Promise<boolean> {
  const dir = makeTempDir('aqar-bench-export-');
  try {
    await child('seed-child.ts', [join(dir.path, 'data'), '100000']);
    // The measured runs are built code, as the app runs it (see support/bench-bundle.ts).
    const bundle = await buildBenchBundle({ 'write-child': join(import.meta.dirname, 'export/write-child.ts') });
    const runs: Record<'core-table' | 'core-grid' | 'sheetjs', Run[]> = {
      'core-table': [],
      'core-grid': [],
      sheetjs: [],
    };
    for (let i = 0; i < REPEATS; i++) {
      for (const mode of ['core-table', 'core-grid', 'sheetjs'] as const)
        runs[mode].push(await child('write-child.ts', [mode, dir.path], bundle));
    }
    const peerSkipped = runs.sheetjs[0]?.skipped;
    const table = runs['core-table'];
    const grid = runs['core-grid'];
    const peer = peerSkipped ? null : runs.sheetjs;
    console.log(`median [min–max] of ${REPEATS} runs, 100,000 rows × 20 columns:`);
    for (const [name, list] of [
      ['core table export (rows staged to the worker, exceljs)', table],
      ['core grid export (100,000 cached listings read, sorted, written)', grid],
      ...(peer ? [['SheetJS writing the same rows', peer] as const] : []),
    ] as const) {
      const core = list !== peer;
      console.log(
        `  ${name}: ${show(spread(list, 'seconds'))} s, peak ${show(spread(list, 'peakMb'), 0)} MB ` +
          `(${show(spread(list, 'beforeMb'), 0)} MB before it started)` +
          // SheetJS writes synchronously: its thread's loop does not turn at all until it is done.
          (core ? `, host lag p99 ${show(spread(list, 'lagP99'))} ms` : ', blocks its thread throughout'),
      );
    }
    if (peerSkipped) console.log(`  SheetJS: skipped (${peerSkipped})`);
    const idle = spread(table, 'idleLagP99').median;
    const baseline = (key: string, fallback: { name: string; value: number }) =>
      peer
        ? { name: `SheetJS ${key === 'seconds' ? 'time' : 'peak memory'}`, value: spread(peer, key).median }
        : fallback;
    const figures: Figure[] = [
      fromSamples({
        name: 'export 100k × 20 (table, core worker)',
        samples: values(table, 'seconds'),
        unit: 's',
        target: 5,
        better: 'lower',
        baseline: baseline('seconds', { name: 'grid export', value: spread(grid, 'seconds').median }),
      }),
      fromSamples({
        name: 'peak memory, table export',
        samples: values(table, 'peakMb'),
        unit: 'MB',
        target: 300,
        better: 'lower',
        baseline: baseline('peakMb', { name: 'grid export', value: spread(grid, 'peakMb').median }),
      }),
      fromSamples({
        name: 'host event-loop lag p99 while the table is written',
        samples: values(table, 'lagP99'),
        unit: 'ms',
        target: 20,
        better: 'lower',
        baseline: { name: 'idle loop p99', value: idle },
      }),
      fromSamples({
        name: 'export 100k × 20 (grid read from the cache)',
        samples: values(grid, 'seconds'),
        unit: 's',
        target: 5,
        better: 'lower',
        baseline: baseline('seconds', { name: 'table export', value: spread(table, 'seconds').median }),
      }),
      fromSamples({
        name: 'peak memory, grid export',
        samples: values(grid, 'peakMb'),
        unit: 'MB',
        target: 300,
        better: 'lower',
        baseline: baseline('peakMb', { name: 'table export', value: spread(table, 'peakMb').median }),
      }),
      fromSamples({
        name: 'host event-loop lag p99 while the grid is read and written',
        samples: values(grid, 'lagP99'),
        unit: 'ms',
        target: 20,
        better: 'lower',
        baseline: { name: 'idle loop p99', value: spread(grid, 'idleLagP99').median },
      }),
    ];
    return report(figures);
  } finally {
    dir.remove();
  }
}
