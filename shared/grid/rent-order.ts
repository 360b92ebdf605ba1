// The order of a rent search of any period asked by price. The data service orders rents by the amount advertised
// (8,000 a month before 50,000 a year); the window's grid, its exports and the CLI then order the rows they hold by
// rent per year instead, in the direction asked, and say so. With one rent period the two orders are the same.
import type { OperationName } from '../data-service/operations';

export interface RowOrder {
  column: 'yearlyRent';
  direction: 'asc' | 'desc';
}

const PRICE_DIRECTIONS: Readonly<Record<string, RowOrder['direction']>> = {
  lowest_price: 'asc',
  highest_price: 'desc',
};

/** Whether a listing search is of rents of any period (no rent frequency asked), whatever its order. */
export function isAnyPeriodRentSearch(operation: OperationName | undefined, params: Readonly<object>): boolean {
  const p = params as Readonly<Record<string, unknown>>;
  const period = p.rent_frequency;
  return (
    operation === 'search-property' &&
    p.purpose === 'for-rent' &&
    (period === undefined || period === '' || period === null)
  );
}

/**
 * The order the rows of a rent search of any period ordered by price take: rent per year, lowest first for "lowest
 * price" (daily lets, which have no yearly figure, last either way). Null for every other search: its rows keep the
 * service's order.
 */
export function yearlyRentOrder(operation: OperationName | undefined, params: Readonly<object>): RowOrder | null {
  if (!isAnyPeriodRentSearch(operation, params)) return null;
  const order = (params as Readonly<Record<string, unknown>>).sort_order;
  const direction = typeof order === 'string' ? PRICE_DIRECTIONS[order] : undefined;
  return direction ? { column: 'yearlyRent', direction } : null;
}

/** The row order an export or the CLI gives rows it was asked for with no sort of their own: rent per year or none. */
export function defaultRowOrder(operation: OperationName | undefined, params: Readonly<object>): RowOrder[] {
  const order = yearlyRentOrder(operation, params);
  return order ? [order] : [];
}
