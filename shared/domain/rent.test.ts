// Rents counted per year the one way every figure uses: monthly × 12, weekly × 52, missing as yearly, daily none.
import { describe, expect, it } from 'vitest';
import { rentPeriodsPerYear, yearlyAmount, yearlyRent } from './rent';

describe('rents per year', () => {
  it('counts months and weeks, takes a missing frequency as yearly, and gives daily lets none', () => {
    expect([null, 'yearly', 'monthly', 'weekly', 'daily', 'hourly'].map(rentPeriodsPerYear)).toEqual([
      1,
      1,
      12,
      52,
      null,
      null,
    ]);
  });

  it('gives a sale its price, a rent its yearly rent, and a daily let nothing', () => {
    expect(yearlyAmount({ purpose: 'for-sale', price: 1_200_000, rentFrequency: null })).toBe(1_200_000);
    expect(yearlyAmount({ purpose: 'for-rent', price: 9_000, rentFrequency: 'monthly' })).toBe(108_000);
    expect(yearlyRent({ purpose: 'for-rent', price: 900, rentFrequency: 'daily' })).toBeNull();
    expect(yearlyRent({ purpose: 'for-sale', price: 900, rentFrequency: null })).toBeNull();
  });
});
