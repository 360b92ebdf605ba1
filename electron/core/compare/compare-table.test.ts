// The comparison workbook in the panel's words: coded values, best statements and headers as the panel sends
// them, English where it sends none; its title for the About sheet in the workbook's language.
import { describe, expect, it } from 'vitest';
import type { ComparisonView } from '#shared/ipc/contract/compare';
import { comparisonSheets, comparisonTitle } from './compare-table';

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
      differs: [true, true],
      best: null,
      note: null,
    },
    {
      id: 'price',
      label: 'Price',
      group: 'measures',
      kind: 'aed',
      values: [100, 200],
      differs: [true, true],
      best: { direction: 'lowest', statement: 'lowest price', items: [0] },
      note: null,
    },
  ],
};

describe('comparison sheets', () => {
  it('reads in English when the panel sends no words', () => {
    const [comparison, alpha] = comparisonSheets(view);
    expect(comparison!.columns.map((c) => c.header)).toEqual([
      'Measure',
      'Alpha',
      'Beta',
      'Best value',
      'How it is measured',
    ]);
    expect(comparison!.rows[0]).toEqual(['Purpose', 'for-sale', 'for-rent', null, null]);
    expect(comparison!.rows[1]![3]).toBe('Best: lowest price (Alpha)');
    expect(alpha!.rows[2]).toEqual(['From', 'the offline cache', null]);
  });

  it('writes the panel words: value labels, best statements and headers', () => {
    const [comparison, , beta] = comparisonSheets(
      view,
      { purpose: 'الغرض', price: 'السعر' },
      {
        values: { purpose: { 'for-sale': 'للبيع', 'for-rent': 'للإيجار' } },
        best: { price: 'الأفضل: الأقل أفضل' },
        headers: { measure: 'المقياس', from: 'المصدر', snapshot: 'كما أُضيف' },
      },
    );
    expect(comparison!.columns[0]!.header).toBe('المقياس');
    expect(comparison!.rows[0]).toEqual(['الغرض', 'للبيع', 'للإيجار', null, null]);
    expect(comparison!.rows[1]).toEqual(['السعر', 100, 200, 'الأفضل: الأقل أفضل (Alpha)', null]);
    expect(beta!.rows[2]).toEqual(['المصدر', 'كما أُضيف', null]);
    expect(beta!.rows[3]).toEqual(['الغرض', 'للإيجار', null]);
  });
});

describe('comparison title', () => {
  it('names what is compared in the workbook language', () => {
    expect(comparisonTitle(view, 'en')).toBe('Comparison of 2 listings: Alpha; Beta');
    expect(comparisonTitle(view, 'ar')).toBe('مقارنة العقارات (2): Alpha؛ Beta');
    expect(comparisonTitle(view, 'ru')).toBe('Сравнение (объявления, 2): Alpha; Beta');
    expect(comparisonTitle({ ...view, kind: 'agency' }, 'zh')).toBe('中介公司对比（2 项）：Alpha；Beta');
  });
});
