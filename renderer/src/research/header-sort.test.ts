// Pins what a header sort does to the rows held: one page re-asks the service, every fetched page (complete or
// partial) is sorted where it is at no cost, and how each is worded.
import { describe, expect, it } from 'vitest';
import type { DataRequest } from '#shared/ipc/contract';
import { carrySort, holdsEverything, localSortScope, planHeaderSort, type HeldRows } from './header-sort';

const listings: DataRequest = {
  operation: 'search-property',
  params: { purpose: 'for-sale', location_ids: [5], rooms: [0], sort_order: 'popular', page: 1 },
};
const byHighestPrice: DataRequest = {
  ...listings,
  params: { ...listings.params, sort_order: 'highest_price' },
} as DataRequest;

const onePage: HeldRows = { request: listings, rowsHeld: 24, total: 314, allPages: false, localSort: null };
const everyPage: HeldRows = { request: listings, rowsHeld: 314, total: 314, allPages: true, localSort: null };
const stopped: HeldRows = { request: listings, rowsHeld: 72, total: 314, allPages: true, localSort: null };
const priceDown = { colId: 'price', direction: 'desc' } as const;
const priceUp = { colId: 'price', direction: 'asc' } as const;
const area = { colId: 'area', direction: 'asc' } as const;

describe('header sort plan', () => {
  it('re-asks the service from page 1 when one page of many is held', () => {
    expect(planHeaderSort(onePage, priceDown)).toEqual({
      kind: 'service',
      sort: { param: 'sort_order', value: 'highest_price' },
    });
    expect(planHeaderSort(onePage, area)).toEqual({ kind: 'local', sort: area });
  });

  it('sorts every fetched page where it is, for any column, when the whole result is held', () => {
    expect(planHeaderSort(everyPage, priceDown)).toEqual({ kind: 'local', sort: priceDown });
    expect(planHeaderSort(everyPage, area)).toEqual({ kind: 'local', sort: area });
    expect(localSortScope({ ...everyPage, localSort: priceDown })).toBe('all');
    expect(localSortScope({ ...everyPage, localSort: area })).toBe('all');
  });

  it('never throws away the pages of a capped or stopped fetch-all, and says the sort is within them', () => {
    expect(planHeaderSort(stopped, priceUp)).toEqual({ kind: 'local', sort: priceUp });
    expect(localSortScope({ ...stopped, localSort: priceUp })).toBe('fetched-service');
    expect(localSortScope({ ...stopped, localSort: area })).toBe('fetched');
  });

  it('sorts one page that holds the whole result without a request', () => {
    const small: HeldRows = { ...onePage, rowsHeld: 9, total: 9 };
    expect(holdsEverything(small)).toBe(true);
    expect(planHeaderSort(small, priceDown)).toEqual({ kind: 'local', sort: priceDown });
    expect(holdsEverything({ rowsHeld: 0, total: 0 })).toBe(false);
  });

  it('clears a sort of the held rows back to the order they were fetched in, with no request', () => {
    expect(planHeaderSort({ ...everyPage, localSort: priceDown }, null)).toEqual({ kind: 'fetched-order' });
    expect(planHeaderSort({ ...onePage, localSort: area }, null)).toEqual({ kind: 'fetched-order' });
    expect(localSortScope(everyPage)).toBeNull();
  });

  it('turns the header over rather than dropping held rows sorted by the service', () => {
    // Fetched highest price first; the grid's click cycle reached "no sort": lowest first, from the rows held.
    const held: HeldRows = { ...everyPage, request: byHighestPrice };
    expect(planHeaderSort(held, null)).toEqual({ kind: 'local', sort: priceUp });
    // Back to the service's own order: no note to show.
    expect(planHeaderSort({ ...held, localSort: priceUp }, priceDown)).toEqual({ kind: 'fetched-order' });
  });

  it('goes back to the service’s default order when one page sorted by it is cleared', () => {
    expect(planHeaderSort({ ...onePage, request: byHighestPrice }, null)).toEqual({
      kind: 'service',
      sort: { param: 'sort_order', value: 'popular' },
    });
  });

  it('does nothing without a search', () => {
    expect(planHeaderSort({ ...onePage, request: null }, priceDown)).toBeNull();
  });
});

describe('carrying a sort back to one page', () => {
  it('asks the service in the sort it can do, from page 1, and the form shows it', () => {
    const carried = carrySort({ ...listings, params: { ...listings.params, page: 1 } } as DataRequest, priceUp);
    expect(carried.localSort).toBeNull();
    expect(carried.formSort).toBe('lowest_price');
    expect(carried.request.params).toMatchObject({ sort_order: 'lowest_price', page: 1 });
  });

  it('keeps a sort the service cannot do on the grid', () => {
    expect(carrySort(listings, area)).toEqual({ request: listings, localSort: area, formSort: null });
    expect(carrySort(listings, null)).toEqual({ request: listings, localSort: null, formSort: null });
  });
});
