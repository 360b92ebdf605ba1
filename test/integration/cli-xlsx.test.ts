// `--xlsx FILE`, `--csv FILE` and `aqar compare` on the real core: the issue's acceptance command writes one typed
// row per listing (prices as numbers in an AED format) under a frozen, filtered header, with an About sheet naming
// the query; `--csv` writes the same columns, headers and values, quoted by RFC 4180.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { parseCsv } from '../support/csv';
import { cellOf, loadSheetJs, readWorkbook } from '../support/sheetjs';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cli-xlsx-');
const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
const sheetjs = await loadSheetJs();
afterAll(() => dir.remove());

async function read(file: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book;
}

describe('aqar --xlsx', () => {
  const file = join(dir.path, 'out.xlsx');

  it('writes every JCV rental, typed, with a frozen filtered header and an About sheet naming the query', async () => {
    const run = await aqar(
      [
        'search-property',
        '--demo',
        '--rate',
        '50',
        '--purpose',
        'for-rent',
        '--location',
        'Jumeirah Village Circle',
        '--all-pages',
        '--xlsx',
        file,
      ],
      env,
    );
    expect(run.code).toBe(0);
    const total = Number(/(\d+) results on \d+ pages/.exec(run.err)?.[1]);
    expect(total).toBeGreaterThan(24);
    expect(run.err).toContain(`${total} row(s) written to ${file}`);
    const book = await read(file);
    expect(book.worksheets.map((w) => w.name)).toEqual(['About', 'Listings']);
    const sheet = book.getWorksheet('Listings')!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toMatch(new RegExp(`^A1:[A-Z]+${total + 1}$`));
    const headers = sheet.getRow(1).values as unknown[];
    const priceColumn = headers.indexOf('Advertised rent (AED)');
    const roomsColumn = headers.indexOf('Bedrooms (0 = studio)');
    const ids = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const price = row.getCell(priceColumn);
      expect(typeof price.value).toBe('number');
      expect(price.numFmt).toBe('"AED "#,##0');
      const rooms = row.getCell(roomsColumn).value;
      expect(rooms === null || typeof rooms === 'number').toBe(true);
      ids.add(row.getCell(headers.indexOf('Listing id')).value);
    });
    expect(ids.size).toBe(total);
    const about = book.getWorksheet('About')!;
    expect(about.getRow(2).values).toEqual([undefined, 'Query', 'Properties for rent in Jumeirah Village Circle']);
  }, 60_000);

  it.skipIf(!sheetjs.xlsx)(`reads the same with SheetJS${sheetjs.reason ? `: skipped, ${sheetjs.reason}` : ''}`, () => {
    const book = readWorkbook(sheetjs.xlsx!, file, { cellNF: true });
    expect(book.SheetNames).toEqual(['About', 'Listings']);
    expect(cellOf(book.Sheets.Listings!, 'D2')).toMatchObject({ t: 'n', z: '"AED "#,##0' });
    expect(cellOf(book.Sheets.About!, 'B2')?.v).toBe('Properties for rent in Jumeirah Village Circle');
  });

  it('writes the one page asked for without --all-pages, and refuses a workbook on standard output', async () => {
    const one = join(dir.path, 'one.xlsx');
    const run = await aqar(['search-property', '--demo', '--purpose', 'for-rent', '--page', '2', '--xlsx', one], env);
    expect(run.code).toBe(0);
    expect((await read(one)).getWorksheet('Listings')!.rowCount).toBe(25);
    const refused = await aqar(['search-property', '--demo', '--purpose', 'for-rent', '--xlsx', '-'], env);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/--xlsx: a workbook cannot go to standard output/);
    const unit = await aqar(
      ['search-property', '--demo', '--purpose', 'for-rent', '--xlsx', one, '--display-unit', 'acre'],
      env,
    );
    expect(unit.code).toBe(2);
    expect(unit.err).toMatch(/--display-unit/);
  }, 30_000);
});

