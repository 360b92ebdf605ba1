// `aqar market` on the real core and the demo service: trends equal medians computed independently from the rows
// of `aqar transactions … --all-pages --json` for the same filters (with the outlier rule and without), a second
// identical look costs no request, and a longer period fetches only the older months and still equals the rows.
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { refMonthlyByBeds, type RefRow } from '../support/analytics-reference';
import { makeTempDir } from '../support/temp-dir';

const dirs = [makeTempDir('aqar-market-'), makeTempDir('aqar-market-')];
afterAll(() => dirs.forEach((d) => d.remove()));

const FILTERS = ['--location', 'Dubai Marina', '--purpose', 'for-sale', '--category', 'apartments', '--beds', '1,2'];
const RULE = { k: 3, floorRatio: 0.5, own: ['Dubai Marina'] };

interface Trends {
  series: {
    month: string;
    beds: number;
    count: number;
    medianPrice: number | null;
    medianPricePerSqft: number | null;
    outliers: number;
    /** Only on the period's first and last month, when the period covers part of them. */
    partial?: true;
  }[];
  requests: number;
}

/**
 * The series without the partial flag (the reference medians know nothing of it), after checking the flag: true
 * when present, and only on the first or last month of the series.
 */
function withoutPartial(series: Trends['series']): Omit<Trends['series'][number], 'partial'>[] {
  const months = series.map((p) => p.month).sort();
  for (const p of series) {
    if (!('partial' in p)) continue;
    expect(p.partial).toBe(true);
    expect([months[0], months.at(-1)]).toContain(p.month);
  }
  return series.map(({ partial: _partial, ...p }) => p);
}

async function transactionRows(env: NodeJS.ProcessEnv, period: string): Promise<RefRow[]> {
  const run = await aqar(
    [
      'transactions',
      '--demo',
      '--rate',
      '50',
      '--purpose',
      'for-sale',
      '--location',
      'Dubai Marina',
      '--category-ids',
      'apartments',
      '--beds',
      '1,2',
      '--time-period',
      period,
      '--all-pages',
      '--json',
    ],
    env,
  );
  expect(run.code).toBe(0);
  const records = (
    JSON.parse(run.out) as {
      records: {
        purpose: string;
        rooms: number | null;
        date: string;
        price: number;
        pricePerSqft: number | null;
        location: string;
      }[];
    }
  ).records;
  expect(records.length).toBeGreaterThan(100);
  return records.map((r) => ({
    purpose: r.purpose,
    rooms: r.rooms,
    date: r.date,
    price: r.price,
    pricePerSqft: r.pricePerSqft,
    location: r.location,
  }));
}

async function trends(env: NodeJS.ProcessEnv, period: string, ...extra: string[]): Promise<Trends> {
  const run = await aqar(
    ['market', 'trends', '--demo', '--rate', '50', ...FILTERS, '--period', period, '--json', ...extra],
    env,
  );
  expect(run.err).not.toMatch(/warning/);
  expect(run.code).toBe(0);
  return JSON.parse(run.out) as Trends;
}

const usage = async (env: NodeJS.ProcessEnv) =>
  JSON.parse((await aqar(['usage', '--demo', '--json'], env)).out) as { thisMonth: number };

describe('aqar market trends', () => {
  it('equals medians computed independently from the rows of aqar transactions for the same filters', async () => {
    const env = { AQAR_DATA_DIR: dirs[0]!.path };
    const rows = await transactionRows(env, '3m');
    const kept = await trends(env, '3m', '--keep-outliers');
    expect(withoutPartial(kept.series)).toEqual(refMonthlyByBeds(rows, { ...RULE, exclude: false }));
    // The pages of the same question were saved a moment ago: the market costs nothing more.
    expect(kept.requests).toBe(0);
    const excluded = await trends(env, '3m');
    expect(withoutPartial(excluded.series)).toEqual(refMonthlyByBeds(rows, { ...RULE, exclude: true }));
    expect(excluded.series.some((p) => p.outliers > 0)).toBe(true);
    expect(excluded.series.map((p) => Object.keys(p))).toContainEqual([
      'month',
      'beds',
      'count',
      'medianPrice',
      'medianPricePerSqft',
      'outliers',
    ]);
  }, 120_000);

  it('costs no request on a second identical look, and extends a shorter stored period with older months only', async () => {
    const env = { AQAR_DATA_DIR: dirs[1]!.path };
    const first = await trends(env, '1m');
    expect(first.requests).toBeGreaterThan(0);
    const before = await usage(env);
    const second = await trends(env, '1m');
    expect(second.requests).toBe(0);
    expect(second.series).toEqual(first.series);
    expect((await usage(env)).thisMonth).toBe(before.thisMonth);

    const plan = await aqar(
      ['market', 'trends', '--demo', '--rate', '50', ...FILTERS, '--period', '3m', '--json'],
      env,
    );
    expect(plan.err).toMatch(/older months, \d+ page\(s\)/);
    const longer = JSON.parse(plan.out) as Trends;
    const whole = await aqar(
      [
        'transactions',
        '--demo',
        '--purpose',
        'for-sale',
        '--location',
        'Dubai Marina',
        '--category-ids',
        'apartments',
        '--beds',
        '1,2',
        '--time-period',
        '3m',
        '--json',
      ],
      env,
    );
    const pages = Math.ceil((JSON.parse(whole.out) as { total: number }).total / 20);
    // The month already held is not fetched again: fewer requests than the whole period's pages.
    expect(longer.requests).toBeLessThan(pages);
    expect(withoutPartial(longer.series)).toEqual(
      refMonthlyByBeds(await transactionRows(env, '3m'), { ...RULE, exclude: true }),
    );
  }, 120_000);

  it('prints yield cells in the issue’s shape, and refuses bad flags with exit 2 before any request', async () => {
    const env = { AQAR_DATA_DIR: dirs[1]!.path };
    const run = await aqar(
      [
        'market',
        'yield',
        '--demo',
        '--rate',
        '50',
        '--location',
        'Dubai Marina',
        '--category',
        'apartments',
        '--beds',
        '1',
        '--period',
        '1m',
        '--json',
      ],
      env,
    );
    expect(run.code).toBe(0);
    const { cells } = JSON.parse(run.out) as { cells: Record<string, unknown>[] };
    expect(cells).toHaveLength(1);
    expect(Object.keys(cells[0]!)).toEqual([
      'location',
      'beds',
      'saleMedian',
      'rentMedian',
      'grossYield',
      'saleCount',
      'rentCount',
      'thin',
    ]);
    expect(cells[0]).toMatchObject({ location: 'Dubai Marina', beds: 1 });
    expect(cells[0]!.grossYield).toBeGreaterThan(0.03);
    expect(cells[0]!.grossYield).toBeLessThan(0.12);
    const bad = await aqar(
      ['market', 'trends', '--demo', '--location', 'Dubai Marina', '--purpose', 'for-sale', '--period', '2m'],
      env,
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--period/);
  }, 120_000);
});
