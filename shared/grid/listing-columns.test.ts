// A rent's figures stand together in every export: per year, as advertised, its period.
import { describe, expect, it } from 'vitest';
import { listingColumnOrder, withRentFigures } from './listing-columns';

describe('listing columns', () => {
  it('puts a rent’s yearly figure and period beside its advertised amount, wherever they were', () => {
    expect(withRentFigures(['title', 'price', 'yearlyRent', 'rooms'], 'for-rent')).toEqual([
      'title',
      'yearlyRent',
      'price',
      'rentFrequency',
      'rooms',
    ]);
    expect(withRentFigures(['title', 'price'], 'for-sale')).toEqual(['title', 'price']);
  });

  it('orders a rent search with rent per year first among its figures', () => {
    expect(listingColumnOrder('for-rent').slice(0, 5)).toEqual([
      'title',
      'location',
      'yearlyRent',
      'price',
      'rentFrequency',
    ]);
  });
});
