import { describe, expect, it } from 'vitest';
import { answerNotes, rejectionWarning } from './answer-notes';
import { unitSanityWarning } from './unit-sanity';

const sales = (...perSqft: number[]) =>
  perSqft.map((p) => ({ purpose: 'for-sale', pricePerSqft: p, propertyType: 'apartments' }));
const rents = (frequency: string, ...perSqft: number[]) =>
  perSqft.map((p) => ({ purpose: 'for-rent', pricePerSqft: p, rentFrequency: frequency }));

describe('unitSanityWarning', () => {
  it.each([
    [
      'Marina sales read with square metres as feet',
      sales(21_000, 19_500, 24_000),
      'sqft',
      /above the plausible AED 15,000.*square metres .*Area unit in responses to square metres/,
    ],
    [
      'sales read as square metres when the service sends feet',
      sales(40, 45, 30),
      'sqm',
      /below the plausible AED 50.*square feet while the connection reads them as square metres/,
    ],
    [
      'yearly rents too high',
      rents('yearly', 2_000, 1_800, 2_500),
      'sqft',
      /yearly rents .* above the plausible AED 1,500/,
    ],
    [
      'monthly rents taken per year before judging',
      rents('monthly', 150, 160, 170),
      'sqft',
      /yearly rents .* AED 1,920 per sq ft/,
    ],
  ] as const)('%s', (_what, records, unit, message) => {
    expect(unitSanityWarning(records, unit)).toMatch(message);
  });

  it.each([
    ['a sound Dubai sale page', sales(1_200, 2_100, 1_800), 'sqft'],
    ['a sound rent page', rents('yearly', 90, 120, 150), 'sqm'],
    ['too few records to judge', sales(30_000, 30_000), 'sqft'],
    [
      'cheap land is not a unit mistake',
      sales(20, 25, 30).map((r) => ({ ...r, propertyType: 'residential-plots' })),
      'sqft',
    ],
    ['records without a price per sq ft', [{ purpose: 'for-sale', pricePerSqft: null }], 'sqft'],
  ] as const)('no warning for %s', (_what, records, unit) => {
    expect(unitSanityWarning(records, unit)).toBeNull();
  });

  it('names the setting whatever the direction, when the unit cannot explain it', () => {
    expect(unitSanityWarning(sales(30_000, 30_000, 30_000), 'sqm')).toMatch(/Check Settings → Connection → Area unit/);
  });
});

describe('answer notes', () => {
  it('lists why records were left out', () => {
    const reasons = ['listing 1 has no price', 'listing 2 has no price', 'listing 3 has no price', 'listing 4: price'];
    expect(rejectionWarning({ items: [], rejected: 4, rejectedReasons: reasons })).toBe(
      '4 records in this answer could not be read and are left out: listing 1 has no price; listing 2 has no price; listing 3 has no price; and 1 more.',
    );
    expect(rejectionWarning({ items: [], rejected: 0 })).toBeNull();
  });

  it('says "1 record … is left out", not "1 records"', () => {
    expect(rejectionWarning({ items: [], rejected: 1, rejectedReasons: ['listing 9 has no price'] })).toBe(
      '1 record in this answer could not be read and is left out: listing 9 has no price.',
    );
  });

  it('adds the unit warning for a page of listings', () => {
    expect(answerNotes({ items: sales(20_000, 21_000, 22_000), rejected: 0 }, 'sqft')).toHaveLength(1);
    expect(answerNotes({ items: sales(2_000, 2_100, 2_200), rejected: 0 }, 'sqft')).toEqual([]);
  });
});
