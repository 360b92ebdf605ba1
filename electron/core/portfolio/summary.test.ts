import { describe, expect, it } from 'vitest';
import type { ListingState } from '../store/workspace/listing-states-repo';
import { median, summarize, yearlyPrice } from './summary';

function state(over: Partial<ListingState>): ListingState {
  return {
    entity: 0,
    externalID: 'x',
    hash: 1,
    price: 1_000_000,
    purpose: 0,
    rentFrequency: null,
    rooms: 1,
    baths: 1,
    areaSqft: 1000,
    propertyType: 'apartments',
    location: '/1/2/',
    createdAt: null,
    title: null,
    ...over,
  };
}

describe('snapshot summary', () => {
  it('takes exact medians (the mean of the middle two for an even count)', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('compares rents as yearly figures; a daily let, whose yearly figure would mislead, has none', () => {
    expect(yearlyPrice({ price: 10_000, purpose: 1, rentFrequency: 'monthly' })).toBe(120_000);
    expect(yearlyPrice({ price: 100, purpose: 1, rentFrequency: 'daily' })).toBeNull();
    expect(yearlyPrice({ price: 90_000, purpose: 1, rentFrequency: null })).toBe(90_000);
    expect(yearlyPrice({ price: 2_000_000, purpose: 0, rentFrequency: null })).toBe(2_000_000);
  });

  it('counts for sale and for rent by type and bedrooms, with medians per purpose, projects apart', () => {
    const summary = summarize([
      state({ price: 1_000_000, areaSqft: 1000 }),
      state({ price: 3_000_000, areaSqft: 1500, rooms: 2 }),
      state({ price: 2_000_000, areaSqft: null, rooms: null, propertyType: null }),
      state({ purpose: 1, price: 10_000, rentFrequency: 'monthly', areaSqft: 600, rooms: 0 }),
      state({ purpose: 1, price: 100_000, rentFrequency: 'yearly', areaSqft: 1000, propertyType: 'villas' }),
      state({ entity: 1, purpose: null, price: 900_000 }),
    ]);
    expect(summary.counts).toEqual({ total: 5, sale: 3, rent: 2, projects: 1 });
    expect(summary.byType).toEqual({
      apartments: { sale: 2, rent: 1 },
      unknown: { sale: 1, rent: 0 },
      villas: { sale: 0, rent: 1 },
    });
    expect(summary.byRooms).toEqual({
      '0': { sale: 0, rent: 1 },
      '1': { sale: 1, rent: 1 },
      '2': { sale: 1, rent: 0 },
      unknown: { sale: 1, rent: 0 },
    });
    expect(summary.medianPrice).toEqual({ sale: 2_000_000, rent: 110_000 });
    expect(summary.medianPricePerSqft).toEqual({ sale: 1500, rent: 150 });
  });

  it('counts an office or plot recorded with "0 rooms" (states from before they read as none) as no bedroom count', () => {
    const summary = summarize([
      state({ rooms: 0, propertyType: 'offices' }),
      state({ rooms: 0, propertyType: 'residential-plots' }),
      state({ rooms: 0, propertyType: 'apartments' }),
    ]);
    expect(summary.byRooms).toEqual({ '0': { sale: 1, rent: 0 }, unknown: { sale: 2, rent: 0 } });
  });
});
