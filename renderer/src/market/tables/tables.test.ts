// Every table beside a chart: typed columns the export accepts, one cell per column, AED per area kept in sq ft,
// thin rows marked, the comparison's differences marked and its highest and lowest named.
import { describe, expect, it } from 'vitest';
import { tableSheetSchema } from '#shared/export/table';
import { MARKET_STRINGS } from '../strings';
import { analysisFixture } from '../testing/analysis-fixture';
import { compareTable, gapTable, outliersTable, yieldTable } from './market-tables';
import { sheetName, type MarketTable, type TableContext } from './table-model';
import { bedsTable, changeTable, completionTable, histogramTable, salesRentsTable, trendTable } from './trend-tables';

const a = analysisFixture();
const ctx = (lang: 'en' | 'ar' = 'en', unit: 'sqft' | 'sqm' = 'sqft'): TableContext => ({
  t: MARKET_STRINGS[lang],
  lang,
  unit,
  excluded: true,
  placeName: (key) => (key === '5002' ? 'Dubai Marina' : 'Jumeirah Village Circle'),
});

function all(c: TableContext): MarketTable[] {
  return [
    trendTable(a, '5002', 'for-sale', c),
    bedsTable(a, '5002', 'for-sale', c),
    salesRentsTable(a, '5002', c),
    completionTable(a, '5002', 'for-sale', c),
    histogramTable(a.histograms[0]!, c),
    changeTable(a, '5002', 'for-sale', c),
    yieldTable(a, c),
    gapTable(a, c),
    outliersTable(a, c),
    compareTable(a, c),
  ];
}

describe('market tables', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`are sheets the export accepts (${lang})`, () => {
      for (const table of all(ctx(lang))) {
        const sheet = {
          name: sheetName(table.title),
          columns: table.columns,
          rows: table.rows,
          ...(table.rowKinds ? { rowKinds: table.rowKinds } : {}),
          ...(table.marks ? { marks: table.marks } : {}),
        };
        const parsed = tableSheetSchema.safeParse(sheet);
        expect(parsed.success, `${table.id}: ${parsed.error?.message}`).toBe(true);
        expect(
          table.rows.every((r) => r.length === table.columns.length),
          table.id,
        ).toBe(true);
        expect(sheet.name.length).toBeLessThanOrEqual(31);
      }
    });
  }

  it('writes months as the first day and keeps AED per sq ft whatever the display unit', () => {
    const sqm = trendTable(a, '5002', 'for-sale', ctx('en', 'sqm'));
    expect(sqm.rows[0]).toEqual(['2026-01-01', 100, 1_500_000, 1500, 0]);
    expect(sqm.columns[3]).toMatchObject({ kind: 'aedPerArea', header: 'Median AED per m²' });
    expect(sqm.display).toEqual({ month: 'month' });
  });

  it('states whether the outlier column counts excluded or included outliers', () => {
    expect(trendTable(a, '5002', 'for-sale', ctx()).columns[4]!.header).toBe('Outliers excluded');
    expect(trendTable(a, '5002', 'for-sale', { ...ctx(), excluded: false }).columns[4]!.header).toBe(
      'Outliers included',
    );
  });

  it('puts sales and rents of a month on one row with their ratio', () => {
    const table = salesRentsTable(a, '5002', ctx());
    expect(table.rows[0]).toEqual(['2026-01-01', 100, 1500, 0, 100, 105, 0, 0.07]);
  });

  it('orders changes by span and types each row by its measure', () => {
    const table = changeTable(a, '5002', 'for-sale', ctx());
    expect(table.rows.map((r) => r[0])).toEqual(['Month', 'Month', 'Month', 'Year', 'Year', 'Year']);
    expect(table.rowKinds).toEqual(['integer', 'aed', 'aedPerArea', 'integer', 'aed', 'aedPerArea']);
    expect(table.rows[2]).toEqual(['Month', 'All bedrooms', 'Median AED per sq ft', 1769.76, 1741.94, 0.016]);
    expect(table.rows[3]!.slice(4)).toEqual([null, null]);
  });

  it('marks thin yield cells, keeping both sample sizes', () => {
    const table = yieldTable(a, ctx());
    expect(table.thin).toEqual([false, true]);
    expect(table.rows[1]).toEqual(['Jumeirah Village Circle', '1 bed', 850_000, 68_000, 0.08, 9, 40, true]);
  });

  it('lists outliers with their rule and cell median', () => {
    expect(outliersTable(a, ctx()).rows[0]).toEqual([
      '2026-03-22',
      'Dubai Marina',
      'Marina Gate 2',
      'Sales',
      '1 bed',
      1_834_000,
      679,
      2701.03,
      1778.81,
      3.7,
      'Far from its cell',
      'TX-1',
    ]);
    expect(gapTable(a, ctx()).rows[0]).toEqual([
      'Dubai Marina',
      'Sales',
      '1 bed',
      1791.98,
      493,
      1713.88,
      1076,
      0.0456,
      false,
    ]);
  });

  it('compares places: a value column, a difference and a sample each, marks and badges', () => {
    const table = compareTable(a, ctx());
    expect(table.columns.map((c) => c.id)).toEqual([
      'measure',
      'purpose',
      'beds',
      'value:5002',
      'value:5006',
      'diff:5006',
      'n:5002',
      'n:5006',
    ]);
    expect(table.rows[0]).toEqual(['Median AED per sq ft', 'Sales', 'All bedrooms', 1712.07, 1130, -0.34, 303, 280]);
    expect(table.rowKinds).toEqual(['aedPerArea', 'integer']);
    // −34 % is marked; +2.3 % is not.
    expect(table.marks).toEqual([{ row: 0, column: 4, mark: 'differs' }]);
    expect(table.badges).toEqual({ '0:3': 'highest', '0:4': 'lowest', '1:4': 'highest', '1:3': 'lowest' });
  });
});
