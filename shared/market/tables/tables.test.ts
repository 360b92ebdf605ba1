// Every table beside a chart: typed columns the export accepts, one cell per column, AED per area kept in sq ft,
// months as "2026-01" with partial months marked, thin rows marked, the comparison's differences (in points for
// ratios) marked and its highest and lowest named.
import { describe, expect, it } from 'vitest';
import { tableSheetSchema } from '../../export/table';
import type { GapCell } from '../../ipc/contract';
import { analysisFixture } from '../testing/analysis-fixture';
import { compareTable } from './compare-table';
import { formatCell } from './cell-format';
import { buildingsTable, deviationsShown, gapTable, outliersTable, yieldTable } from './market-tables';
import { sheetName, type MarketTable, type TableContext } from './table-model';
import { bedsTable, changeTable, completionTable, histogramTable, salesRentsTable, trendTable } from './trend-tables';

const a = analysisFixture();
const ctx = (lang: 'en' | 'ar' = 'en', unit: 'sqft' | 'sqm' = 'sqft'): TableContext => ({
  lang,
  unit,
  excluded: true,
  placeName: (key) => (key === '5002' ? 'Dubai Marina' : 'Jumeirah Village Circle'),
  locationName: (recorded) => (lang === 'ar' && recorded === 'Marina Gate 2' ? 'مارينا جيت 2' : recorded),
  scope: (key, purpose) => `${key === '5002' ? 'Dubai Marina' : 'Jumeirah Village Circle'} · ${purpose}`,
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
    buildingsTable(a, c),
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
        // Named in full: the workbook writer cuts it to Excel's 31 characters between words.
        expect(sheet.name).toBe(table.title.replace(/[:\\/?*[\]]/g, ' ').trim());
      }
    });
  }

  // Issue 34: months were text in the workbooks; typed as months, the workbook writes dates with a month format.
  it('writes months as "2026-01" typed as months, and keeps AED per sq ft whatever the display unit', () => {
    const sqm = trendTable(a, '5002', 'for-sale', ctx('en', 'sqm'));
    expect(sqm.rows[1]).toEqual(['2026-02', 101, 1_500_000, 1600, 1, null]);
    expect(sqm.columns[0]).toMatchObject({ id: 'month', kind: 'month' });
    for (const table of all(ctx()).filter((t) => t.columns.some((c) => c.id === 'month')))
      expect(table.columns.find((c) => c.id === 'month')?.kind, table.id).toBe('month');
    expect(formatCell('2026-02', 'month', { lang: 'en', unit: 'sqft', yes: '', no: '' })).toBe('Feb 2026');
    expect(sqm.columns[3]).toMatchObject({ kind: 'aedPerArea', header: 'Median sale AED per m²' });
    expect(sqm.display).toEqual({ month: 'month', partial: 'span' });
  });

  it('marks a partial month in every monthly table: a flag, a badge on its month and the days in a column', () => {
    for (const table of [
      trendTable(a, '5002', 'for-sale', ctx()),
      bedsTable(a, '5002', 'for-sale', ctx()),
      salesRentsTable(a, '5002', ctx()),
      completionTable(a, '5002', 'for-sale', ctx()),
    ]) {
      const last = table.columns.length - 1;
      expect(table.columns[last], table.id).toMatchObject({ id: 'partial', header: 'Partial month (days covered)' });
      const partialRows = table.rows.flatMap((r, i) => (r[last] === null ? [] : [i]));
      expect(
        partialRows.map((i) => table.rows[i]![0]),
        table.id,
      ).toEqual(partialRows.map(() => '2026-01'));
      expect(table.rows[partialRows[0]!]![last], table.id).toBe('2026-01-10/2026-01-31');
      expect(table.partial?.filter(Boolean).length, table.id).toBe(partialRows.length);
      expect(table.badges?.[`${partialRows[0]}:0`], table.id).toBe('partial');
    }
  });

  // Issue 34: a month with one sale read as a full median in the chart and its table alike.
  it('marks a thin month (a median of fewer than 10 transactions) in the monthly tables, with a badge on its count', () => {
    const thin = {
      ...a,
      monthly: a.monthly.map((p) => (p.month === '2026-02' ? { ...p, count: 1, pricePerSqftCount: 1 } : p)),
      monthlyByBeds: a.monthlyByBeds.map((p) => (p.month === '2026-02' && p.beds === 1 ? { ...p, count: 4 } : p)),
    };
    const trend = trendTable(thin, '5002', 'for-sale', ctx());
    expect(trend.thin).toEqual([false, true, false]);
    expect(trend.badges?.['1:1']).toBe('thin');
    const beds = bedsTable(thin, '5002', 'for-sale', ctx());
    const row = beds.rows.findIndex((r) => r[0] === '2026-02' && r[1] === '1 bed');
    expect(beds.thin?.[row]).toBe(true);
    expect(beds.badges?.[`${row}:2`]).toBe('thin');
    expect(beds.thin?.filter(Boolean)).toHaveLength(1);
  });

  it('states whether the outlier column counts excluded or included outliers', () => {
    expect(trendTable(a, '5002', 'for-sale', ctx()).columns[4]!.header).toBe('Outliers excluded');
    expect(trendTable(a, '5002', 'for-sale', { ...ctx(), excluded: false }).columns[4]!.header).toBe(
      'Outliers included',
    );
  });

  it('puts sales and rents of a month on one row with their ratio', () => {
    const table = salesRentsTable(a, '5002', ctx());
    expect(table.rows[0]).toEqual(['2026-01', 100, 1500, 0, 100, 105, 0, 0.07, '2026-01-10/2026-01-31']);
  });

  it('holds what the sales-against-rents chart plots, whichever measure it shows', () => {
    const ids = (m: 'price' | 'perArea' | 'count') => salesRentsTable(a, '5002', ctx(), m).columns.map((c) => c.id);
    expect(ids('price')).toEqual(expect.arrayContaining(['saleMedianPrice', 'rentMedianPrice', 'ratio']));
    expect(ids('price')).not.toContain('saleMedianPerArea');
    expect(ids('count')).toEqual(['month', 'saleCount', 'saleOutliers', 'rentCount', 'rentOutliers', 'partial']);
    const price = salesRentsTable(a, '5002', ctx(), 'price');
    const sales = a.monthly.find(
      (p) => p.unit === '5002' && p.purpose === 'for-sale' && p.beds === null && p.completion === null,
    )!;
    const rents = a.monthly.find(
      (p) => p.unit === '5002' && p.purpose === 'for-rent' && p.beds === null && p.completion === null,
    )!;
    expect(price.rows[0]!.slice(0, 6)).toEqual([
      '2026-01',
      sales.count,
      sales.medianPrice,
      0,
      rents.count,
      rents.medianPrice,
    ]);
    expect(price.columns.map((c) => c.header)).toEqual(
      expect.arrayContaining(['Median sale price (AED)', 'Median yearly rent (AED)']),
    );
  });

  it('names rent figures as yearly rents and sale figures as sales, in every language, and each table’s subject', () => {
    const headers = (lang: 'en' | 'ar', purpose: 'for-sale' | 'for-rent') =>
      [trendTable, bedsTable, completionTable, changeTable].flatMap((table) => {
        const built = table(a, '5002', purpose, ctx(lang));
        return [...built.columns.map((c) => c.header), ...built.rows.map((r) => String(r[4]))];
      });
    const rent = headers('en', 'for-rent');
    expect(rent).toEqual(expect.arrayContaining(['Median yearly rent (AED)', 'Median yearly rent, AED per sq ft']));
    expect(rent.join(' ')).not.toMatch(/Median price|sale/i);
    expect(headers('en', 'for-sale')).toEqual(
      expect.arrayContaining(['Median sale price (AED)', 'Median sale AED per sq ft']),
    );
    expect(headers('ar', 'for-rent')).toContain('الإيجار السنوي الوسيط (درهم)');
    expect(histogramTable({ ...a.histograms[0]!, purpose: 'for-rent' }, ctx()).columns[0]!.header).toBe(
      'From (yearly rent, AED per sq ft)',
    );
    expect(trendTable(a, '5002', 'for-sale', ctx()).subject).toBe('Dubai Marina · for-sale');
    expect(salesRentsTable(a, '5002', ctx()).subject).toBe('Dubai Marina · both');
  });

  it('orders changes by span, gives the days of both spans and types each row by its measure', () => {
    const table = changeTable(a, '5002', 'for-sale', ctx());
    expect(table.rows.map((r) => r[0])).toEqual([
      'Month (30 days)',
      'Month (30 days)',
      'Month (30 days)',
      'Year (365 days)',
      'Year (365 days)',
      'Year (365 days)',
    ]);
    expect(table.rowKinds).toEqual(['integer', 'aed', 'aedPerArea', 'integer', 'aed', 'aedPerArea']);
    expect(table.rows[2]).toEqual([
      'Month (30 days)',
      '2026-03-01/2026-03-31',
      '2026-02-01/2026-02-28',
      'All bedrooms',
      'Median sale AED per sq ft',
      1769.76,
      1741.94,
      0.016,
    ]);
    expect(table.display).toMatchObject({ currentDays: 'span', previousDays: 'span' });
    // No earlier year stored: its days and figures are empty, not guessed.
    expect(table.rows[3]!.slice(1, 3)).toEqual(['2025-04-01/2026-03-31', null]);
    expect(table.rows[3]!.slice(6)).toEqual([null, null]);
  });

  it('marks thin yield cells, keeping both sample sizes', () => {
    const table = yieldTable(a, ctx());
    expect(table.thin).toEqual([false, true]);
    expect(table.rows[1]).toEqual(['Jumeirah Village Circle', '1 bed', 850_000, 68_000, 0.08, 9, 40, true]);
  });

  it('names detailed places in the interface language where a stored look-up did, else as recorded', () => {
    expect(outliersTable(a, ctx('ar')).rows.map((r) => r[2])).toEqual(['مارينا جيت 2', 'Fairooz Tower']);
  });

  it('says what a gap row’s sample is: no listings, a partial sample or thin, never "thin" for no listings', () => {
    const [complete] = a.gaps;
    const rows: GapCell[] = [
      complete!,
      { ...complete!, beds: 2, askingCount: 0, askingMedianPerSqft: null, gap: null, thin: true },
      { ...complete!, beds: 0, askingCount: 24, askingComplete: false, gap: null, thin: false },
      { ...complete!, beds: 3, askingCount: 6, thin: true },
    ];
    const table = gapTable({ ...a, gaps: rows }, ctx());
    const sample = table.columns.findIndex((c) => c.id === 'sample');
    expect(table.columns.some((c) => c.id === 'thin')).toBe(false);
    expect(table.rows.map((r) => r[sample])).toEqual(['', 'no listings', 'partial sample', 'thin']);
    expect(table.thin).toEqual([false, true, true, true]);
    expect(gapTable({ ...a, gaps: rows }, ctx('ar')).rows[1]![sample]).toBe('لا إعلانات');
  });

  it('never shows a flagged row’s MADs as the threshold itself, and names the median a floor row is measured against', () => {
    expect([3.74, 3.04, 3.004, 3.0049, 3.00004].map((d) => deviationsShown(d, 3))).toEqual([
      3.74, 3.04, 3.004, 3.005, 3.0001,
    ]);
    for (const d of [3.0001, 3.004, 3.0049, 3.01]) expect(deviationsShown(d, 3)).toBeGreaterThan(3);
    const near = { ...a, outliers: [{ ...a.outliers[0]!, deviations: 3.004 }] };
    const table = outliersTable(near, ctx());
    const col = table.columns.findIndex((c) => c.id === 'deviations');
    const text = (cell: number) =>
      formatCell(cell, 'number', { lang: 'en', unit: 'sqft', yes: '', no: '' }, table.display?.deviations);
    expect(text(table.rows[0]![col] as number)).toBe('3.004');
    expect(text(3.7)).toBe('3.70');
    const headers = outliersTable(a, ctx()).columns.map((c) => c.header);
    expect(headers).not.toContain('Cell median AED per sq ft');
    expect(headers).toContain('Group median (AED per sq ft)');
    expect(outliersTable(a, ctx()).rows[1]).toContain('Below the floor of its period median');
  });

  it('says what the floor rule says where a transaction has no spread from the median (issue 34, finding c)', () => {
    const cellOf = (c: TableContext) => {
      const table = outliersTable(a, c);
      const col = table.columns.findIndex((k) => k.id === 'deviations');
      const cell = table.rows[1]![col];
      const fmt = { lang: c.lang, unit: c.unit, yes: '', no: '' };
      return { cell, shown: formatCell(cell, 'number', fmt, table.display?.deviations) };
    };
    // The rent's group median is AED 110 per sq ft and the floor half of it: AED 55 (592 per m²).
    expect(cellOf(ctx())).toEqual({
      cell: 'Below the floor of AED 55 per sq ft',
      shown: 'Below the floor of AED 55 per sq ft',
    });
    expect(cellOf(ctx('en', 'sqm')).shown).toBe('Below the floor of AED 592 per m²');
    // No isolates in a cell of a column of numbers, laid out left to right: they moved the Arabic sentence's unit.
    expect(cellOf(ctx('ar')).shown).toMatch(/^دون الحد الأدنى البالغ 55 درهم لكل قدم²$/);
    for (const lang of ['en', 'ar'] as const) {
      expect(String(cellOf(ctx(lang)).shown)).not.toMatch(/NaN|undefined|\{/);
    }
  });

  it('lists outliers with their rule and cell median', () => {
    expect(outliersTable(a, ctx()).rows[0]).toEqual([
      '2026-03-22',
      'Dubai Marina',
      'Marina Gate 2',
      'Sales',
      '1 bed',
      'Far from its month’s median',
      1_834_000,
      679,
      2701.03,
      1778.81,
      3.74,
      'TX-1',
    ]);
    expect(gapTable(a, ctx()).rows[0]).toEqual([
      'Dubai Marina',
      'Sales',
      '1 bed',
      1791.98,
      493,
      21,
      1713.88,
      1076,
      0.0456,
      '',
    ]);
  });

  it('compares places: values, relative differences, differences of ratios in points, and both samples', () => {
    const table = compareTable(a, ctx());
    expect(table.columns.map((c) => c.id)).toEqual([
      'measure',
      'purpose',
      'beds',
      'value:5002',
      'sales:5002',
      'rents:5002',
      'value:5006',
      'diff:5006',
      'pp:5006',
      'sales:5006',
      'rents:5006',
    ]);
    expect(table.columns.map((c) => c.header).slice(3)).toEqual([
      'Dubai Marina',
      'Dubai Marina: sales n',
      'Dubai Marina: rents n',
      'Jumeirah Village Circle',
      'Jumeirah Village Circle: difference',
      'Jumeirah Village Circle: difference (pp)',
      'Jumeirah Village Circle: sales n',
      'Jumeirah Village Circle: rents n',
    ]);
    // On screen: each place's columns under its name, with short labels.
    expect(table.groups).toEqual([
      { label: 'Dubai Marina', columns: ['value:5002', 'sales:5002', 'rents:5002'] },
      { label: 'Jumeirah Village Circle', columns: ['value:5006', 'diff:5006', 'pp:5006', 'sales:5006', 'rents:5006'] },
    ]);
    expect(table.shortHeaders?.['pp:5006']).toBe('Difference (pp)');
    expect(table.rows[0]).toEqual([
      'Median sale AED per sq ft',
      'Sales',
      'All bedrooms',
      1712.07,
      303,
      null,
      1130,
      -0.34,
      null,
      280,
      null,
    ]);
    // 7.0 % against 8.0 %: one percentage point (not "+14 %"), with the sales and the rents of each place; a yield
    // rests on both purposes and says so.
    expect(table.rows[2]).toEqual([
      'Gross yield',
      'Sales and rents',
      '1 bed',
      0.07004,
      1076,
      962,
      0.08,
      null,
      0.996,
      9,
      40,
    ]);
    expect(table.rowKinds).toEqual(['aedPerArea', 'integer', 'percent']);
    expect(table.display).toEqual({ 'diff:5006': 'change', 'pp:5006': 'points' });
    // −34 % and +1.0 pp are marked; +2.3 % is not.
    expect(table.marks).toEqual([
      { row: 0, column: 6, mark: 'differs' },
      { row: 2, column: 6, mark: 'differs' },
    ]);
    expect(table.badges).toEqual({
      '0:3': 'highest',
      '0:6': 'lowest',
      '1:6': 'highest',
      '1:3': 'lowest',
      // A yield over 9 sales is thin: marked so, whatever its figure (the core never ranks it highest).
      '2:6': 'thin',
      '2:3': 'lowest',
    });
  });

  // Issue 34: with one bedroom count chosen the total rows go, and the kinds went with the wrong rows: the export was
  // refused ("rowKinds: must give one kind per row") and the screen showed a yield of 0.078 as "0".
  it('types each row it shows by its own measure when one bedroom count is chosen', () => {
    const one = { ...ctx(), beds: [1] };
    const table = compareTable(a, one);
    const sheet = { name: 'Area against area', columns: table.columns, rows: table.rows, rowKinds: table.rowKinds };
    const parsed = tableSheetSchema.safeParse(sheet);
    expect(parsed.success, parsed.error?.message).toBe(true);
    const yieldRow = table.rows.findIndex((r) => r[0] === 'Gross yield');
    expect(yieldRow).toBeGreaterThanOrEqual(0);
    expect(table.rowKinds?.[yieldRow]).toBe('percent');
    const value = table.columns.findIndex((c) => c.id === 'value:5002');
    const shown = formatCell(table.rows[yieldRow]![value], table.rowKinds![yieldRow]!, {
      lang: 'en',
      unit: 'sqft',
      yes: 'Yes',
      no: 'No',
    });
    expect(shown).toBe('7.0%');
  });

  it('has one sample column per place when the market is of one purpose', () => {
    const sales = { ...a, compare: a.compare.filter((r) => r.purpose === 'for-sale') };
    expect(compareTable(sales, ctx()).columns.map((c) => c.id)).toEqual([
      'measure',
      'purpose',
      'beds',
      'value:5002',
      'sales:5002',
      'value:5006',
      'diff:5006',
      'sales:5006',
    ]);
  });
});

