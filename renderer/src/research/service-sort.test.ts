// Pins which header sorts the service performs (re-query from page 1) and which only order the fetched rows.
import { describe, expect, it } from 'vitest';
import type { DataRequest } from '#shared/ipc/contract';
import { columnSortOf, defaultServiceSort, serviceSortFor, withServiceSort } from './service-sort';

const listings: DataRequest = {
  operation: 'search-property',
  params: { purpose: 'for-sale', sort_order: 'popular', page: 3 },
};
const transactions: DataRequest = { operation: 'transactions', params: { purpose: 'for-sale', sort_by: 'date_desc' } };
const agents: DataRequest = { operation: 'agent-search-by-name', params: { query: 'chloe' } };

describe('service sort', () => {
  it('maps the price header of listings to the service’s lowest/highest price order', () => {
    expect(serviceSortFor(listings, { colId: 'price', direction: 'desc' })).toEqual({
      param: 'sort_order',
      value: 'highest_price',
    });
    expect(serviceSortFor(listings, { colId: 'price', direction: 'asc' })?.value).toBe('lowest_price');
    expect(serviceSortFor(listings, { colId: 'createdAt', direction: 'desc' })?.value).toBe('latest');
  });

  it('leaves columns and directions the service cannot sort to the fetched rows', () => {
    expect(serviceSortFor(listings, { colId: 'createdAt', direction: 'asc' })).toBeNull();
    expect(serviceSortFor(listings, { colId: 'area', direction: 'desc' })).toBeNull();
    expect(serviceSortFor(agents, { colId: 'name', direction: 'asc' })).toBeNull();
  });

  it('sorts transactions by date, price and area in both directions', () => {
    expect(serviceSortFor(transactions, { colId: 'area', direction: 'asc' })).toEqual({
      param: 'sort_by',
      value: 'area_asc',
    });
    expect(columnSortOf(transactions)).toEqual({ colId: 'date', direction: 'desc' });
  });

  it('re-asks from page 1 with the new order', () => {
    const again = withServiceSort(listings, { param: 'sort_order', value: 'highest_price' });
    expect(again.params).toMatchObject({ sort_order: 'highest_price', page: 1, purpose: 'for-sale' });
    expect(columnSortOf(again)).toEqual({ colId: 'price', direction: 'desc' });
  });

  it('shows no column for orders no column stands for, and clears back to the default order', () => {
    expect(columnSortOf(listings)).toBeNull();
    expect(defaultServiceSort(listings)).toBeNull();
    const byPrice = withServiceSort(listings, { param: 'sort_order', value: 'lowest_price' });
    expect(defaultServiceSort(byPrice)).toEqual({ param: 'sort_order', value: 'popular' });
    expect(defaultServiceSort(transactions)).toBeNull();
  });

  it('shows a rent search of any period ordered by price as sorted by rent per year, and asks it by that header', () => {
    const rents: DataRequest = {
      operation: 'search-property',
      params: { purpose: 'for-rent', sort_order: 'lowest_price', page: 1 },
    };
    expect(columnSortOf(rents)).toEqual({ colId: 'yearlyRent', direction: 'asc' });
    expect(serviceSortFor(rents, { colId: 'yearlyRent', direction: 'desc' })?.value).toBe('highest_price');
    // The advertised amounts of different periods are sorted within the rows held only.
    expect(serviceSortFor(rents, { colId: 'price', direction: 'asc' })).toBeNull();
    const monthly = { ...rents, params: { ...rents.params, rent_frequency: 'monthly' } } as DataRequest;
    expect(columnSortOf(monthly)).toEqual({ colId: 'price', direction: 'asc' });
  });
});
