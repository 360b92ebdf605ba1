// The comparison workbook in the panel's words, in its own language and unit whoever asks for it (the panel or the
// CLI): measure names, coded values, best statements and headers; its title for the About sheet.
import { describe, expect, it } from 'vitest';
import type { ComparisonView } from '#shared/ipc/contract/compare';
import { comparisonSheets, comparisonTitle } from './compare-table';
import { stripBidiControls } from '#shared/text/bidi-controls';

const view: ComparisonView = {
  kind: 'listing',
  warnings: [],
  untranslated: [],
  items: [
    { id: 'a', label: 'Alpha', position: 0, pinnedAt: '', asOf: '2025-01-01T00:00:00.000Z', basis: 'cache' },
    { id: 'b', label: 'Beta', position: 1, pinnedAt: '', asOf: null, basis: 'snapshot' },
  ],
  rows: [
    {
      id: 'purpose',
      label: 'Purpose',
      group: 'measures',
      kind: 'text',
      values: ['for-sale', 'for-rent'],
      differs: [false, false],
      allDiffer: true,
      best: null,
      note: null,
    },
    {
      id: 'price',
      label: 'Price',
      group: 'measures',
      kind: 'aed',
      values: [100, 200],
      differs: [false, false],
      allDiffer: true,
      best: { direction: 'lowest', statement: 'lowest price', items: [0] },
      note: null,
    },
  ],
};

describe('comparison sheets', () => {
  it('reads in English by default', () => {
    const [comparison, alpha] = comparisonSheets(view, { lang: 'en', areaUnit: 'sqft' });
    expect(comparison!.name).toBe('Comparison');
    expect(comparison!.columns.map((c) => c.header)).toEqual([
      'Measure',
      'Alpha',
      'Beta',
      'Best',
      'How it is measured',
    ]);
    expect(comparison!.rows[0]).toEqual(['Purpose', 'For sale', 'For rent', null, null]);
    expect(comparison!.rows[1]![3]).toBe('Best: Lower is better (Alpha)');
    expect(alpha!.rows[2]).toEqual(['From', 'saved answer', null]);
  });

  it('marks the measure where no two items agree, and the best value over the rest', () => {
    const [comparison] = comparisonSheets(view, { lang: 'en', areaUnit: 'sqft' });
    expect(comparison!.marks).toEqual(
      expect.arrayContaining([
        { row: 0, column: 0, mark: 'differs' },
        { row: 1, column: 0, mark: 'differs' },
        { row: 1, column: 1, mark: 'best' },
      ]),
    );
    expect(comparison!.marks!.filter((m) => m.column > 0 && m.mark === 'differs')).toEqual([]);
  });

  it('is worded in the workbook language as the panel words it, with no words from the caller', () => {
    const [comparison, , beta] = comparisonSheets(view, { lang: 'ar', areaUnit: 'sqft' });
    expect(comparison!.name).toBe('المقارنة');
    expect(comparison!.columns.map((c) => c.header)).toEqual(['المقياس', 'Alpha', 'Beta', 'الأفضل', 'طريقة القياس']);
    expect(comparison!.rows[0]).toEqual(['الغرض', 'للبيع', 'للإيجار', null, null]);
    // The items' names are isolated inside the Arabic sentence (a file's writer drops the marks).
    expect(comparison!.rows[1]).toEqual(['السعر (درهم)', 100, 200, 'الأفضل: الأقل أفضل (\u2068Alpha\u2069)', null]);
    expect(beta!.columns.map((c) => c.header)).toEqual(['المقياس', 'القيمة', 'بناءً على']);
    expect(beta!.rows[2]).toEqual(['المصدر', 'كما أُضيف', null]);
    expect(beta!.rows[3]).toEqual(['الغرض', 'للإيجار', null]);
  });

  it('names areas in the display unit', () => {
    const withArea: ComparisonView = {
      ...view,
      rows: [{ ...view.rows[1]!, id: 'pricePerArea', label: 'AED per sq ft', kind: 'aedPerArea' }],
    };
    expect(comparisonSheets(withArea, { lang: 'en', areaUnit: 'sqm' })[0]!.rows[0]![0]).toBe('AED per m²');
    expect(comparisonSheets(withArea, { lang: 'ru', areaUnit: 'sqft' })[0]!.rows[0]![0]).toMatch(/фт²/);
  });
});

describe('comparison title', () => {
  it('names what is compared in the workbook language', () => {
    expect(comparisonTitle(view, 'en')).toBe('Comparison of 2 listings: Alpha; Beta');
    // The Latin names are isolated in the Arabic title; the About sheet and the file name drop the marks.
    expect(stripBidiControls(comparisonTitle(view, 'ar'))).toBe('مقارنة العقارات (2): Alpha؛ Beta');
    expect(comparisonTitle(view, 'ar')).toContain('\u2068Beta\u2069');
    expect(comparisonTitle(view, 'ru')).toBe('Сравнение (объявления, 2): Alpha; Beta');
    expect(comparisonTitle({ ...view, kind: 'agency' }, 'zh')).toBe('中介公司对比（2 项）：Alpha；Beta');
  });
});

// Issue 34: a figure from a 72-listing cached sample of a 3,268-listing agency is flagged "sample" in the panel, but the
// workbook's Comparison sheet lost the flag.
describe('a figure from a sample of an item’s listings', () => {
  const sampled: ComparisonView = {
    ...view,
    kind: 'agency',
    rows: [
      {
        id: 'medianSalePrice',
        label: 'Median asking price',
        group: 'measures',
        kind: 'aed',
        values: [1_200_000, 2_100_000],
        differs: [false, false],
        allDiffer: true,
        best: null,
        note: 'Median of the listings for sale.',
        notes: [
          'from the snapshot of 2026-06-01, 3,107 listings',
          'from 72 of its 3,268 listings in the offline cache',
        ],
        partial: [false, true],
      },
    ],
  };

  it('is marked on the Comparison sheet and said in its note, in the file’s language', () => {
    const [comparison, , beta] = comparisonSheets(sampled, { lang: 'en', areaUnit: 'sqft' });
    expect(comparison!.marks).toContainEqual({ row: 0, column: 2, mark: 'sample' });
    expect(comparison!.marks).not.toContainEqual({ row: 0, column: 1, mark: 'sample' });
    expect(comparison!.rows[0]![4]).toBe(
      'Median of the listings for sale. Sample: Beta, from 72 of its 3,268 listings in the offline cache.',
    );
    // Each item's own sheet says it too.
    expect(beta!.rows[3]).toEqual([
      'Median asking price',
      2_100_000,
      'Sample: from 72 of its 3,268 listings in the offline cache',
    ]);
    const [arabic] = comparisonSheets(sampled, { lang: 'ar', areaUnit: 'sqft' });
    expect(String(arabic!.rows[0]![4])).toContain('عيّنة');
  });
});
