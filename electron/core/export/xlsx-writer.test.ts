// The workbook writer, checked with exceljs's reader, with SheetJS (an independent reader) and with the raw XML:
// sheet names, typed values (numbers, dates, studios as 0; flags as Yes / No text in the workbook's language),
// number formats, the frozen header, the auto-filter, the About sheet in English and in Arabic, Arabic text and
// right-to-left sheets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Lang } from '#shared/domain/lang';
import type { Cell, TableColumn } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { cellOf, loadSheetJs, readWorkbook } from '../../../test/support/sheetjs';
import { makeTempDir } from '../../../test/support/temp-dir';
import { unzip } from '../../../test/support/unzip';
import { aboutSheet, type AboutFacts } from './about-sheet';
import type { SheetPlan } from './workbook-plan';
import { writeXlsx } from './xlsx-writer';
import { csvText } from './csv-writer';

const dir = makeTempDir('aqar-xlsx-');
afterAll(() => dir.remove());
const sheetjs = await loadSheetJs();

const COLUMNS: TableColumn[] = [
  { id: 'id', header: 'Listing id', kind: 'text' },
  { id: 'title', header: 'Title', kind: 'text' },
  { id: 'price', header: 'Price (AED)', kind: 'aed' },
  { id: 'rooms', header: 'Bedrooms', kind: 'integer' },
  { id: 'area', header: 'Area', kind: 'area' },
  { id: 'ppa', header: 'AED per area', kind: 'aedPerArea' },
  { id: 'yield', header: 'Yield', kind: 'percent' },
  { id: 'listed', header: 'Listed', kind: 'datetime' },
  { id: 'handover', header: 'Handover', kind: 'date' },
  { id: 'verified', header: 'Verified', kind: 'boolean' },
  { id: 'note', header: 'Note', kind: 'text' },
];

const ARABIC = 'شقة فاخرة في دبي مارينا';
const ROWS: Cell[][] = [
  ['L1', ARABIC, 1_250_000, 0, 500, 2500, 0.053, '2024-03-05T10:30:00Z', '2026-12-31', true, '=HYPERLINK("x")'],
  ['L2', 'Villa\u0007 with bell', 3_500_000, 4, 4000, 875, null, 'not a date', '2025-01-01', false, 'plain'],
  ['L3', null, null, null, null, null, null, null, null, null, null],
];

const FACTS: AboutFacts = {
  title: 'Properties for sale in Dubai Marina',
  parameters: [{ name: 'purpose', value: 'for-sale' }],
  source: { kind: 'live', baseUrl: 'https://gateway.example.com' },
  fetched: { oldest: '2024-03-01T08:00:00.000Z', newest: '2024-03-02T09:15:00.000Z' },
  appVersion: '9.9.9',
  exportedAt: '2024-03-03T10:00:00.000Z',
  lang: 'ar',
  areaUnit: 'sqft',
  notes: ['Sorted by Price (AED), highest or latest first.'],
};

/** A workbook of the rows in `lang` (Arabic data sheets read right to left, as the export service sets them). */
async function write(name: string, unit: AreaUnit, lang: Lang, exceljsRows = false): Promise<string> {
  const file = join(dir.path, name);
  const data: SheetPlan = {
    name: 'Listings',
    columns: COLUMNS,
    rows: ROWS,
    rowsTotal: ROWS.length,
    rightToLeft: lang === 'ar',
    autoFilter: true,
  };
  const outcome = await writeXlsx(
    file,
    [aboutSheet({ ...FACTS, lang, areaUnit: unit }, [{ name: 'Listings', rows: 3 }]), data],
    {
      unit,
      lang,
      checkpoint: () => new Promise((resolve) => setImmediate(resolve)),
      exceljsRows,
    },
  );
  expect(outcome).toEqual({ rows: 3, sheetNames: ['About', 'Listings'] });
  return file;
}

const file = await write('listings.xlsx', 'sqft', 'ar');
const sqm = await write('listings-sqm.xlsx', 'sqm', 'en');
const throughExceljs = await write('listings-exceljs.xlsx', 'sqft', 'ar', true);

async function read(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}

/** The About sheet's facts by label, with its header. */
function aboutOf(workbook: ExcelJS.Workbook): { header: unknown; facts: Map<string, unknown> } {
  const about = workbook.getWorksheet('About')!;
  const facts = new Map<string, unknown>();
  about.eachRow((row, n) => {
    if (n > 1) facts.set(String(row.getCell(1).value), row.getCell(2).value);
  });
  return { header: about.getRow(1).getCell(1).value, facts };
}