// Issue 34: the building segmentation the outlier rule judges by, shown and exported beside the outliers.
describe('the buildings table', () => {
  it('lists each building with its n, the median it was judged by, what was flagged and what it was judged against', () => {
    const table = buildingsTable(a, ctx());
    expect(table.columns.map((c) => c.header)).toEqual([
      'Place',
      'Purpose',
      'Building or project',
      'Transactions',
      'Median AED per sq ft (all its transactions)',
      'Flagged',
      'Judged against itself',
    ]);
    expect(table.columns.map((c) => c.kind)).toEqual([
      'text',
      'text',
      'text',
      'integer',
      'aedPerArea',
      'integer',
      'text',
    ]);
    expect(table.rows).toEqual([
      ['Dubai Marina', 'Sales', 'Jumeirah Living Marina Gate', 24, 2950.5, 1, '1 bed, 2 beds'],
      ['Dubai Marina', 'Sales', 'Marina Gate 2', 4, 1800, 0, 'No: against its place'],
    ]);
    // A building judged against its place is not thin, only small: no row mark.
    expect(table.thin).toBeUndefined();
    expect(buildingsTable(a, ctx('ar')).rows[1]![6]).toBe('لا: مقارنةً بموقعها');
  });

  it('says why an outlier of a building was flagged', () => {
    const table = outliersTable(
      { ...a, outliers: a.outliers.map((o) => ({ ...o, reason: 'building' as const })) },
      ctx(),
    );
    const reason = table.columns.findIndex((c) => c.id === 'reason');
    expect(table.rows[0]![reason]).toBe('Far from its building’s median');
  });
});

