// The window's comparables table: the one definition's columns (ids, kinds, order), headed and worded in the
// interface language, the unit named in the headers, and each similarity's factors in sentences.
import { describe, expect, it } from 'vitest';
import type { CmaComparable, CmaReport } from '#shared/ipc/contract';
import { cmaColumns } from '#shared/report/cma-table';
import { sampleComparable } from '#shared/report/cma-samples.test-support';
import { factorLines, reportColumns, splitComparables } from './comparable-columns';
import { sayIn } from '../i18n/say';

const comparable = sampleComparable;

describe('reportColumns', () => {
  it('keeps the definition’s ids, kinds and order', () => {
    const columns = reportColumns('for-sale', sayIn('en'), 'sq ft');
    expect(columns.map((c) => [c.id, c.kind])).toEqual(
      cmaColumns('for-sale', sayIn('en'), 'sq ft').map((c) => [c.id, c.kind]),
    );
  });

  it('takes every header from the definition but the two its cells show otherwise (a box, "Studio")', () => {
    const say = sayIn('hi');
    const window = reportColumns('for-rent', say, 'वर्ग फुट');
    const definition = cmaColumns('for-rent', say, 'वर्ग फुट');
    const differ = window.filter((c, i) => c.header !== definition[i]!.header).map((c) => [c.id, c.header]);
    expect(differ).toEqual([
      ['included', 'अनुमान में'],
      ['beds', 'बेडरूम'],
    ]);
  });

  it('heads a sale’s and a rent’s columns in the broker’s language and unit', () => {
    const sale = reportColumns('for-sale', sayIn('en'), 'm²');
    expect(sale.find((c) => c.id === 'area')!.header).toBe('Area (m²)');
    expect(sale.find((c) => c.id === 'pricePerArea')!.header).toBe('AED per m²');
    const rent = reportColumns('for-rent', sayIn('ar'), 'قدم²');
    expect(rent.find((c) => c.id === 'price')!.header).toBe('الإيجار السنوي (درهم)');
    expect(rent.find((c) => c.id === 'factor.place')!.header).toBe('نقاط المكان');
  });

  it('words the source and the reason a comparable is out', () => {
    const ru = reportColumns('for-sale', sayIn('ru'), 'кв. фт');
    const value = (id: string, c: CmaComparable) => ru.find((col) => col.id === id)!.value(c);
    expect(value('source', comparable())).toBe('Сделка');
    expect(value('excludedBecause', comparable())).toBe('Выброс: ниже порога (вероятно, нерыночная передача)');
    expect(value('excludedBecause', comparable({ included: true, excludedBecause: null }))).toBeNull();
    expect(value('factor.size', comparable())).toBe(19.5);
  });
});

describe('factorLines', () => {
  it('says each factor’s points of its weight', () => {
    expect(factorLines(comparable(), sayIn('en'))).toEqual([
      'Place points: 15 of 25',
      'Bedroom points: 25 of 25',
      'Size points: 19.5 of 20',
      'Type points: 10 of 10',
      'Completion points: 10 of 10',
      'Age points: 9 of 10',
    ]);
  });
});

describe('splitComparables', () => {
  it('puts transactions in the evidence and listings in the competition, in the report’s order', () => {
    const report = {
      comparables: [comparable({ id: 'A' }), comparable({ id: 'L', source: 'listing' }), comparable({ id: 'B' })],
    } as CmaReport;
    const { evidence, competition } = splitComparables(report);
    expect(evidence.map((c) => c.id)).toEqual(['A', 'B']);
    expect(competition.map((c) => c.id)).toEqual(['L']);
  });
});