describe('the xlsx writer (exceljs reader)', () => {
  it('writes the About sheet first, stating the query, source, times, rows and app, in English left to right', async () => {
    const workbook = await read(sqm);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['About', 'Listings']);
    const { header, facts } = aboutOf(workbook);
    expect(header).toBe('About this workbook');
    expect(facts.get('Query')).toBe('Properties for sale in Dubai Marina');
    expect(facts.get('Parameter: purpose')).toBe('for-sale');
    expect(facts.get('Source')).toBe('Live data service');
    expect(facts.get('Base URL')).toBe('https://gateway.example.com');
    expect(facts.get('Data fetched, oldest')).toEqual(new Date(Date.UTC(2024, 2, 1, 12, 0))); // UAE time
    expect(facts.get('Rows')).toBe(3);
    expect(facts.get('Language')).toBe('English (en)');
    expect(facts.get('Area unit')).toBe('m²');
    expect(facts.get('Times')).toBe('UAE time (UTC+4)');
    expect(facts.get('App')).toBe('Aqar Lens 9.9.9');
    expect(facts.get('Note')).toMatch(/^Sorted by Price/);
    expect(workbook.getWorksheet('About')!.views[0]?.rightToLeft ?? false).toBe(false);
  });

  it('writes the About sheet of an Arabic workbook in Arabic, right to left, its values as they are', async () => {
    const workbook = await read(file);
    const { header, facts } = aboutOf(workbook);
    expect(header).toBe('عن هذا المصنف');
    expect([...facts.keys()]).toEqual([
      'البحث',
      'المعامل: purpose',
      'مصدر البيانات',
      'العنوان الأساسي',
      'جلب البيانات، الأقدم',
      'جلب البيانات، الأحدث',
      'وقت التصدير',
      'الصفوف',
      'اللغة',
      'وحدة المساحة',
      'الأوقات',
      'التطبيق',
      'ملاحظة',
    ]);
    // No label is left in English.
    for (const label of facts.keys()) expect(label).not.toMatch(/^(Query|Source|Rows|App|Note|Language)\b/);
    expect(facts.get('مصدر البيانات')).toBe('خدمة البيانات المباشرة');
    expect(facts.get('العنوان الأساسي')).toBe('https://gateway.example.com');
    expect(facts.get('الصفوف')).toBe(3);
    expect(facts.get('اللغة')).toBe('العربية (ar)؛ أوراق البيانات من اليمين إلى اليسار');
    expect(facts.get('الأوقات')).toBe('بتوقيت الإمارات (UTC+4)');
    expect(facts.get('التطبيق')).toBe('Aqar Lens 9.9.9');
    expect(workbook.getWorksheet('About')!.views[0]).toMatchObject({ rightToLeft: true });
  });

  it('types every cell: numbers, studios as 0, dates on the UAE clock, flags as Yes / No, text never a formula', async () => {
    const sheet = (await read(file)).getWorksheet('Listings')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS.map((c) => c.header)]);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(ARABIC);
    expect(row.getCell(3).value).toBe(1_250_000);
    expect(row.getCell(4).value).toBe(0);
    expect(row.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(7).value).toBe(0.053);
    expect(row.getCell(8).value).toEqual(new Date(Date.UTC(2024, 2, 5, 14, 30)));
    expect(row.getCell(9).value).toEqual(new Date(Date.UTC(2026, 11, 31)));
    expect(row.getCell(10).value).toBe('نعم');
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(11).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(11).value).toBe('=HYPERLINK("x")');
    const second = sheet.getRow(3);
    expect(second.getCell(2).value).toBe('Villa with bell');
    expect(second.getCell(8).value).toBe('not a date');
    expect(second.getCell(10).value).toBe('لا');
    expect(sheet.getRow(4).getCell(3).value).toBeNull();
    expect(sheet.getRow(4).getCell(10).value).toBeNull();
    const english = (await read(sqm)).getWorksheet('Listings')!;
    expect([2, 3].map((r) => english.getRow(r).getCell(10).value)).toEqual(['Yes', 'No']);
  });

  it('formats AED, area, AED per area, percent and dates, in the display unit and the file’s language', async () => {
    const sheet = (await read(file)).getWorksheet('Listings')!;
    const formats = [3, 4, 5, 6, 7, 8, 9].map((c) => sheet.getRow(2).getCell(c).numFmt);
    // The Arabic file writes the dirham and the unit as the Arabic screens do ("AED" and "sq ft" read as English).
    expect(formats).toEqual([
      '#,##0" د.إ."',
      '#,##0',
      '#,##0" قدم²"',
      '#,##0" د.إ. / قدم²"',
      '0.0%',
      'yyyy-mm-dd hh:mm',
      'yyyy-mm-dd',
    ]);
    const metric = (await read(sqm)).getWorksheet('Listings')!.getRow(2);
    expect(metric.getCell(5).value).toBe(46.45);
    expect(metric.getCell(5).numFmt).toBe('#,##0" m²"');
    expect(metric.getCell(6).value).toBe(26909.78);
    expect(metric.getCell(6).numFmt).toBe('"AED "#,##0" / m²"');
  });

  it('freezes the header row, filters every row, and reads right to left for Arabic data', async () => {
    const sheet = (await read(file)).getWorksheet('Listings')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
    expect(sheet.autoFilter).toBe('A1:K4');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(24);
    const english = (await read(sqm)).getWorksheet('Listings')!;
    expect(english.views[0]).toMatchObject({ state: 'frozen', rightToLeft: false });
  });
});