describe('the total row of the bedroom counts', () => {
  const bedsColumn = (table: MarketTable) => {
    const at = table.columns.findIndex((c) => c.id === 'beds');
    return table.rows.map((r) => r[at]);
  };
  const totals = (c: TableContext) =>
    [changeTable(a, '5002', 'for-sale', c), yieldTable(a, c), gapTable(a, c), compareTable(a, c)].map((table) =>
      bedsColumn(table).filter((v) => typeof v === 'string' && /All bedrooms|together/.test(v)),
    );

  // The fixture's tables that carry a total row.
  const withTotal = (c: TableContext) => totals(c).filter((found) => found.length > 0);

  it('is "All bedrooms" when the query chose no count', () => {
    expect(withTotal(ctx()).length).toBeGreaterThanOrEqual(2);
    for (const found of withTotal(ctx())) expect(new Set(found)).toEqual(new Set(['All bedrooms']));
  });

  it('names the counts it adds up when the query chose some', () => {
    const chosen = { ...ctx(), beds: [1, 2] };
    expect(withTotal(chosen).length).toBe(withTotal(ctx()).length);
    for (const found of withTotal(chosen)) expect(new Set(found)).toEqual(new Set(['1 bed, 2 beds together']));
  });

  it('is left out when the query chose one count: it would repeat that count’s row', () => {
    const one = { ...ctx(), beds: [2] };
    for (const found of totals(one)) expect(found).toEqual([]);
    expect(bedsColumn(yieldTable(a, one)).length).toBe(a.yields.filter((y) => y.beds !== null).length);
  });

  it('is not what an outlier recorded without its bedrooms reads', () => {
    const table = outliersTable({ ...a, outliers: a.outliers.map((o) => ({ ...o, beds: null })) }, ctx());
    for (const v of bedsColumn(table)) expect(v).toBe('');
  });
});
