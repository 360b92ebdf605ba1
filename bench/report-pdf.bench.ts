// The client report printed to PDF, as a broker's script runs it: `aqar report cma … --pdf FILE` in a new process,
// from the command to the written PDF (the market already stored, so no request is spent), over a report of at least
// 50 comparables. Beside it, in the same run and interleaved: a bare `page.pdf()` of a static page in an already
// running Chromium (the floor of printing anything at all), and a new Chromium started to print that page (what a
// one-off print pays before any report). The ratios say what the report costs above printing: starting the CLI and
// Chromium, serving and drawing the page, computing the report. The report page is the built renderer's
// (out/renderer), or AQAR_RENDERER_DIR's when the environment names one.
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { CmaReport } from '#shared/ipc/contract';
import { CHROMIUM_ARGS } from '#core/report/chromium-args';
import { chromiumPath } from '#core/report/pdf-chromium';
import { makeTempDir } from '../test/support/temp-dir';
import { fromSamples, referenceFrom, report } from './support/stats';

const ROOT = resolve(import.meta.dirname, '..');
const AQAR = join(ROOT, 'bin/aqar.mjs');
const RUNS = 3;
const MIN_COMPARABLES = 50;
const SUBJECT = [
  ...['report', 'cma', '--demo', '--location', 'Jumeirah Village Circle', '--purpose', 'for-sale'],
  ...['--beds', '1', '--size', '750', '--period', '24m'],
];

/** A static page of about the report's length in plain text: what printing costs with nothing to compute. */
const STATIC_PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:sans-serif}</style></head><body>${Array.from(
  { length: 120 },
  (_, i) => `<p>Comparable ${i + 1}: 1 bedroom, 750 sq ft, AED 1,000,000, Jumeirah Village Circle.</p>`,
).join('')}</body></html>`;

function command(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [AQAR, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`aqar ${args.join(' ')} exited with ${code}: ${err.slice(-500)}`));
      done(performance.now() - started);
    });
  });
}

/** Starting Chromium, printing the static page, and closing it: what any one-off print pays. */
async function coldPrint(): Promise<number> {
  const started = performance.now();
  const browser = await chromium.launch({ executablePath: chromiumPath(process.env), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.setContent(STATIC_PAGE);
    await page.pdf({ format: 'A4' });
  } finally {
    await browser.close();
  }
  return performance.now() - started;
}

export async function benchReportPdf(): Promise<boolean> {
  const dir = makeTempDir('aqar-bench-report-pdf-');
  const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
  const browser = await chromium.launch({ executablePath: chromiumPath(process.env), args: [...CHROMIUM_ARGS] });
  try {
    // The market is loaded first (its requests are not what is measured), and the report is big enough.
    const first = spawnSync(process.execPath, [AQAR, ...SUBJECT, '--json'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (first.status !== 0) throw new Error(`the first report failed: ${first.stderr.toString().slice(-500)}`);
    const comparables = (JSON.parse(first.stdout.toString()) as CmaReport).comparables.length;
    if (comparables < MIN_COMPARABLES) throw new Error(`the report has ${comparables} comparables, under 50`);
    console.log(`report over ${comparables} comparables; page: ${process.env.AQAR_RENDERER_DIR ?? 'out/renderer'}`);

    const page = await browser.newPage();
    await page.setContent(STATIC_PAGE);
    const bare: number[] = [];
    const cold: number[] = [];
    const printed: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await page.pdf({ format: 'A4' });
      bare.push(performance.now() - started);
      cold.push(await coldPrint());
      printed.push(await command([...SUBJECT, '--pdf', join(dir.path, `report-${run}.pdf`)], env));
    }
    return report([
      fromSamples({
        name: `aqar report cma --pdf (${comparables} comparables), command to written PDF, wall`,
        samples: printed,
        unit: 'ms',
        target: 15_000,
        better: 'lower',
        baseline: referenceFrom('a bare page.pdf() of a static page', bare),
        // Not a competitor: the part of the figure that is Chromium's own start, for reading the ratio.
        peer: referenceFrom('a new Chromium printing the static page, launch to PDF', cold),
      }),
    ]);
  } finally {
    await browser.close();
    dir.remove();
  }
}