describe('the row serializer', () => {
  it("writes the cells exceljs's own row objects write: same values, types and formats", async () => {
    const ours = (await read(file)).getWorksheet('Listings')!;
    const theirs = (await read(throughExceljs)).getWorksheet('Listings')!;
    expect(ours.rowCount).toBe(theirs.rowCount);
    for (let r = 1; r <= theirs.rowCount; r++) {
      for (let c = 1; c <= COLUMNS.length; c++) {
        const [a, b] = [ours.getRow(r).getCell(c), theirs.getRow(r).getCell(c)];
        // An empty cell has no format to compare: exceljs writes it styled, the serializer leaves it out.
        const format = (cell: ExcelJS.Cell) => (cell.value === null ? null : cell.numFmt);
        expect({ at: `${r}:${c}`, value: a.value, type: a.type, numFmt: format(a) }).toEqual({
          at: `${r}:${c}`,
          value: b.value,
          type: b.type,
          numFmt: format(b),
        });
      }
    }
  });
});

describe('the xlsx writer (raw XML)', () => {
  const parts = unzip(readFileSync(file));
  const listings = parts.get('xl/worksheets/sheet2.xml')!;

  it('holds a frozen pane, an auto-filter and a right-to-left view, and no formula at all', () => {
    expect(listings).toMatch(/<sheetView[^>]*rightToLeft="1"/);
    expect(listings).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
    expect(listings).toContain('<autoFilter ref="A1:K4"/>');
    expect(listings).not.toMatch(/<f>/);
    expect(listings).toContain(ARABIC);
    expect(parts.get('xl/styles.xml')).toContain('formatCode="#,##0&quot; د.إ.&quot;"');
  });
});

describe.skipIf(!sheetjs.xlsx)(
  `the xlsx writer (SheetJS reader)${sheetjs.reason ? `: skipped, ${sheetjs.reason}` : ''}`,
  () => {
    it('reads the same sheets, types, formats, filter, Arabic text and right-to-left view', () => {
      const workbook = readWorkbook(sheetjs.xlsx!, file, { cellDates: true, cellNF: true });
      expect(workbook.SheetNames).toEqual(['About', 'Listings']);
      const sheet = workbook.Sheets.Listings!;
      expect(sheet['!ref']).toBe('A1:K4');
      expect(sheet['!autofilter']?.ref).toBe('A1:K4');
      expect(cellOf(sheet, 'B2')).toMatchObject({ t: 's', v: ARABIC });
      expect(cellOf(sheet, 'C2')).toMatchObject({ t: 'n', v: 1_250_000, z: '#,##0" د.إ."', w: '1,250,000 د.إ.' });
      expect(cellOf(sheet, 'D2')).toMatchObject({ t: 'n', v: 0 });
      expect(cellOf(sheet, 'G2')).toMatchObject({ t: 'n', v: 0.053, w: '5.3%' });
      expect(cellOf(sheet, 'H2')?.t).toBe('d');
      expect((cellOf(sheet, 'H2')?.v as Date).toISOString()).toBe('2024-03-05T14:30:00.000Z');
      expect(cellOf(sheet, 'J2')).toMatchObject({ t: 's', v: 'نعم' });
      expect(cellOf(sheet, 'J3')).toMatchObject({ t: 's', v: 'لا' });
      expect(cellOf(sheet, 'K2')).toMatchObject({ t: 's', v: '=HYPERLINK("x")' });
      expect(cellOf(sheet, 'K2')?.f).toBeUndefined();
      expect(workbook.Workbook?.Views?.[0]?.RTL).toBe(true);
      const about = workbook.Sheets.About!;
      expect(cellOf(about, 'A1')).toMatchObject({ t: 's', v: 'عن هذا المصنف' });
      expect(cellOf(about, 'A2')).toMatchObject({ t: 's', v: 'البحث' });
      expect(cellOf(about, 'B2')).toMatchObject({ t: 's', v: 'Properties for sale in Dubai Marina' });
      expect(readWorkbook(sheetjs.xlsx!, sqm).Workbook?.Views?.[0]?.RTL ?? false).toBe(false);
    });
  },
);

