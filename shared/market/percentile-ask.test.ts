// A listing becomes a percentile question: asking AED per sq ft (rents a year), bucket, category, places to try.
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../domain/listing';
import { percentileAsk } from './percentile-ask';

const listing = {
  externalID: '1003110000',
  purpose: 'for-sale',
  price: 1_641_000,
  rentFrequency: null,
  rooms: 1,
  areaSqft: 896,
  propertyType: 'apartments',
  location: [
    { externalID: '1', name: 'Dubai' },
    { externalID: '5002', name: 'Dubai Marina' },
    { externalID: '5002-7', name: 'Marina Gate' },
  ],
} as unknown as ListingSummary;

describe('percentile question of a listing', () => {
  it('asks most specific place first, never the city, with the AED per sq ft and bucket', () => {
    expect(percentileAsk(listing)).toEqual({
      ask: {
        places: [
          { id: '5002-7', name: 'Marina Gate' },
          { id: '5002', name: 'Dubai Marina' },
        ],
        purpose: 'for-sale',
        beds: 1,
        category: 'apartments',
        pricePerSqft: 1831.47,
      },
    });
  });

  it('takes a rent as a yearly rent, and seven bedrooms as five or more', () => {
    const rent = {
      ...listing,
      purpose: 'for-rent',
      price: 8000,
      rentFrequency: 'monthly',
      rooms: 7,
      propertyType: 'Villa',
    };
    const outcome = percentileAsk(rent as ListingSummary);
    expect(outcome).toMatchObject({ ask: { pricePerSqft: 107.14, beds: 5, category: 'villas' } });
  });

  it('says what is missing instead of guessing', () => {
    expect(percentileAsk({ ...listing, areaSqft: null })).toEqual({ missing: 'area' });
    expect(percentileAsk({ ...listing, rooms: null })).toEqual({ missing: 'rooms' });
    // An office pinned as "0 rooms" is set against no studios.
    expect(percentileAsk({ ...listing, rooms: 0, propertyType: 'offices' })).toEqual({ missing: 'rooms' });
    expect(percentileAsk({ ...listing, rooms: 0, propertyType: 'Office' })).toEqual({ missing: 'rooms' });
    expect(percentileAsk({ ...listing, rooms: 0 })).toMatchObject({ ask: { beds: 0 } });
    expect(percentileAsk({ ...listing, location: [{ externalID: '1', name: 'Dubai' }] })).toEqual({ missing: 'place' });
    // A daily holiday let has no yearly rent to set against transactions.
    expect(percentileAsk({ ...listing, purpose: 'for-rent', rentFrequency: 'daily' })).toEqual({ missing: 'period' });
  });
});
