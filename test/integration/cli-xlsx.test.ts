// `--xlsx FILE` and `aqar compare` on the real core: the issue's acceptance command writes one typed row per
// listing (prices as numbers in an AED format) under a frozen, filtered header, with an About sheet naming the query.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
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
    const priceColumn = headers.indexOf('Price (AED)');
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
    expect(cellOf(book.Sheets.Listings!, 'B2')).toMatchObject({ t: 'n', z: '"AED "#,##0' });
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

describe('aqar compare', () => {
  it('pins by id and by name, lists, shows, exports and removes', async () => {
    const search = await aqar(
      ['search-property', '--demo', '--purpose', 'for-sale', '--location', 'Dubai Marina', '--json'],
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
    const file = join(dir.path, 'compare.xlsx');
    const exported = await aqar(['compare', 'export', 'listing', '--demo', '--xlsx', file, '--lang', 'ar'], env);
    expect(exported.code).toBe(0);
    const book = await read(file);
    expect(book.worksheets.map((w) => w.name).slice(0, 2)).toEqual(['About', 'Comparison']);
    expect(book.getWorksheet('Comparison')!.views[0]).toMatchObject({ rightToLeft: true });
    const removed = await aqar(['compare', 'remove', 'listing', ids[0]!, '--demo', '--json'], env);
    expect((JSON.parse(removed.out) as { pins: { id: string }[] }).pins.map((p) => p.id)).toEqual(ids.slice(1));
    const bad = await aqar(['compare', 'add', 'building', '1', '--demo'], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/KIND is one of listing, project/);
  }, 60_000);
});
