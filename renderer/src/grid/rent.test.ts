// Pins rents made comparable: per year with its period, and a price per area only where it means something.
import { describe, expect, it } from 'vitest';
import { meaningfulPricePerSqft, withRentPeriod, yearlyRent } from './rent';

const base = { purpose: 'for-rent' as const, price: 8_000, rentFrequency: 'monthly', areaSqft: 800 };

describe('rent', () => {
  it('turns monthly and weekly rents into a rent per year; daily lets have none', () => {
    expect(yearlyRent(base)).toBe(96_000);
    expect(yearlyRent({ ...base, rentFrequency: 'weekly', price: 2_000 })).toBe(104_000);
    expect(yearlyRent({ ...base, rentFrequency: 'daily' })).toBeNull();
    expect(yearlyRent({ ...base, purpose: 'for-sale' })).toBeNull();
  });

  it('gives AED per sq ft for sales and yearly rent per sq ft for rentals, nothing for daily lets', () => {
    expect(meaningfulPricePerSqft({ ...base, purpose: 'for-sale', price: 1_600_000 })).toBe(2_000);
    expect(meaningfulPricePerSqft(base)).toBe(120);
    expect(meaningfulPricePerSqft({ ...base, rentFrequency: 'daily' })).toBeNull();
    expect(meaningfulPricePerSqft({ ...base, areaSqft: null })).toBeNull();
  });
});

describe('a price with its rent period', () => {
  it('says the period of a rent, in the interface language', () => {
    expect(withRentPeriod('3,170', { purpose: 'for-rent', rentFrequency: 'monthly' }, 'en')).toBe('3,170 /mo');
    expect(withRentPeriod('3,170', { purpose: 'for-rent', rentFrequency: 'Yearly' }, 'ar')).toBe('3,170 /سنة');
  });

  it('leaves a sale, a rent of no known period and an empty cell as they are', () => {
    expect(withRentPeriod('1,200,000', { purpose: 'for-sale', rentFrequency: 'yearly' }, 'en')).toBe('1,200,000');
    expect(withRentPeriod('3,170', { purpose: 'for-rent', rentFrequency: null }, 'en')).toBe('3,170');
    expect(withRentPeriod('3,170', { purpose: 'for-rent', rentFrequency: 'fortnightly' }, 'en')).toBe('3,170');
    expect(withRentPeriod('', { purpose: 'for-rent', rentFrequency: 'monthly' }, 'en')).toBe('');
  });
});
