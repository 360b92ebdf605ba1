// CSV exports: a byte-order mark, RFC 4180 quoting with CRLF, Arabic kept, formulas neutralized, values converted
// like the workbook's (display unit, UAE dates, studios as 0, flags as Yes / No in the file's language).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import type { Lang } from '#shared/domain/lang';
import { BOM, csvField, csvText, neutralizeFormula, quoteField, writeCsv } from './csv-writer';
import { toSheetValue } from './cell-values';
import type { SheetPlan } from './workbook-plan';

const dir = makeTempDir('aqar-csv-');
afterAll(() => dir.remove());

const plan: SheetPlan = {
  name: 'Listings',
  columns: [
    { id: 'title', header: 'العنوان', kind: 'text' },
    { id: 'price', header: 'Price, AED', kind: 'aed' },
    { id: 'rooms', header: 'Bedrooms', kind: 'integer' },
    { id: 'area', header: 'Area', kind: 'area' },
    { id: 'listed', header: 'Listed', kind: 'datetime' },
    { id: 'day', header: 'Day', kind: 'date' },
    { id: 'verified', header: 'Verified', kind: 'boolean' },
  ],
  rows: [
    ['شقة "فاخرة", مارينا', 1_250_000, 0, 1076.39, '2024-03-05T22:30:00Z', '2024-03-05', true],
    ['=cmd|"/c calc"!A1', -5, null, null, null, null, false],
    ['line one\nline two', null, 3, 100, 'soon', '2024-13-99', null],
  ],
  rowsTotal: 3,
  rightToLeft: true,
  autoFilter: true,
};

async function written(unit: 'sqft' | 'sqm', lang: Lang = 'en'): Promise<string> {
  const file = join(dir.path, `${unit}-${lang}.csv`);
  const rows = await writeCsv(file, plan, { unit, lang, checkpoint: async () => {} });
  expect(rows).toBe(3);
  return readFileSync(file, 'utf8');
}

describe('the CSV writer', () => {
  it('starts with a BOM, quotes by RFC 4180 with CRLF line ends, and keeps Arabic', async () => {
    const text = await written('sqft');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    // A CSV has no About sheet: its date-and-time column says the zone itself; a calendar day has none.
    expect(lines[0]).toBe('العنوان,"Price, AED",Bedrooms,Area,Listed (UAE time),Day,Verified');
    expect(lines[1]).toBe('"شقة ""فاخرة"", مارينا",1250000,0,1076.39,2024-03-06 02:30,2024-03-05,Yes');
    expect(lines[2]).toBe(`"'=cmd|""/c calc""!A1",-5,,,,,No`);
    expect(lines[3]).toBe('"line one\nline two",,3,100,soon,2024-13-99,');
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);
  });

  it("writes flags as Yes / No in the file's language, as the workbook does", async () => {
    const lines = (await written('sqft', 'ar')).slice(1).split('\r\n');
    expect([lines[1], lines[2], lines[3]].map((l) => l!.split(',').at(-1))).toEqual(['نعم', 'لا', '']);
    const ru = (await written('sqft', 'ru')).slice(1).split('\r\n');
    expect(ru[1]!.endsWith(',Да')).toBe(true);
  });

  it('gives the same text in one piece (the CLI) as streamed to a file', async () => {
    const text = csvText(plan.columns, plan.rows as (readonly (string | number | boolean | null)[])[], {
      unit: 'sqm',
      lang: 'zh',
    });
    expect(text).toBe(await written('sqm', 'zh'));
  });

  it('converts areas to the display unit', async () => {
    const lines = (await written('sqm')).slice(1).split('\r\n');
    expect(lines[1]!.split(',').at(-4)).toBe('100');
    expect(lines[3]!.split(',')[3]).toBe('9.29');
  });

  it('neutralizes every formula-starting text but not signed numbers', () => {
    expect(neutralizeFormula('=1+1')).toBe("'=1+1");
    expect(neutralizeFormula('+971 4 000')).toBe("'+971 4 000");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('\tx')).toBe("'\tx");
    expect(neutralizeFormula('-12.5')).toBe('-12.5');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('plain')).toBe('plain');
    expect(csvField(new Date(Date.UTC(2024, 0, 2, 3, 4)), 'datetime')).toBe('2024-01-02 03:04');
    expect(csvField(0, 'integer')).toBe('0');
  });

  it.each([
    [' =1+1'],
    ['   =HYPERLINK("http://x")'],
    ['\t=1+1'],
    [' \t +cmd'],
    ['\u00a0=1+1'],
    ['\u3000@SUM(A1)'],
    ['\r\n=1+1'],
    ['＝1+1'],
    ['＋971'],
    ['－1+1'],
    ['＠SUM(A1)'],
    ['  ＝1+1'],
  ])('neutralizes a formula after leading spaces or in full-width signs: %j', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
    expect(csvField(text, 'text').replace(/^"|"$/g, '')).toMatch(/^'/);
  });

  it('writes text without bidirectional controls, so a title cannot read reordered in a spreadsheet', () => {
    expect(csvField(toSheetValue('\u202Egnp.exe\u202C Villa', 'text', 'sqft', 'en'), 'text')).toBe('gnp.exe Villa');
    expect(
      csvText([{ id: 't', header: 'Title', kind: 'text' }], [['\u2067x\u2069 \u202Ay\u202C']], {
        unit: 'sqft',
        lang: 'en',
      }),
    ).toBe(`${BOM}Title\r\nx y\r\n`);
  });

  it('leaves text that only holds such a sign later, and plain numbers, as they are', () => {
    for (const text of ['Villa =1', 'a+b', ' 12.5', '-3', '+4', 'Marina @ JBR', '１＋１']) {
      expect(neutralizeFormula(text)).toBe(text);
    }
  });

  it('writes a fraction of a percent column as a percentage with two decimals, which a spreadsheet reads back', () => {
    expect(csvField(0.74, 'percent')).toBe('74.00%');
    expect(csvField(0.07119, 'percent')).toBe('7.12%');
    expect(csvField(0.02, 'percent')).toBe('2.00%');
    expect(csvField(0, 'percent')).toBe('0.00%');
    expect(csvField(-0.00001, 'percent')).toBe('0.00%');
    expect(csvField(-0.125, 'percent')).toBe('-12.50%');
    expect(csvField(0.74, 'number')).toBe('0.74');
  });
});
