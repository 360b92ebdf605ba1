// Pins when the compare panel ranks listings' prices: only among units of one kind, priced over one period.
import { describe, expect, it } from 'vitest';
import type { ListingSnapshot } from '#shared/compare/snapshots';
import { measureName } from '#shared/compare/comparison-names';
import { listingRows } from './listing-measures';
import type { MarketFiguresSource } from './market-figures';

const figures: MarketFiguresSource = {
  listingPercentile: () => Promise.resolve({ found: null } as never),
  placeFigures: () => Promise.resolve(null),
};
const ctx = { lang: 'en' as const, dataLang: 'en' as const, now: new Date('2026-11-24T00:00:00Z'), figures };

function listing(id: string, rooms: number, price: number, areaSqft: number): ListingSnapshot {
  return {
    externalID: id,
    title: { en: `Listing ${id}` },
    purpose: 'for-sale',
    propertyType: 'apartments',
    rooms,
    price,
    areaSqft,
    location: [{ externalID: '5002', name: 'Dubai Marina' }],
  } as ListingSnapshot;
}

describe('listing places side by side', () => {
  /** A listing one level deeper than the others: a tower inside Dubai Marina. */
  const torch = {
    ...listing('t', 2, 2_100_000, 1200),
    location: [
      { externalID: '5002', name: 'Dubai Marina' },
      { externalID: '5104', name: 'The Torch' },
    ],
  } as ListingSnapshot;

  it('reads every item at one depth of its trail, and the building on a row of its own', async () => {
    const rows = await listingRows([listing('a', 2, 2_000_000, 1200), torch], ctx);
    expect(rows.find((r) => r.id === 'location')!.values).toEqual(['Dubai Marina', 'Dubai Marina']);
    expect(rows.find((r) => r.id === 'exactPlace')!.values).toEqual([null, 'The Torch']);
    const same = await listingRows([listing('a', 2, 2_000_000, 1200), listing('b', 2, 2_300_000, 1250)], ctx);
    expect(same.some((r) => r.id === 'exactPlace')).toBe(false);
  });

  it('names the places in the panel language where their names are stored, as recorded where not', async () => {
    const rows = await listingRows([listing('a', 2, 2_000_000, 1200), torch], {
      ...ctx,
      lang: 'ar',
      dataLang: 'ar',
      placeNames: () => ({ 'Dubai Marina': { en: 'Dubai Marina', ar: 'دبي مارينا' } }),
    });
    expect(rows.find((r) => r.id === 'location')!.values).toEqual(['دبي مارينا', 'دبي مارينا']);
    expect(rows.find((r) => r.id === 'exactPlace')!.values).toEqual([null, 'The Torch']);
  });
});

describe('listing prices side by side', () => {
  it('ranks the price among units of one kind', async () => {
    const rows = await listingRows([listing('a', 2, 2_000_000, 1200), listing('b', 2, 2_300_000, 1250)], ctx);
    const price = rows.find((r) => r.id === 'price')!;
    expect(price.direction).toBe('lowest');
    expect(price.note).toBeNull();
  });

  it('does not call a 1-bed the best price beside 4-beds, and says AED per area compares them', async () => {
    const rows = await listingRows([listing('a', 1, 1_641_000, 896), listing('b', 4, 4_100_000, 3111)], ctx);
    const price = rows.find((r) => r.id === 'price')!;
    expect(price.direction).toBeNull();
    expect(price.note).toMatch(/^Not ranked: the items differ in type or bedrooms/);
    expect(rows.find((r) => r.id === 'pricePerArea')!.direction).toBe('lowest');
  });
});

describe('rents side by side (issue 34, the research day)', () => {
  const rent = (id: string, price: number, rentFrequency: string): ListingSnapshot =>
    ({ ...listing(id, 1, price, 700), purpose: 'for-rent', rentFrequency }) as ListingSnapshot;

  it('gives every rent per year beside the advertised amount, ranked, none for a daily let', async () => {
    const rows = await listingRows(
      [rent('y', 29_500, 'yearly'), rent('d', 1_210, 'daily'), rent('m', 9_480, 'monthly')],
      ctx,
    );
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf('yearlyRent')).toBe(ids.indexOf('price') + 1);
    const yearly = rows.find((r) => r.id === 'yearlyRent')!;
    expect(yearly.values).toEqual([29_500, null, 113_760]);
    expect(yearly.kind).toBe('aed');
    expect(yearly.direction).toBe('lowest');
    // The advertised amounts are of three periods: never ranked against each other.
    expect(rows.find((r) => r.id === 'price')!.direction).toBeNull();
  });

  // Finding d: "Price (AED)" over rents said nothing of their periods; the listings grid says "Advertised rent".
  it('names the advertised amounts of rents as advertised rents, in every language, and a mix of both as both', async () => {
    const rows = await listingRows([rent('y', 29_500, 'yearly'), rent('d', 1_210, 'daily')], ctx);
    const price = rows.find((r) => r.id === 'price')!;
    expect(price.label).toBe('Advertised rent');
    expect(measureName(price, 'listing', 'en', 'sqft')).toBe('Advertised rent (AED)');
    expect(measureName(price, 'listing', 'ar', 'sqft')).toBe('الإيجار المعلن (درهم)');
    const mixed = await listingRows([rent('y', 29_500, 'yearly'), listing('s', 1, 1_200_000, 700)], ctx);
    const both = mixed.find((r) => r.id === 'price')!;
    expect(measureName(both, 'listing', 'en', 'sqft')).toBe('Sale price or advertised rent (AED)');
    const sales = await listingRows([listing('a', 2, 2_000_000, 1200), listing('b', 2, 2_300_000, 1250)], ctx);
    expect(
      measureName(
        sales.find((r) => r.id === 'price')!,
        'listing',
        'en',
        'sqft',
      ),
    ).toBe('Price (AED)');
  });

  it('has no rent per year row among sales', async () => {
    const rows = await listingRows([listing('a', 2, 2_000_000, 1200), listing('b', 2, 2_300_000, 1250)], ctx);
    expect(rows.some((r) => r.id === 'yearlyRent')).toBe(false);
  });
});