describe('aqar: a rent search of any period by price', () => {
  /** Yearly figures ascending with blanks (daily lets) only after the last figure. */
  function expectAscending(values: (number | null)[]): void {
    const blank = values.indexOf(null);
    const figures = (blank < 0 ? values : values.slice(0, blank)) as number[];
    expect(figures.length).toBeGreaterThan(1);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    if (blank >= 0) expect(values.slice(blank).every((v) => v === null)).toBe(true);
  }

  it('orders the rows it writes by rent per year, not by the amount advertised, and says so', async () => {
    const rentEnv = { AQAR_DATA_DIR: join(dir.path, 'rent-order') };
    const query = ['search-property', '--demo', '--purpose', 'for-rent', '--location', 'Dubai Marina', '--rooms', '2'];
    const xlsx = join(dir.path, 'rent-order.xlsx');
    const run = await aqar([...query, '--sort-order', 'lowest_price', '--csv', '-', '--xlsx', xlsx], rentEnv);
    expect(run.code, run.err).toBe(0);
    expect(run.err).toMatch(
      /note: the data service orders rents by the amount advertised, so these 24 fetched row\(s\) are ordered by rent per year \(--all-pages orders all \d+\)/,
    );
    const csv = parseCsv(run.out.replace(/^\uFEFF/, ''));
    const yearly = csv[0]!.indexOf('Rent per year (AED)');
    const period = csv[0]!.indexOf('Rent period');
    const rows = csv.slice(1).filter((r) => r.length > 1);
    // The page mixes periods, ordered by the service by the amount advertised (a day’s rent before a week’s).
    expect(new Set(rows.map((r) => r[period])).size).toBeGreaterThan(1);
    expectAscending(rows.map((r) => (r[yearly] === '' ? null : Number(r[yearly]))));
    const book = await read(xlsx);
    const sheet = book.getWorksheet('Listings')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Rent per year (AED)');
    const written: (number | null)[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1)
        written.push(typeof row.getCell(column).value === 'number' ? (row.getCell(column).value as number) : null);
    });
    expectAscending(written);
    const about: string[] = [];
    book.getWorksheet('About')!.eachRow((row) => about.push((row.values as unknown[]).slice(1).join(' ')));
    expect(about.join('\n')).toMatch(
      /orders rents by the amount advertised, so the rows of this file are ordered by rent per year/,
    );
    // One period: the service's order is rent per year's already, and nothing is said.
    const monthly = await aqar([...query, '--sort-order', 'lowest_price', '--rent-frequency', 'monthly'], rentEnv);
    expect(monthly.code, monthly.err).toBe(0);
    expect(monthly.err).not.toMatch(/orders rents by the amount advertised/);
  }, 60_000);
});

/** A title a CSV must quote: a comma and double quotes. */
const TRICKY = 'Marina Gate, "Sea view" 2BR';

/** Gives the first listing of the first cached page of a search the tricky title, as if the service had sent it. */
function retitleFirstListing(dataDir: string): string {
  const db = new BetterSqlite3(join(dataDir, 'cache.db'));
  try {
    const rows = db
      .prepare<[], { cache_key: string; params: string; body: string }>(
        "SELECT cache_key, params, body FROM responses WHERE operation = 'search-property'",
      )
      .all();
    // Page 1 is the default page: its key has no page.
    const first = rows.find((r) => (JSON.parse(r.params) as { page?: number }).page === undefined)!;
    const body = JSON.parse(first.body) as { data: Record<string, unknown> };
    const hits = Object.values(body.data).find(Array.isArray) as { externalID: string; title: unknown }[];
    const listing = hits[0]!;
    listing.title = typeof listing.title === 'string' ? TRICKY : { ...(listing.title as object), en: TRICKY };
    // The normalized copy saved beside the body is dropped, so both readers normalize the body again.
    db.prepare('UPDATE responses SET body = ?, normalized = NULL, normalizer = NULL WHERE cache_key = ?').run(
      JSON.stringify(body),
      first.cache_key,
    );
    return listing.externalID;
  } finally {
    db.close();
  }
}

/** A workbook cell as the CSV writes it: dates on the UAE clock as YYYY-MM-DD[ HH:MM], numbers plainly. */
function asCsv(value: ExcelJS.CellValue, format: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return format.includes('hh:mm') ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
  }
  return String(value);
}

