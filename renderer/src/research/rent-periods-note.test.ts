// A rent search of any period ordered by price: the view says its rows are ordered by rent per year, within the rows
// fetched or over every result, and stays silent where the service's order is kept or a header sort decides.
import { describe, expect, it, vi } from 'vitest';
import type { DataRequest } from '#shared/ipc/contract';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));
const { rentOrderNote } = await import('./RentPeriodsNote');

const search = (params: Record<string, unknown>): DataRequest =>
  ({ operation: 'search-property', params: { purpose: 'for-rent', page: 1, ...params } }) as DataRequest;

describe('the rent order note', () => {
  it('says the fetched rows are ordered by rent per year, or every result once every page is held', () => {
    const byPrice = search({ sort_order: 'lowest_price' });
    expect(rentOrderNote(byPrice, null, 24, 310)).toEqual({ kind: 'fetched', count: 24 });
    expect(rentOrderNote(byPrice, null, 310, 310)).toEqual({ kind: 'all', count: 310 });
    expect(rentOrderNote(search({ sort_order: 'highest_price' }), null, 24, 310)?.kind).toBe('fetched');
  });

  it('is silent for one rent period, other orders, sales, no rows, and a header sort of the broker’s', () => {
    expect(rentOrderNote(search({ sort_order: 'lowest_price', rent_frequency: 'monthly' }), null, 24, 310)).toBeNull();
    expect(rentOrderNote(search({ sort_order: 'popular' }), null, 24, 310)).toBeNull();
    expect(rentOrderNote(search({ sort_order: 'lowest_price', purpose: 'for-sale' }), null, 24, 310)).toBeNull();
    expect(rentOrderNote(search({ sort_order: 'lowest_price' }), null, 0, 0)).toBeNull();
    const area = { colId: 'area', direction: 'asc' } as const;
    expect(rentOrderNote(search({ sort_order: 'lowest_price' }), area, 24, 310)).toBeNull();
    expect(rentOrderNote(null, null, 24, 310)).toBeNull();
  });
});
