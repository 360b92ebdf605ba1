// The tables `aqar market` and the portfolio commands print, written as files a broker opens in Excel. A review found
// yields as 0.06981 under "Gross yield", codes ("for-sale", "medianPrice") where words belong, a comparison's "every
// bedroom count" row with a blank bedroom cell, two columns headed "Place" of which the CSV kept only one, and no
// --xlsx at all. One typed table now feeds both files: percentages a spreadsheet reads back as fractions, words for
// codes, one header per column, and a workbook with typed cells and an About sheet.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { parseCsv } from '../support/csv';
import { makeTempDir } from '../support/temp-dir';
import { compareTableOf } from '#shared/market/compare-table';
import type { MarketAnalysis } from '#shared/ipc/contract';
import type { Lang } from '#shared/domain/lang';
import { sayIn } from '#shared/messages/say-in';
import { yieldTable } from '#shared/market/tables/market-tables';
import { trendTable } from '#shared/market/tables/trend-tables';

const dir = makeTempDir('aqar-table-files-');
const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
afterAll(() => dir.remove());

const MARKET = ['--demo', '--rate', '50', '--period', '1m', '--category', 'apartments'];
const file = (name: string): string => join(dir.path, name);

/** The headers of the window's yield table in a language (they do not depend on the figures). */
function windowYieldHeaders(lang: Lang): string[] {
  const ctx = {
    lang,
    unit: 'sqft' as const,
    placeName: (key: string) => key,
    scope: () => '',
    locationName: (recorded: string) => recorded,
    excluded: true,
  };
  return yieldTable({ yields: [] } as unknown as MarketAnalysis, ctx).columns.map((c) => c.header);
}

async function sheets(path: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

/** The CSV's rows as records keyed by header; the header line is checked for repeats first. */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  expect(new Set(header).size, `repeated header in ${header!.join(' | ')}`).toBe(header!.length);
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? ''])));
}

/** The value beside a label in the About sheet's first two columns. */
function aboutValue(about: ExcelJS.Worksheet, label: string): unknown {
  let found: unknown;
  about.eachRow((row) => {
    if (row.getCell(1).value === label) found = row.getCell(2).value;
  });
  return found;
}

