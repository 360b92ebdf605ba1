// `aqar report cma` on the real core and the demo service: the range recomputed independently from the JSON's
// included comparables, the RERA check from the same rows, the default selection as printed (outliers out with their
// reason, listings never evidence), the broker's exclusions honoured, and a second run answered with no request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { CmaReport } from '#shared/ipc/contract';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cma-');
afterAll(() => dir.remove());
const env = () => ({ AQAR_DATA_DIR: dir.path });

type Output = CmaReport & { requestsSpent: number };

/** numpy's default percentile (linear interpolation between order statistics), written apart from the app's. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  return sorted[lo]! + (h - lo) * ((sorted[Math.min(lo + 1, sorted.length - 1)] ?? 0) - sorted[lo]!);
}

// At 100 requests a second: the demo service sets no limit, and the CLI's default 5 a second only made the test wait.
async function cma(...flags: string[]): Promise<Output> {
  const run = await aqar(['report', 'cma', '--demo', '--rate', '100', '--json', ...flags], env());
  expect(run.code, run.err).toBe(0);
  return JSON.parse(run.out) as Output;
}

describe('aqar report cma', () => {
  const JVC = [
    '--location',
    'Jumeirah Village Circle',
    '--purpose',
    'for-sale',
    '--beds',
    '1',
    '--size',
    '750',
    '--period',
    '6m',
  ];

  it('gives a 1-bed in JVC a range that the included comparables reproduce', async () => {
    const report = await cma(...JVC);
    expect(report.requestsSpent).toBeGreaterThan(0);
    const evidence = report.comparables.filter((c) => c.included);
    expect(evidence.every((c) => c.source === 'transaction' && c.pricePerSqft !== null)).toBe(true);
    const values = evidence.map((c) => c.pricePerSqft!);
    const e = report.estimate!;
    expect(e.n).toBe(evidence.length);
    expect(e.perSqft.central).toBeCloseTo(percentile(values, 0.5), 2);
    expect(e.perSqft.low).toBeCloseTo(percentile(values, 0.25), 2);
    expect(e.perSqft.high).toBeCloseTo(percentile(values, 0.75), 2);
    expect(e.central).toBe(Math.round(e.perSqft.central * 750));
    expect([e.from, e.to]).toEqual([
      evidence.map((c) => c.date!).sort()[0],
      evidence
        .map((c) => c.date!)
        .sort()
        .at(-1),
    ]);
    // The printed default: similar enough, not flagged, at most 30.
    expect(evidence.length).toBeLessThanOrEqual(30);
    expect(evidence.every((c) => c.similarity >= 60 && c.outlier === null)).toBe(true);
    for (const c of report.comparables.filter((c) => c.outlier))
      expect(c.excludedBecause).toBe(`outlier-${c.outlier!.reason}`);
    for (const c of report.comparables) {
      const sum = Object.values(c.factors).reduce((s, f) => s + f.points, 0);
      expect(c.similarity).toBeCloseTo(sum, 1);
    }
    expect(report.rules.estimate).toMatch(/25th, 50th and 75th percentiles/);
  }, 180_000);

  it('answers again from the store with no request, and honours the broker excluding a comparable', async () => {
    const first = await cma(...JVC);
    const top = first.comparables.find((c) => c.included)!;
    const again = await cma(...JVC, '--exclude', top.id);
    expect(again.requestsSpent).toBe(0);
    const dropped = again.comparables.find((c) => c.id === top.id)!;
    expect(dropped).toMatchObject({ included: false, excludedBecause: 'broker' });
  }, 180_000);

  it('checks a Marina 2-bed rent against RERA bands from the included rents', async () => {
    const report = await cma(
      '--location',
      'Dubai Marina',
      '--purpose',
      'for-rent',
      '--beds',
      '2',
      '--size',
      '1200',
      '--current-rent',
      '100000',
      '--period',
      '6m',
    );
    const values = report.comparables.filter((c) => c.included).map((c) => c.pricePerSqft!);
    const average = Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 1200);
    const check = report.rentIncrease!;
    expect(check.averageRent).toBe(average);
    const below = Math.max(0, ((average - 100_000) / average) * 100);
    expect(check.belowAveragePct).toBeCloseTo(below, 1);
    const bands = below <= 10 ? 0 : below <= 20 ? 5 : below <= 30 ? 10 : below <= 40 ? 15 : 20;
    expect(check.allowedIncreasePct).toBe(bands);
    expect(report.rules.rentIncrease).toMatch(/not the official RERA/);
  }, 180_000);

  it('names a wrong flag before anything is spent, and says offline what to do', async () => {
    const bad = await aqar(
      ['report', 'cma', '--demo', '--location', 'JVC', '--purpose', 'for-sale', '--beds', '1', '--size', '40'],
      env(),
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--size: must be at least 100 sq ft/);
    const fresh = makeTempDir('aqar-cma-offline-');
    try {
      const offline = await aqar(
        [
          'report',
          'cma',
          '--demo',
          '--offline',
          '--location',
          '5006',
          '--purpose',
          'for-rent',
          '--beds',
          '3',
          '--size',
          '1500',
        ],
        { AQAR_DATA_DIR: fresh.path },
      );
      expect(offline.code).toBe(5);
      expect(offline.err).toMatch(/Run the command once without --offline/);
    } finally {
      fresh.remove();
    }
  }, 180_000);
});

describe('aqar report cma --csv and --xlsx', () => {
  it('write every comparable with its factors, the same rows as the JSON, and the estimate on the About sheet', async () => {
    const flags = ['--location', 'Jumeirah Village Circle', '--purpose', 'for-sale', '--beds', '1', '--size', '750'];
    const report = await cma(...flags, '--period', '6m');
    const csv = join(dir.path, 'cma.csv');
    const book = join(dir.path, 'cma.xlsx');
    const run = await aqar(
      ['report', 'cma', '--demo', ...flags, '--period', '6m', '--csv', csv, '--xlsx', book],
      env(),
    );
    expect(run.code, run.err).toBe(0);
    const lines = readFileSync(csv, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Included,Source,Id,Date,Place,Bedrooms (0 = studio),Area (sq ft),Price (AED),AED per sq ft,Similarity (of 100),' +
        'Place points,Bedroom points,Size points,Type points,Completion points,Age points,Not in the estimate because',
    );
    expect(lines.length - 1).toBe(report.comparables.length);
    // Read back with SheetJS, which the app does not write with.
    const workbook = XLSX.read(readFileSync(book));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets.Comparables!);
    expect(rows).toHaveLength(report.comparables.length);
    expect(rows.filter((r) => r.Included === 'Yes')).toHaveLength(report.estimate!.n);
    // Dates are dates (serial numbers), amounts are numbers.
    expect(typeof rows[0]!.Date).toBe('number');
    expect(rows[0]!['Price (AED)']).toBe(report.comparables[0]!.price);
    const about = XLSX.utils.sheet_to_csv(workbook.Sheets.About!);
    expect(about).toContain(`${Math.round(report.estimate!.central).toLocaleString('en')} (central)`);
    expect(about).toContain('not a valuation');
  }, 180_000);
});
