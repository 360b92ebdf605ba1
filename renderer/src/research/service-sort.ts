// Which grid columns the data service itself can sort by (`sort_order` of the listing and project searches,
// `sort_by` of transactions), in which direction, and back: which column and direction a request's sort shows as.
// A header click on such a column re-asks the service (from page 1); any other sort only orders the rows fetched.
import { isAnyPeriodRentSearch } from '#shared/grid/rent-order';
import type { DataRequest } from '#shared/ipc/contract';

export type SortDirection = 'asc' | 'desc';

export interface ColumnSort {
  colId: string;
  direction: SortDirection;
}

/** The parameter a service sort sets, and its value. */
export interface SortParam {
  param: 'sort_order' | 'sort_by';
  value: string;
}

type Table = Readonly<Record<string, Partial<Record<SortDirection, string>>>>;

const LISTINGS: Table = {
  price: { asc: 'lowest_price', desc: 'highest_price' },
  createdAt: { desc: 'latest' },
};
/**
 * A rent search of any period: the service orders rents by the amount advertised, and the grid orders what it holds by
 * rent per year (shared/grid/rent-order.ts), so the price order shows as, and is asked by, the Rent per year header.
 * The advertised amount is then sorted within the rows held only.
 */
const RENTS_OF_ANY_PERIOD: Table = { yearlyRent: LISTINGS.price!, createdAt: LISTINGS.createdAt! };
const PROJECTS: Table = { priceFrom: { asc: 'lowest_price', desc: 'highest_price' } };
const TRANSACTIONS: Table = {
  date: { asc: 'date_asc', desc: 'date_desc' },
  price: { asc: 'price_asc', desc: 'price_desc' },
  area: { asc: 'area_asc', desc: 'area_desc' },
};

function tableFor(request: DataRequest | null): { param: SortParam['param']; table: Table } | null {
  switch (request?.operation) {
    case 'search-property': {
      const table = isAnyPeriodRentSearch(request.operation, request.params) ? RENTS_OF_ANY_PERIOD : LISTINGS;
      return { param: 'sort_order', table };
    }
    case 'search-new-projects':
      return { param: 'sort_order', table: PROJECTS };
    case 'transactions':
      return { param: 'sort_by', table: TRANSACTIONS };
    default:
      return null;
  }
}

/** The service sort a header click asks for, or null when only the fetched rows can be sorted that way. */
export function serviceSortFor(request: DataRequest | null, sort: ColumnSort): SortParam | null {
  const found = tableFor(request);
  const value = found?.table[sort.colId]?.[sort.direction];
  return found && value ? { param: found.param, value } : null;
}

/** The column a request's own sort orders by (the header shows it), or null for orders no column shows. */
export function columnSortOf(request: DataRequest | null): ColumnSort | null {
  const found = tableFor(request);
  if (!found || !request) return null;
  const value = (request.params as Record<string, unknown>)[found.param];
  if (typeof value !== 'string') return null;
  for (const [colId, directions] of Object.entries(found.table)) {
    for (const direction of ['asc', 'desc'] as const) if (directions[direction] === value) return { colId, direction };
  }
  return null;
}

/** The service's default order for a request sorted by a column (null when it is not). */
export function defaultServiceSort(request: DataRequest): SortParam | null {
  const found = tableFor(request);
  if (!found || columnSortOf(request) === null) return null;
  const value = found.param === 'sort_by' ? 'date_desc' : 'popular';
  const current = (request.params as Record<string, unknown>)[found.param];
  return current === value ? null : { param: found.param, value };
}

/** The request re-asked with a service sort, from its first page. */
export function withServiceSort(request: DataRequest, sort: SortParam): DataRequest {
  return { ...request, params: { ...request.params, [sort.param]: sort.value, page: 1 } } as DataRequest;
}
