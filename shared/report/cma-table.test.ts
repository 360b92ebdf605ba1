// The CMA's comparables table, one definition built for a language: English heads and words it as the CLI's files
// always have; Arabic and Hindi take the catalogue's words for the same columns, values and reasons.
import { describe, expect, it } from 'vitest';
import { sayIn } from '../messages/say-in';
import { cmaColumns } from './cma-table';
import { sampleComparable } from './cma-samples.test-support';

const comparable = sampleComparable({ beds: 0 });

const value = (columns: ReturnType<typeof cmaColumns>, id: string) =>
  columns.find((c) => c.id === id)!.value(comparable);

describe('the CMA comparables table', () => {
  it('heads a sale in English as the CLI’s files always have', () => {
    expect(cmaColumns('for-sale', sayIn('en'), 'sq ft').map((c) => c.header)).toEqual([
      'Included',
      'Source',
      'Id',
      'Date',
      'Place',
      'Bedrooms (0 = studio)',
      'Area (sq ft)',
      'Price (AED)',
      'AED per sq ft',
      'Similarity (of 100)',
      'Place points',
      'Bedroom points',
      'Size points',
      'Type points',
      'Completion points',
      'Age points',
      'Not in the estimate because',
    ]);
    const rent = cmaColumns('for-rent', sayIn('en'), 'sq ft');
    expect(rent.find((c) => c.id === 'price')!.header).toBe('Rent per year (AED)');
    expect(rent.find((c) => c.id === 'pricePerArea')!.header).toBe('AED per sq ft per year');
  });

  it('words a comparable’s source and why it is out in English as before', () => {
    const en = cmaColumns('for-sale', sayIn('en'), 'sq ft');
    expect(value(en, 'source')).toBe('Transaction');
    expect(value(en, 'excludedBecause')).toBe('Outlier: below the floor (a likely non-market transfer)');
    expect(value(en, 'included')).toBe(false);
    expect(value(en, 'factor.size')).toBe(19.5);
  });

  it('heads and words the same columns in Arabic and Hindi, keeping ids, kinds and values', () => {
    const en = cmaColumns('for-rent', sayIn('en'), 'sq ft');
    const ar = cmaColumns('for-rent', sayIn('ar'), 'قدم²');
    const hi = cmaColumns('for-rent', sayIn('hi'), 'वर्ग फुट');
    for (const other of [ar, hi]) expect(other.map((c) => [c.id, c.kind])).toEqual(en.map((c) => [c.id, c.kind]));
    expect(ar.map((c) => c.header).slice(0, 2)).toEqual(['مشمولة', 'المصدر']);
    expect(ar.find((c) => c.id === 'beds')!.header).toBe('غرف النوم (0 = استوديو)');
    expect(ar.find((c) => c.id === 'price')!.header).toBe('الإيجار السنوي (درهم)');
    expect(value(ar, 'source')).toBe('صفقة');
    expect(hi.find((c) => c.id === 'included')!.header).toBe('शामिल');
    expect(hi.find((c) => c.id === 'factor.place')!.header).toBe(sayIn('hi')('reportView.grid.factors.place'));
    expect(value(hi, 'excludedBecause')).toBe(sayIn('hi')('reportView.grid.exclusions.outlier-floor'));
    expect(value(hi, 'excludedBecause')).not.toMatch(/[A-Za-z]/);
    expect(value(hi, 'price')).toBe(900_000);
  });
});
