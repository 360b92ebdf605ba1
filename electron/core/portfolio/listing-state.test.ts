import { describe, expect, it } from 'vitest';
import { listingState, locationIds, locationKey, placesOf } from './listing-state';
import { listing } from './listings.test-support';

describe('listing state', () => {
  it('hashes the tracked attributes only: a new title or photo is not a change, a new price is', () => {
    const base = listingState(listing());
    expect(listingState(listing({ title: { en: 'Renamed' }, coverPhotoUrl: 'http://x/p.jpg' })).hash).toBe(base.hash);
    expect(listingState(listing({ price: 1_200_000 })).hash).not.toBe(base.hash);
    expect(listingState(listing({ rooms: 3 })).hash).not.toBe(base.hash);
    expect(Number.isSafeInteger(base.hash)).toBe(true);
  });

  it('does not see float noise from square-metre conversion as a change', () => {
    expect(listingState(listing({ areaSqft: 1200.0000001 })).hash).toBe(listingState(listing()).hash);
  });

  it('keeps the place trail as ids broadest first, and the names of its places', () => {
    const state = listingState(listing());
    expect(state.location).toBe('/1/50/');
    expect(locationIds(state.location)).toEqual(['1', '50']);
    expect(locationKey([{ externalID: null, name: '?' }])).toBeNull();
    expect(placesOf(listing().location)).toEqual([
      { externalID: '1', name: 'Dubai', level: 0 },
      { externalID: '50', name: 'Dubai Marina', level: 1 },
    ]);
    expect(state.createdAt).toBe(Date.parse('2026-03-01T08:00:00.000Z') / 1000);
  });
});
