// Grid exports on the real core: every fetched page of a search, read back from the offline cache by the worker,
// with the grid's columns, headers, labels, sort and filters; Arabic workbooks right to left, their About sheet in
// Arabic; flags as Yes / No in the workbook's language; AED per area as the grid shows it (none for daily lets);
// pages never fetched named; a clear error for a bad column or a search never run.
import { worded } from '../../support/worded';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import type { ListingSummary } from '#shared/domain/listing';
import { meaningfulPricePerSqft } from '#shared/domain/rent';
import type { ChannelInput, DataRequest, ExportResult } from '#shared/ipc/contract';
import { cellOf, loadSheetJs, readWorkbook } from '../../support/sheetjs';
import { makeTempDir } from '../../support/temp-dir';

const dir = makeTempDir('aqar-grid-export-');
const sheetjs = await loadSheetJs();
let core: Core;
let request: DataRequest;
let listings: ListingSummary[] = [];

async function exportGrid(input: Partial<ChannelInput<'export:grid'>> & { file?: string }): Promise<ExportResult> {
  const { file = 'grid.xlsx', ...rest } = input;
  const result = await core.dispatch('export:grid', {
    format: 'xlsx',
    destination: { kind: 'path', path: join(dir.path, file) },
    request,
    columns: [{ id: 'title' }, { id: 'price' }, { id: 'rooms' }],
    ...rest,
  });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as ExportResult;
}

async function workbook(file: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(join(dir.path, file));
  return book;
}

function about(book: ExcelJS.Workbook): Map<string, unknown> {
  const facts = new Map<string, unknown>();
  book.getWorksheet('About')!.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
  return facts;
}

beforeAll(async () => {
  core = await createCore({
    dataDir: join(dir.path, 'data'),
    host: 'test',
    version: '1.2.3',
    settings: { limits: { perSecond: 100, concurrency: 8 } },
    log: () => {},
  });
  const place = await core.dispatch('data:fetch', {
    operation: 'autocomplete',
    // As the window's place picker asks: in every language, so the place's names are stored for free.
    params: { query: 'Jumeirah Village Circle', langs: ['en', 'ar', 'ru', 'zh'] },
  });
  if (!place.ok) throw new Error(place.error.message);
  const id = (place.value as { result: { items: { externalID: string }[] } }).result.items[0]!.externalID;
  request = { operation: 'search-property', params: { purpose: 'for-rent', location_ids: id, langs: ['en', 'ar'] } };
  const pages = new Map<number, ListingSummary[]>();
  const off = core.events.subscribe((event, payload) => {
    if (event === 'fetch:page') {
      const page = payload as { page: number; items: ListingSummary[] };
      pages.set(page.page, page.items);
    }
  });
  const summary = await core.dispatch('data:fetch-all', { taskId: 'jvc', request });
  off();
  if (!summary.ok) throw new Error(summary.error.message);
  listings = [...pages.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, items]) => items);
}, 60_000);

afterAll(async () => {
  await core.close();
  dir.remove();
});