describe('aqar market --csv and --xlsx', () => {
  it('writes a yield as the percentage a spreadsheet reads back as the JSON’s fraction, in both files', async () => {
    const places = ['--location', 'Dubai Marina'];
    const json = await aqar(['market', 'yield', ...MARKET, ...places, '--json'], env);
    expect(json.code, json.err).toBe(0);
    const cells = (JSON.parse(json.out) as { cells: { beds: number; grossYield: number | null; thin: boolean }[] })
      .cells;
    expect(cells.length).toBeGreaterThan(0);

    const csv = await aqar(['market', 'yield', ...MARKET, ...places, '--csv', '-'], env);
    expect(csv.code, csv.err).toBe(0);
    // The window's yield table: a row per bedroom count the JSON gives, in its order, and the all-bedrooms row.
    const all = records(csv.out);
    expect(all.filter((r) => r.Bedrooms === 'All bedrooms')).toHaveLength(1);
    const rows = all.filter((r) => r.Bedrooms !== 'All bedrooms');
    expect(rows).toHaveLength(cells.length);
    expect(rows.every((r) => r.Place === 'Dubai Marina')).toBe(true);
    cells.forEach((cell, i) => {
      const shown = rows[i]!['Gross yield']!;
      if (cell.grossYield === null) return expect(shown).toBe('');
      expect(shown).toMatch(/^\d+\.\d{2}%$/);
      // Two decimals of a percent: within half of the last one (6.065% is written 6.07%).
      expect(Math.abs(Number(shown.slice(0, -1)) / 100 - cell.grossYield)).toBeLessThanOrEqual(0.00005 + 1e-12);
      expect(rows[i]!['Thin sample']).toBe(cell.thin ? 'Yes' : 'No');
    });

    const xlsx = file('yield.xlsx');
    const book = await aqar(['market', 'yield', ...MARKET, ...places, '--xlsx', xlsx], env);
    expect(book.code, book.err).toBe(0);
    expect(book.err).toContain(`${cells.length + 1} row(s) written to ${xlsx}`);
    const workbook = await sheets(xlsx);
    const about = workbook.getWorksheet('About')!;
    const aboutText = about.getSheetValues().flat().map(String).join(' | ');
    expect(aboutText).toContain('Gross rental yield — Dubai Marina · Sales and rents · 1m');
    expect(aboutText).toContain('the last month');
    // When the transactions behind the figures were fetched, as every other workbook says.
    expect(aboutValue(about, 'Data fetched, oldest')).toBeTruthy();
    expect(aboutValue(about, 'Data fetched, newest')).toBeTruthy();
    const sheet = workbook.worksheets.find((s) => s.name !== 'About')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const yieldColumn = header.indexOf('Gross yield') + 1;
    const bedsColumn = header.indexOf('Bedrooms') + 1;
    const first = cells.findIndex((c) => c.grossYield !== null);
    let row = 2;
    for (let seen = -1; row <= sheet.rowCount; row++) {
      if (sheet.getRow(row).getCell(bedsColumn).value !== 'All bedrooms') seen += 1;
      if (seen === first) break;
    }
    const cell = sheet.getRow(row).getCell(yieldColumn);
    expect(cell.value).toBeCloseTo(cells[first]!.grossYield!, 10);
    expect(cell.numFmt).toContain('%');

    // The same table in Arabic (--lang ar): its headers and words as the window shows them in Arabic, the same yields.
    const arabic = await aqar(['market', 'yield', ...MARKET, ...places, '--lang', 'ar', '--csv', '-'], env);
    expect(arabic.code, arabic.err).toBe(0);
    const [arabicHeader] = parseCsv(arabic.out.replace(/^\uFEFF/, ''));
    expect(arabicHeader).toEqual(windowYieldHeaders('ar'));
    expect(arabicHeader!.join(' ')).not.toMatch(/[A-Za-z]{4}/);
    expect(records(arabic.out)).toHaveLength(cells.length + 1);
  }, 120_000);

  // Issue 34: the window's area-against-area table and the CLI's were two definitions, and the window's went wrong
  // (yields shown as 0, exports refused). Now both are #shared/market/compare-table: the CLI's files are that table.
  it('writes the area-against-area table the window shows: one definition, each value typed by its measure', async () => {
    const places = ['--location', 'Dubai Marina', '--location', 'Business Bay'];
    const json = await aqar(['market', 'compare', ...MARKET, ...places, '--json'], env);
    expect(json.code, json.err).toBe(0);
    // The JSON keeps its stable keys: the comparison's rows as the core gives them.
    const printed = JSON.parse(json.out) as { units: MarketAnalysis['units']; rows: MarketAnalysis['compare'] };
    const compared = { units: printed.units, compare: printed.rows };
    expect(compared.compare.some((r) => r.beds === null)).toBe(true);
    const labels = new Map(compared.units.map((u) => [u.key, u.label]));
    const table = compareTableOf(compared, { lang: 'en', unit: 'sqft', placeName: (key) => labels.get(key) ?? key });

    const csv = await aqar(['market', 'compare', ...MARKET, ...places, '--csv', '-'], env);
    expect(csv.code, csv.err).toBe(0);
    const [header, ...lines] = parseCsv(csv.out.replace(/^\uFEFF/, ''));
    expect(header).toEqual(table.columns.map((c) => c.header));
    expect(header!.slice(0, 5)).toEqual(['Measure', 'Purpose', 'Bedrooms', 'Dubai Marina', 'Dubai Marina: sales n']);
    expect(header).toContain('Business Bay: difference (pp)');
    expect(lines).toHaveLength(table.rows.length);
    const rows = records(csv.out);
    const words = new Set(rows.map((r) => r.Measure));
    expect([...words].some((w) => /^(count|medianPrice|medianPricePerSqft|grossYield)$/.test(w!))).toBe(false);
    expect(words).toContain('Median sale price');
    expect(new Set(rows.map((r) => r.Purpose))).not.toContain('for-sale');
    expect(rows.some((r) => r.Bedrooms === 'All bedrooms')).toBe(true);
    expect(rows.filter((r) => r.Bedrooms === '')).toHaveLength(0);
    // A yield is a percentage (7.01%), never 0.07 nor 0; its difference is in points, an amount's in percent.
    const yields = rows.filter((r) => r.Measure === 'Gross yield');
    expect(yields.length).toBeGreaterThan(0);
    for (const row of yields) {
      expect(row['Dubai Marina']).toMatch(/^\d+\.\d{2}%$/);
      expect(row['Business Bay: difference']).toBe('');
      expect(row['Business Bay: difference (pp)']).toMatch(/^(-?\d+(\.\d+)?)?$/);
    }
    expect(yields.some((r) => r['Business Bay: difference (pp)'] !== '')).toBe(true);
    for (const row of rows.filter((r) => r.Measure === 'Median sale price'))
      expect(row['Business Bay: difference']).toMatch(/^-?\d+\.\d{2}%$/);

    const xlsx = file('compare.xlsx');
    expect((await aqar(['market', 'compare', ...MARKET, ...places, '--xlsx', xlsx], env)).code).toBe(0);
    const sheet = (await sheets(xlsx)).worksheets.find((s) => s.name !== 'About')!;
    const sheetHeader = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheetHeader).toEqual(table.columns.map((c) => c.header));
    const [measure, value] = [sheetHeader.indexOf('Measure') + 1, sheetHeader.indexOf('Dubai Marina') + 1];
    const formats = new Map<string, string>();
    sheet.eachRow((row, n) => {
      if (n > 1 && typeof row.getCell(value).value === 'number')
        formats.set(String(row.getCell(measure).value), row.getCell(value).numFmt);
    });
    expect(formats.get('Gross yield')).toContain('%');
    expect(formats.get('Median sale price')).toMatch(/AED/);
    expect(formats.get('Transactions')).not.toMatch(/AED|%/);

    // Narrowed by --beds, the row over every count asked names them; the terminal shows words and percentages too.
    const narrowed = await aqar(['market', 'compare', ...MARKET, ...places, '--beds', '1,2'], env);
    expect(narrowed.code, narrowed.err).toBe(0);
    expect(narrowed.out).toMatch(/^Gross yield +Sales and rents +1 bed, 2 beds together +\d+(\.\d+)?% /m);
    expect(narrowed.out).not.toMatch(/grossYield|for-sale|0\.0\d{3}/);
  }, 120_000);

  it('keeps the outlier’s market and the place its transaction names as two columns with two headers', async () => {
    const run = await aqar(
      ['market', 'outliers', ...MARKET, '--location', 'Dubai Marina', '--purpose', 'for-sale', '--csv', '-'],
      env,
    );
    expect(run.code, run.err).toBe(0);
    const rows = records(run.out);
    expect(rows.length).toBeGreaterThan(0);
    // The window's outliers table: the market asked (Place) and the place the transaction names (Location).
    expect(rows.every((r) => r.Place === 'Dubai Marina')).toBe(true);
    expect(rows.some((r) => r.Location !== 'Dubai Marina')).toBe(true);
    expect(new Set(rows.map((r) => r.Purpose))).toEqual(new Set(['Sales']));
    expect(rows.every((r) => /^(Far from|Below the floor)/.test(r.Reason!))).toBe(true);
    // Never a blank spread: a transaction under the floor (it has none) says the floor it fell below (finding c).
    for (const r of rows) {
      expect(r['Spreads from median'], r.Transaction).toMatch(
        r.Reason!.startsWith('Below the floor') ? /^Below the floor of AED [\d,]+ per sq ft$/ : /^\d+(\.\d+)?$/,
      );
    }
    expect(rows.some((r) => r.Reason!.startsWith('Below the floor'))).toBe(true);
    // The terminal shows every column the file holds (its last two were once dropped), bedrooms in words.
    const shown = await aqar(
      ['market', 'outliers', ...MARKET, '--location', 'Dubai Marina', '--purpose', 'for-sale'],
      env,
    );
    expect(shown.code, shown.err).toBe(0);
    const header = shown.out.split('\n')[0]!;
    for (const column of [
      'Place',
      'Location',
      'Bedrooms',
      'Reason',
      'Group median (AED per sq ft)',
      'Spreads from median',
    ]) {
      expect(header).toContain(column);
    }
    expect(header).not.toContain('0 = studio');
  }, 120_000);

  it('writes the monthly series long for scripts, then the window’s own trend tables on sheets of their own', async () => {
    const xlsx = file('trends.xlsx');
    const run = await aqar(
      ['market', 'trends', ...MARKET, '--location', 'Dubai Marina', '--purpose', 'for-sale', '--xlsx', xlsx],
      env,
    );
    expect(run.code, run.err).toBe(0);
    const workbook = await sheets(xlsx);
    const names = workbook.worksheets.map((s) => s.name);
    // The long series first (what the CSV holds), then the Trend and By bedrooms cards, as the Market view exports
    // them card by card.
    expect(names[0]).toBe('About');
    const say = sayIn('en');
    expect(names.slice(2).map((name) => name.slice(0, 16))).toEqual([
      say('marketCards.trend').slice(0, 16),
      say('marketCards.beds').slice(0, 16),
    ]);
    const trend = workbook.worksheets[2]!;
    const header = (trend.getRow(1).values as unknown[]).filter((v) => typeof v === 'string');
    const ctx = {
      lang: 'en' as const,
      unit: 'sqft' as const,
      placeName: (key: string) => key,
      scope: () => '',
      locationName: (recorded: string) => recorded,
      excluded: true,
    };
    const empty = { monthly: [], coverage: [] } as unknown as MarketAnalysis;
    expect(header).toEqual(trendTable(empty, 'x', 'for-sale', ctx).columns.map((c) => c.header));
    expect(trend.rowCount).toBeGreaterThan(1);
  }, 120_000);

  it('refuses a workbook named .csv before anything is loaded', async () => {
    const run = await aqar(['market', 'yield', ...MARKET, '--location', 'Dubai Marina', '--xlsx', file('y.csv')], env);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/name the file with \.xlsx/);
    expect(run.err).not.toMatch(/request\(s\) needed/);
  });
});

