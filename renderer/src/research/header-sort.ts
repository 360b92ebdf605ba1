// What a header sort does to the rows a research view holds, decided without side effects: re-ask the service from
// page 1, or order the rows already held (costing no request), and how the view then words that order. Pages a
// "Fetch all" paid for are never thrown away by a header click; re-asking is kept for one page on screen.
import type { DataRequest } from '#shared/ipc/contract';
import {
  columnSortOf,
  defaultServiceSort,
  serviceSortFor,
  withServiceSort,
  type ColumnSort,
  type SortParam,
} from './service-sort';

/** What the view holds when the broker sorts by a header. */
export interface HeldRows {
  request: DataRequest | null;
  /** Rows on screen (every fetched page after "Fetch all", else one page). */
  rowsHeld: number;
  /** Results the service has for the request. */
  total: number;
  /** The rows are (or are becoming) the pages of a "Fetch all": complete, capped, stopped or running. */
  allPages: boolean;
  /** The header sort now applied to the held rows, if any. */
  localSort: ColumnSort | null;
}

export type HeaderSortPlan =
  /** Ask the service again in this order, from page 1 (one page held: nothing paid for is lost). */
  | { kind: 'service'; sort: SortParam }
  /** Order the held rows; no request. */
  | { kind: 'local'; sort: ColumnSort }
  /** Show the held rows in the order they were fetched (the request's own order); no request. */
  | { kind: 'fetched-order' };

/** How the view words a sort of the held rows. */
export type LocalSortScope =
  /** Every result is held: the sort is the whole result's order. */
  | 'all'
  /** Part of the result is held and the service could sort all of it by this column (it can be asked to). */
  | 'fetched-service'
  /** Part of the result is held and the service cannot sort by this column. */
  | 'fetched';

/** Every result of the search is on screen, so sorting them locally is sorting the whole result. */
export function holdsEverything(held: Pick<HeldRows, 'rowsHeld' | 'total'>): boolean {
  return held.total > 0 && held.rowsHeld >= held.total;
}

const sameSort = (a: ColumnSort | null, b: ColumnSort | null): boolean =>
  a !== null && b !== null && a.colId === b.colId && a.direction === b.direction;

/** The broker sorted by a header (null: cleared the header's sort); what that means for the rows held. */
export function planHeaderSort(held: HeldRows, sort: ColumnSort | null): HeaderSortPlan | null {
  const { request } = held;
  if (!request) return null;
  // Several pages or the whole result are held: they were paid for, and sorting them costs nothing.
  const keepRows = held.allPages || holdsEverything(held);
  const fetchedIn = columnSortOf(request);
  if (keepRows) {
    if (sort === null) {
      if (held.localSort) return { kind: 'fetched-order' };
      // The header showed the request's own order; the grid's cycle (asc, desc, none) reached "none", which the
      // held rows cannot show without asking again (the service's default order was never fetched). The broker
      // clicked to change the order, so the other direction it is.
      if (!fetchedIn) return { kind: 'fetched-order' };
      return {
        kind: 'local',
        sort: { colId: fetchedIn.colId, direction: fetchedIn.direction === 'asc' ? 'desc' : 'asc' },
      };
    }
    // Sorting back to the order the rows were fetched in needs no note: it is the request's own order.
    return sameSort(sort, fetchedIn) ? { kind: 'fetched-order' } : { kind: 'local', sort };
  }
  if (sort === null) {
    // Clearing a header the service sorts by goes back to the service's default order; a local sort just goes.
    const reset = held.localSort ? null : defaultServiceSort(request);
    return reset ? { kind: 'service', sort: reset } : { kind: 'fetched-order' };
  }
  const service = serviceSortFor(request, sort);
  return service ? { kind: 'service', sort: service } : { kind: 'local', sort };
}

/** How a sort of the held rows is worded; null when the rows are in the order they were fetched in. */
export function localSortScope(held: HeldRows): LocalSortScope | null {
  if (!held.localSort) return null;
  if (holdsEverything(held)) return 'all';
  return serviceSortFor(held.request, held.localSort) ? 'fetched-service' : 'fetched';
}

/** A search of one page carrying the view's sort: the request to send, the sort left to the grid, the form's. */
export interface CarriedSort {
  request: DataRequest;
  localSort: ColumnSort | null;
  /** The service order the form now shows, when the sort became the service's. */
  formSort: string | null;
}

/**
 * Going back to one page (page by page, a new language) with the held rows sorted: a sort the service can do becomes
 * the service's order from page 1, so page 1 holds the first rows of that order rather than one page of another
 * order re-sorted; any other sort stays on the grid, within the page.
 */
export function carrySort(request: DataRequest, localSort: ColumnSort | null): CarriedSort {
  const service = localSort ? serviceSortFor(request, localSort) : null;
  if (!service) return { request, localSort, formSort: null };
  return { request: withServiceSort(request, service), localSort: null, formSort: service.value };
}