describe('grid exports', () => {
  it('writes every fetched row with the grid columns, headers, labels and sort, and says so in About', async () => {
    const result = await exportGrid({
      file: 'arabic.xlsx',
      columns: [
        { id: 'price', header: 'السعر' },
        { id: 'rooms' },
        { id: 'purpose', labels: { 'for-rent': 'للإيجار' } },
        { id: 'title' },
        { id: 'area' },
        { id: 'createdAt' },
      ],
      sort: [{ column: 'price', direction: 'desc' }],
      presentation: { lang: 'ar', areaUnit: 'sqm' },
    });
    const ids = new Set(listings.map((l) => l.externalID));
    expect(result.rows).toBe(ids.size);
    expect(result.sheets).toEqual(['About', 'الإعلانات']);
    expect(result.missingPages).toEqual([]);
    const book = await workbook('arabic.xlsx');
    const sheet = book.getWorksheet('الإعلانات')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
    // A rent's figures stand together around the price asked for: per year before it, its period after (issue 34).
    expect(sheet.autoFilter).toBe(`A1:H${ids.size + 1}`);
    expect(sheet.getRow(1).getCell(2).value).toBe('السعر');
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/سنوي|السنة/);
    // A column the caller sent no header for is headed in the workbook's language, in its unit.
    expect(sheet.getRow(1).getCell(7).value).toBe('المساحة (م²)');
    expect(sheet.getRow(1).getCell(4).value).toBe('غرف النوم (0 = استوديو)');
    const prices = listings.map((l) => l.price).sort((a, b) => b - a);
    const written: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) written.push(row.getCell(2).value as number);
    });
    expect(written).toEqual(prices);
    const top = listings.find((l) => l.price === prices[0])!;
    const first = sheet.getRow(2);
    expect(first.getCell(2).numFmt).toBe('#,##0" د.إ."');
    expect(first.getCell(5).value).toBe('للإيجار');
    expect(first.getCell(6).value).toBe(top.title.ar);
    expect(first.getCell(7).value).toBeCloseTo(top.areaSqft! / 10.7639, 1);
    expect(first.getCell(8).value).toBeInstanceOf(Date);
    const studio = listings.find((l) => l.rooms === 0);
    if (studio) {
      let found = false;
      sheet.eachRow((row) => {
        if (row.getCell(6).value === studio.title.ar) found = row.getCell(4).value === 0;
      });
      expect(found).toBe(true);
    }
    // The About sheet of an Arabic workbook is Arabic and right to left; a place is named in Arabic where the offline
    // cache knows that name (the window shows it so), other names and values stay as they are.
    expect(book.getWorksheet('About')!.views[0]).toMatchObject({ rightToLeft: true });
    const facts = about(book);
    expect(facts.has('عن هذا المصنف')).toBe(true);
    expect(facts.get('البحث')).toBe('العقارات للإيجار في قرية جميرا الدائرية');
    // Parameters named in the workbook's language, a place by its name before its id.
    expect(String(facts.get('المعامل: المواقع'))).toMatch(/^قرية جميرا الدائرية \(\d+\)$/);
    expect(facts.has('المعامل: location_ids')).toBe(false);
    // Coded values in the workbook's language; the language and page asked are not parameters the broker set.
    expect(facts.get('المعامل: الغرض')).toBe('للإيجار');
    expect(facts.has('المعامل: langs')).toBe(false);
    expect(facts.has('المعامل: operation')).toBe(false);
    expect(facts.get('مصدر البيانات')).toMatch(/^خدمة البيانات التجريبية/);
    expect(facts.get('الصفوف')).toBe(ids.size);
    expect(facts.get('جلب البيانات، الأحدث')).toBeInstanceOf(Date);
    expect(facts.get('التطبيق')).toBe('Aqar Lens 1.2.3');
    expect(facts.get('ملاحظة')).toBe('مرتبة حسب السعر، الأعلى أو الأحدث أولًا.');
    expect([...facts.keys()].filter((label) => /^[A-Z]/.test(label))).toEqual([]);
  });

  it('writes the About sheet of an English workbook in English, left to right', async () => {
    await exportGrid({ file: 'english.xlsx' });
    const book = await workbook('english.xlsx');
    expect(book.getWorksheet('About')!.views[0]?.rightToLeft ?? false).toBe(false);
    const facts = about(book);
    expect(facts.has('About this workbook')).toBe(true);
    expect(facts.get('Query')).toBe('Properties for rent in Jumeirah Village Circle');
    expect(facts.get('Source')).toMatch(/^Demo data service/);
    expect(facts.get('Note')).toBe('In the order the data service returned the rows.');
  });

  it('writes flags as Yes / No in the workbook language, and AED per area as the grid shows it', async () => {
    await exportGrid({
      file: 'flags.xlsx',
      columns: [{ id: 'externalID' }, { id: 'verified' }, { id: 'rentFrequency' }, { id: 'pricePerArea' }],
      presentation: { lang: 'ru', areaUnit: 'sqft' },
    });
    const sheet = (await workbook('flags.xlsx')).getWorksheet('Объявления')!;
    const byId = new Map(listings.map((l) => [l.externalID, l]));
    const flags = new Set<unknown>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const listing = byId.get(String(row.getCell(1).value))!;
      expect(row.getCell(2).value).toBe(listing.isVerified ? 'Да' : 'Нет');
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
      flags.add(row.getCell(2).value);
      // A rental's yearly rent per area; nothing for a daily let (its per-night price over the area means nothing).
      const perArea = meaningfulPricePerSqft(listing);
      if (perArea === null) expect(row.getCell(4).value ?? null).toBeNull();
      else expect(row.getCell(4).value).toBeCloseTo(perArea, 2);
    });
    expect(flags.size).toBeGreaterThan(0);
    const daily = listings.find((l) => l.rentFrequency === 'daily' && l.areaSqft);
    if (daily) {
      let found = false;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === daily.externalID) found = row.getCell(4).value === null;
      });
      expect(found).toBe(true);
    }
  });

  it.skipIf(!sheetjs.xlsx)(`reads the same with SheetJS${sheetjs.reason ? `: skipped, ${sheetjs.reason}` : ''}`, () => {
    const book = readWorkbook(sheetjs.xlsx!, join(dir.path, 'arabic.xlsx'), { cellDates: true, cellNF: true });
    expect(book.SheetNames).toEqual(['About', 'الإعلانات']);
    const sheet = book.Sheets['الإعلانات']!;
    expect(cellOf(sheet, 'B2')).toMatchObject({ t: 'n', z: '#,##0" د.إ."' });
    expect(cellOf(sheet, 'H2')?.t).toBe('d');
    expect(book.Workbook?.Views?.[0]?.RTL).toBe(true);
    expect(sheet['!autofilter']?.ref).toBe(sheet['!ref']);
  });

  it('applies the grid filters and writes CSV with a BOM', async () => {
    const result = await exportGrid({
      file: 'cheap.csv',
      format: 'csv',
      filters: [{ column: 'price', type: 'range', max: 60_000 }],
    });
    const cheap = new Set(listings.filter((l) => l.price <= 60_000).map((l) => l.externalID));
    expect(result.rows).toBe(cheap.size);
    const text = readFileSync(join(dir.path, 'cheap.csv'), 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFTitle,Rent per year (AED),Advertised rent (AED),Rent period,Bedrooms (0 = studio)',
    );
    expect(text.trimEnd().split('\r\n')).toHaveLength(cheap.size + 1);
  });

  it('writes nothing for a caller that went away before the export began', async () => {
    const gone = await core.dispatch(
      'export:grid',
      {
        format: 'xlsx',
        destination: { kind: 'path', path: join(dir.path, 'gone.xlsx') },
        request,
        columns: [{ id: 'title' }],
      },
      { signal: AbortSignal.abort() },
    );
    expect(gone).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(readdirSync(dir.path).filter((f) => f.startsWith('gone.xlsx'))).toEqual([]);
  });

  it('reads a saved page whose normalized form has the wrong shape from its raw body again', async () => {
    core.data.store.db
      .prepare(
        `UPDATE responses SET normalized = '{"items":[{"x":1}]}' WHERE operation = 'search-property' AND params LIKE '%"page":2%'`,
      )
      .run();
    const result = await exportGrid({ file: 'reshaped.xlsx' });
    expect(result.rows).toBe(new Set(listings.map((l) => l.externalID)).size);
    expect(result.missingPages).toEqual([]);
  });

  it('names the pages that are not in the cache instead of inventing them', async () => {
    const pageThree = listings.slice(48, 72).map((l) => l.externalID);
    const removed = core.data.store.db
      .prepare("DELETE FROM responses WHERE operation = 'search-property' AND params LIKE '%\"page\":3%'")
      .run().changes;
    expect(removed).toBe(1);
    const result = await exportGrid({ file: 'gap.xlsx' });
    expect(result.missingPages).toEqual([3]);
    expect(result.rows).toBe(new Set(listings.map((l) => l.externalID).filter((id) => !pageThree.includes(id))).size);
    expect(worded(result.warnings)[0]).toMatch(/1 of \d+ pages is not in the offline cache .*page 3/);
    expect(about(await workbook('gap.xlsx')).get('Note')).toBeDefined();
  });

  it('refuses unknown columns and searches never run, naming what is wrong', async () => {
    const bad = await core.dispatch('export:grid', {
      format: 'xlsx',
      destination: { kind: 'path', path: join(dir.path, 'bad.xlsx') },
      request,
      columns: [{ id: 'title' }, { id: 'bogus' }],
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation', field: 'columns.1.id' } });
    const never = await core.dispatch('export:grid', {
      format: 'xlsx',
      destination: { kind: 'path', path: join(dir.path, 'never.xlsx') },
      request: { operation: 'search-property', params: { purpose: 'for-sale', location_ids: '987654' } },
      columns: [{ id: 'title' }],
    });
    expect(never).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(existsSync(join(dir.path, 'never.xlsx'))).toBe(false);
    expect(readdirSync(dir.path).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });
});
