// When a grid ordered by price mixes rent periods, the view says the order is by amount advertised.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));
const { mixesRentPeriods } = await import('./RentPeriodsNote');

const rent = (rentFrequency: string | null) => ({ purpose: 'for-rent', rentFrequency });

describe('rent periods under a price order', () => {
  it('speaks up only when rents of two periods are ordered by price', () => {
    const mixed = [rent('daily'), rent('monthly'), rent('yearly')];
    expect(mixesRentPeriods(mixed, 'lowest_price', null)).toBe(true);
    expect(mixesRentPeriods(mixed, 'latest', 'price')).toBe(true);
    expect(mixesRentPeriods(mixed, 'latest', null)).toBe(false);
    expect(mixesRentPeriods([rent('yearly'), rent('yearly'), rent(null)], 'highest_price', null)).toBe(false);
    // A page of daily lets alone, first under "lowest price": ranked before yearly rents on later pages.
    expect(mixesRentPeriods([rent('daily'), rent('daily')], 'lowest_price', null)).toBe(true);
    expect(mixesRentPeriods(mixed, 'lowest_price', null, true)).toBe(false);
    expect(mixesRentPeriods([{ purpose: 'for-sale', rentFrequency: null }], 'lowest_price', null)).toBe(false);
  });
});