describe('aqar diff and history --csv and --xlsx', () => {
  it('write one header per column, and the workbook typed, with an About sheet naming the item', async () => {
    const saved = await aqar(
      ['saved', 'add', 'rents', '--demo', '--', 'search-property', '--purpose', 'for-rent', '--location-ids', '5006'],
      env,
    );
    expect(saved.code, saved.err).toBe(0);
    for (let i = 0; i < 2; i++)
      expect((await aqar(['snapshot', '--demo', '--rate', '50', '--saved', 'rents'], env)).code).toBe(0);
    const changes = file('changes.csv');
    const diff = await aqar(['diff', '--saved', 'rents', '--csv', changes], env);
    expect(diff.code, diff.err).toBe(0);
    const [changeHeader] = parseCsv(readFileSync(changes, 'utf8'));
    // A re-priced listing is named by its title first (issue 34, finding 15), then its id.
    expect(changeHeader).toEqual([
      'Change',
      'Title',
      'Listing',
      'Purpose',
      'Type',
      'Bedrooms',
      'Area (sq ft)',
      'Place',
      'Old price (AED)',
      'New price (AED)',
      'Change (AED)',
      'Change (%)',
    ]);
    const book = file('history.xlsx');
    const history = await aqar(['history', '--saved', 'rents', '--xlsx', book], env);
    expect(history.code, history.err).toBe(0);
    // The window's history export: the snapshots, then their splits by type, bedrooms and place on sheets of their own.
    expect(history.err).toMatch(
      new RegExp(`\\d+ row\\(s\\) written to ${book.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const workbook = await sheets(book);
    const aboutText = workbook.getWorksheet('About')!.getSheetValues().flat().map(String).join(' | ');
    expect(aboutText).toContain('History of rents');
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'About',
      'Over time',
      'By type',
      'By bedrooms',
      'By place',
    ]);
    expect(aboutValue(workbook.getWorksheet('About')!, 'Data fetched, newest')).toBeTruthy();
    const sheet = workbook.getWorksheet('Over time')!;
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Taken at (UAE time)');
    const listings = sheet.getRow(2).getCell(header.indexOf('Listings') + 1).value;
    expect(typeof listings).toBe('number');
  }, 120_000);
});