describe('aqar --csv beside --xlsx', () => {
  it('writes the workbook columns, headers and values, quoted by RFC 4180 with CRLF and a BOM', async () => {
    const csvEnv = { AQAR_DATA_DIR: join(dir.path, 'csv-data') };
    const query = ['search-property', '--demo', '--purpose', 'for-rent', '--location', 'Dubai Marina'];
    const paging = ['--all-pages', '--max-pages', '2'];
    const online = await aqar([...query, ...paging, '--csv', join(dir.path, 'online.csv')], csvEnv);
    expect(online.code, online.err).toBe(0);
    const id = retitleFirstListing(csvEnv.AQAR_DATA_DIR);
    const csvFile = join(dir.path, 'both.csv');
    const xlsxFile = join(dir.path, 'both.xlsx');
    const run = await aqar(
      [...query, ...paging, '--offline', '--display-unit', 'sqm', '--csv', csvFile, '--xlsx', xlsxFile],
      csvEnv,
    );
    expect(run.code, run.err).toBe(0);

    const text = readFileSync(csvFile, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/\n/);
    expect(text).toContain(`"Marina Gate, ""Sea view"" 2BR",`);
    const [header, ...rows] = parseCsv(text);

    const sheet = (await read(xlsxFile)).getWorksheet('Listings')!;
    const xlsxHeader = (sheet.getRow(1).values as unknown[]).slice(1);
    // The workbook's headers; its dates and times say their zone, which only the workbook's About sheet says there.
    expect(header).toEqual(xlsxHeader.map((h) => (h === 'Listed' || h === 'Updated' ? `${h} (UAE time)` : h)));
    expect(header).toContain('AED per m² (rents yearly)');
    expect(rows.length).toBe(sheet.rowCount - 1);
    expect(rows.length).toBeGreaterThan(24);
    rows.forEach((row, r) => {
      const written = sheet.getRow(r + 2);
      const expected = header!.map((_, c) => asCsv(written.getCell(c + 1).value, written.getCell(c + 1).numFmt ?? ''));
      expect(row, `row ${r + 2}`).toEqual(expected);
    });
    const idColumn = header!.indexOf('Listing id');
    const tricky = rows.find((row) => row[idColumn] === id)!;
    expect(tricky[header!.indexOf('Title')]).toBe(TRICKY);
    // Flags read Yes / No, in both files.
    expect(new Set(rows.map((row) => row[header!.indexOf('Verified')]))).toEqual(new Set(['Yes', 'No']));
    // Coded values read as the grid names them; a daily let has no AED per area (its per-night price over the area
    // means nothing), in both files.
    const frequency = header!.indexOf('Rent period');
    expect(new Set(rows.map((row) => row[frequency]))).toContain('Yearly');
    const perArea = header!.indexOf('AED per m² (rents yearly)');
    for (const row of rows.filter((row) => row[frequency] === 'Daily')) expect(row[perArea]).toBe('');
  }, 90_000);
});

describe('aqar --xlsx and --csv in Arabic', () => {
  it('words headers, coded values, the sheet and the About sheet in the data language, right to left', async () => {
    const arEnv = { AQAR_DATA_DIR: join(dir.path, 'ar-data') };
    const xlsxFile = join(dir.path, 'ar.xlsx');
    const csvFile = join(dir.path, 'ar.csv');
    const query = ['search-property', '--demo', '--purpose', 'for-rent', '--location', 'Dubai Marina', '--langs', 'ar'];
    const run = await aqar([...query, '--display-unit', 'sqm', '--xlsx', xlsxFile, '--csv', csvFile], arEnv);
    expect(run.code, run.err).toBe(0);
    const book = await read(xlsxFile);
    expect(book.worksheets.map((w) => w.name)).toEqual(['About', 'الإعلانات']);
    const sheet = book.getWorksheet('الإعلانات')!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(headers).toContain('الإيجار المعلن (درهم)');
    expect(headers).toContain('درهم لكل م² (الإيجار سنوي)');
    expect(headers).toContain('غرف النوم (0 = استوديو)');
    // No header is left in English.
    for (const header of headers) expect(header, header).not.toMatch(/[A-Za-z]{3,}/);
    const purpose = headers.indexOf('الغرض') + 1;
    expect(sheet.getRow(2).getCell(purpose).value).toBe('للإيجار');
    const about = book.getWorksheet('About')!;
    const facts = new Map<unknown, unknown>();
    about.eachRow((row) => facts.set(row.getCell(1).value, row.getCell(2).value));
    expect(facts.get('وحدة المساحة')).toBe('م²');
    const [csvHeader, first] = parseCsv(readFileSync(csvFile, 'utf8').replace(/^\uFEFF/, ''));
    expect(csvHeader).toEqual(
      headers.map((h) => (h === 'تاريخ الإدراج' || h === 'آخر تحديث' ? `${h} (بتوقيت الإمارات)` : h)),
    );
    expect(first![purpose - 1]).toBe('للإيجار');
  }, 60_000);
});

