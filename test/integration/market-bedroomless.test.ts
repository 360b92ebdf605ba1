// `aqar market trends` over transactions without a bedroom count (offices, shops and plots, which the registry
// records as "0 beds" and the gateway as none): before, a commercial market printed no row and said nothing, as if
// there were no transactions. Now the JSON counts them, standard error says where they are left out, and the
// workbook's About sheet carries the same note.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-market-nobeds-');
afterAll(() => dir.remove());
const env = { AQAR_DATA_DIR: dir.path };

interface Trends {
  series: { beds: number; count: number; outliers: number }[];
  withoutBedrooms: { location: string; purpose: string; count: number; total: number }[];
  requests: number;
}

const trends = (...extra: string[]) =>
  aqar(
    [
      'market',
      'trends',
      '--demo',
      '--rate',
      '50',
      '--location',
      'Business Bay',
      '--purpose',
      'for-sale',
      '--period',
      '3m',
      ...extra,
    ],
    env,
  );

describe('aqar market trends with transactions that have no bedroom count', () => {
  it('a commercial market: every transaction counted and named in a note, none dropped silently', async () => {
    const run = await trends('--category', 'commercial', '--json');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.out) as Trends;
    expect(out.series).toEqual([]);
    expect(out.withoutBedrooms).toHaveLength(1);
    const [gap] = out.withoutBedrooms;
    expect(gap).toMatchObject({ location: 'Business Bay', purpose: 'for-sale' });
    expect(gap!.count).toBeGreaterThan(0);
    expect(gap!.count).toBe(gap!.total);
    expect(run.err).toContain(
      `note: ${gap!.count} of ${gap!.total} sales in Business Bay have no bedroom count (offices, shops, plots, whole buildings, or none recorded)`,
    );
  }, 120_000);

  it('a mixed market: the rows by bedroom count plus those without add up to every transaction', async () => {
    const run = await trends('--json');
    expect(run.code).toBe(0);
    const out = JSON.parse(run.out) as Trends;
    const [gap] = out.withoutBedrooms;
    expect(gap!.count).toBeGreaterThan(0);
    // A row's count leaves its outliers out, and counts them beside it.
    expect(out.series.reduce((sum, p) => sum + p.count + p.outliers, 0) + gap!.count).toBe(gap!.total);
    expect(run.err).toMatch(/note: \d+ of \d+ sales in Business Bay have no bedroom count/);
  }, 120_000);

  it('the workbook says so on its About sheet, and the terminal table on standard error', async () => {
    const file = join(dir.path, 'trends.xlsx');
    const run = await trends('--category', 'commercial', '--xlsx', file);
    expect(run.code).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const about: string[] = [];
    book.getWorksheet('About')!.eachRow((row) => about.push(String(row.getCell(2).value ?? '')));
    expect(about.join('\n')).toMatch(/have no bedroom count/);
    const table = await trends('--category', 'commercial');
    expect(table.err).toMatch(/note: \d+ of \d+ sales in Business Bay have no bedroom count/);
  }, 120_000);
});
