// The order a rent search of any period asked by price takes: rent per year, in the direction asked.
import { describe, expect, it } from 'vitest';
import { isAnyPeriodRentSearch, yearlyRentOrder } from './rent-order';

describe('yearlyRentOrder', () => {
  it('orders a rent search of any period asked by price by rent per year, in the direction asked', () => {
    const rents = { purpose: 'for-rent', location_ids: [5006] };
    expect(yearlyRentOrder('search-property', { ...rents, sort_order: 'lowest_price' })).toEqual({
      column: 'yearlyRent',
      direction: 'asc',
    });
    expect(yearlyRentOrder('search-property', { ...rents, sort_order: 'highest_price' })).toEqual({
      column: 'yearlyRent',
      direction: 'desc',
    });
  });

  it('leaves the service’s order to one rent period, sales, other orders and other operations', () => {
    const byPrice = { purpose: 'for-rent', sort_order: 'lowest_price' };
    expect(yearlyRentOrder('search-property', { ...byPrice, rent_frequency: 'monthly' })).toBeNull();
    expect(yearlyRentOrder('search-property', { ...byPrice, purpose: 'for-sale' })).toBeNull();
    expect(yearlyRentOrder('search-property', { purpose: 'for-rent', sort_order: 'popular' })).toBeNull();
    expect(yearlyRentOrder('search-property', { purpose: 'for-rent' })).toBeNull();
    expect(yearlyRentOrder('agency-properties', byPrice)).toBeNull();
  });

  it('tells a rent search of any period whatever its order', () => {
    expect(isAnyPeriodRentSearch('search-property', { purpose: 'for-rent' })).toBe(true);
    expect(isAnyPeriodRentSearch('search-property', { purpose: 'for-rent', rent_frequency: 'yearly' })).toBe(false);
    expect(isAnyPeriodRentSearch('search-property', {})).toBe(false);
  });
});