describe('aqar compare', () => {
  it('pins by id and by name, lists, shows, exports and removes', async () => {
    const search = await aqar(
      // Units of one kind: the panel ranks prices only among those (a 1-bed is no better buy than a 4-bed).
      [
        'search-property',
        '--demo',
        '--purpose',
        'for-sale',
        '--location',
        'Dubai Marina',
        '--rooms',
        '2',
        '--property-type',
        'apartments',
        '--json',
      ],
      env,
    );
    const ids = (JSON.parse(search.out) as { records: { externalID: string }[] }).records
      .slice(0, 3)
      .map((r) => r.externalID);
    const added = await aqar(['compare', 'add', 'listing', ...ids, '--demo'], env);
    expect(added.code).toBe(0);
    expect(added.out.trim().split('\n')).toHaveLength(3);
    const places = await aqar(['compare', 'add', 'place', '--name', 'Dubai Marina', '--demo'], env);
    expect(places.code).toBe(0);
    expect(places.out).toMatch(/1\. Dubai Marina/);
    const shown = await aqar(['compare', 'show', 'listing', '--demo', '--json'], env);
    const view = JSON.parse(shown.out) as { items: { id: string }[]; rows: { id: string; best: unknown }[] };
    expect(view.items.map((i) => i.id)).toEqual(ids);
    expect(view.rows.find((r) => r.id === 'price')!.best).not.toBeNull();
    const text = await aqar(['compare', 'show', 'listing', '--demo'], env);
    expect(text.out).toMatch(/^Price: .*\(best: lowest price\)$/m);
    // Codes and yes/no in words, as the panel and the export show them.
    expect(text.out).toMatch(/^Type: Apartment │ Apartment │ Apartment$/m);
    expect(text.out).not.toMatch(/: (true|false|apartments)\b/);
    const file = join(dir.path, 'compare.xlsx');
    const exported = await aqar(['compare', 'export', 'listing', '--demo', '--xlsx', file, '--lang', 'ar'], env);
    expect(exported.code).toBe(0);
    const book = await read(file);
    // Worded as the panel words it in Arabic, though the CLI sends no words of its own.
    expect(book.worksheets.map((w) => w.name).slice(0, 2)).toEqual(['About', 'المقارنة']);
    const comparison = book.getWorksheet('المقارنة')!;
    expect(comparison.views[0]).toMatchObject({ rightToLeft: true });
    expect(comparison.getRow(1).getCell(1).value).toBe('المقياس');
    const measures = comparison.getColumn(1).values.slice(2);
    expect(measures).toContain('السعر (درهم)');
    expect(measures).toContain('درهم لكل قدم²');
    const priceRow = measures.indexOf('السعر (درهم)') + 2;
    expect(String(comparison.getRow(priceRow).getCell(ids.length + 2).value)).toMatch(/^الأفضل: الأقل أفضل \(/);
    const removed = await aqar(['compare', 'remove', 'listing', ids[0]!, '--demo', '--json'], env);
    expect((JSON.parse(removed.out) as { pins: { id: string }[] }).pins.map((p) => p.id)).toEqual(ids.slice(1));
    const bad = await aqar(['compare', 'add', 'building', '1', '--demo'], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/KIND is one of listing, project/);
  }, 60_000);
});