// Issue 34: months were written as text ("2026-08"), so a spreadsheet could neither sort nor chart them as dates.
describe('a month column', () => {
  it('is written as the month’s first day with a month format; a CSV keeps "2026-08"', async () => {
    const path = join(dir.path, 'months.xlsx');
    const columns: TableColumn[] = [
      { id: 'month', header: 'Month', kind: 'month' },
      { id: 'count', header: 'Transactions', kind: 'integer' },
    ];
    const rows: Cell[][] = [
      ['2026-08', 12],
      ['2025-12', 3],
      ['not a month', 1],
    ];
    const plan: SheetPlan = { name: 'Trend', columns, rows, rowsTotal: 3, rightToLeft: false, autoFilter: true };
    await writeXlsx(path, [plan], { unit: 'sqft', lang: 'en', checkpoint: async () => {} });
    const sheet = (await read(path)).getWorksheet('Trend')!;
    const first = sheet.getRow(2).getCell(1);
    expect(first.value).toBeInstanceOf(Date);
    expect((first.value as Date).toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(first.numFmt).toBe('mmm yyyy');
    expect(sheet.getRow(4).getCell(1).value).toBe('not a month');
    if (sheetjs.xlsx) {
      const book = readWorkbook(sheetjs.xlsx, path, { cellDates: true, cellNF: true });
      expect(cellOf(book.Sheets.Trend!, 'A2')).toMatchObject({ t: 'd', w: 'Aug 2026' });
    }
    const csv = csvText(columns, rows, { unit: 'sqft', lang: 'en' });
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['2026-08,12', '2025-12,3']);
  });
});

describe('the xlsx writer with text a spreadsheet could take for a formula or reorder', () => {
  const RISKY = [' =1+1', '\t=1+1', '＝1+1', '＋971 4 000', '－1+1', '＠SUM(A1)', '  ＝HYPERLINK("x")'];
  const title = '\u202Egnp.exe\u202C Villa';

  async function risky(): Promise<{ path: string; xml: string }> {
    const path = join(dir.path, 'risky.xlsx');
    const plan: SheetPlan = {
      name: 'Listings',
      columns: [
        { id: 'note', header: 'Note', kind: 'text' },
        { id: 'title', header: 'Title', kind: 'text' },
      ],
      rows: RISKY.map((text) => [text, title]),
      rowsTotal: RISKY.length,
      rightToLeft: false,
      autoFilter: true,
    };
    await writeXlsx(path, [plan], { unit: 'sqft', lang: 'en', checkpoint: async () => {} });
    return { path, xml: unzip(readFileSync(path)).get('xl/worksheets/sheet1.xml')! };
  }

  it('keeps formula-like text (leading spaces, tabs, full-width signs) as text cells, never formulas', async () => {
    const { path, xml } = await risky();
    expect(xml).not.toMatch(/<f>/);
    const sheet = (await read(path)).getWorksheet('Listings')!;
    RISKY.forEach((text, i) => {
      const cell = sheet.getRow(i + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
    });
  });

  it('writes a title without the bidirectional controls the service sent', async () => {
    const sheet = (await read((await risky()).path)).getWorksheet('Listings')!;
    expect(sheet.getRow(2).getCell(2).value).toBe('gnp.exe Villa');
  });
});
