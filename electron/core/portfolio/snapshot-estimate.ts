// A snapshot's cost before anything is spent. A snapshot pays one request per page of each of its lists, so the
// best guess is the pages the item's last snapshot took; before the first one, the listing count the data service
// already gave for the item (its picker, details or a saved search's last run, kept in the offline cache) divided
// by the list's page size; only when neither is known, one request per list, the least it can cost.
import { z } from 'zod';
import { OPERATIONS, type OperationName } from '#shared/data-service/operations';
import type { WatchItem } from '#shared/domain/portfolio';
import type { SavedQuery } from '#shared/domain/saved-query';
import type { EstimateBasis, SnapshotEstimate } from '#shared/ipc/contract';
import { listCount } from './snapshot-targets';

/** What the data service last said of a firm's size (a list or details answer), and when. */
export interface KnownCount {
  listings: number | null;
  sale: number | null;
  rent: number | null;
  projects: number | null;
  at: number;
}

export type ItemEstimate = Pick<
  SnapshotEstimate['items'][number],
  'estimatedRequests' | 'basis' | 'listings' | 'countAt'
>;

const count = z.number().int().min(0).nullish();
const firmCountSchema = z.looseObject({
  propertiesCount: count,
  propertiesForSale: count,
  propertiesForRent: count,
  projectsCount: count,
});

/** The counts in a cached firm record (JSON as stored); null when it holds none. */
export function knownCountOf(data: string, at: number): KnownCount | null {
  let parsed: z.infer<typeof firmCountSchema>;
  try {
    const result = firmCountSchema.safeParse(JSON.parse(data));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  const listings = parsed.propertiesCount ?? null;
  if (listings === null) return null;
  return {
    listings,
    sale: parsed.propertiesForSale ?? null,
    rent: parsed.propertiesForRent ?? null,
    projects: parsed.projectsCount ?? null,
    at,
  };
}

/** Requests a list of `items` results costs: one per page of the operation's fixed size, at least one. */
export function pagesFor(operation: OperationName, items: number): number {
  const paging = OPERATIONS[operation].paging;
  if (paging.kind !== 'standard' && paging.kind !== 'transactions') return 1;
  return Math.max(1, Math.ceil(items / paging.pageSize));
}

/**
 * A developer's listings come from /search-property for sale and for rent: with only the total known, the two lists
 * take at most one page more than the total would on one list (each split adds at most one partly filled page).
 */
function developerPages(known: KnownCount): number {
  const listings =
    known.sale !== null && known.rent !== null
      ? pagesFor('search-property', known.sale) + pagesFor('search-property', known.rent)
      : Math.max(2, pagesFor('search-property', known.listings ?? 0) + 1);
  return listings + pagesFor('search-new-projects', known.projects ?? 0);
}

function fromCount(requests: number, listings: number, at: number): ItemEstimate {
  return { estimatedRequests: requests, basis: 'listing-count', listings, countAt: new Date(at).toISOString() };
}

export function estimateItem(
  item: WatchItem,
  lastPages: number | null,
  known: KnownCount | null,
  saved: SavedQuery | null,
): ItemEstimate {
  if (lastPages !== null)
    return { estimatedRequests: lastPages, basis: 'last-snapshot', listings: null, countAt: null };
  const unknown: ItemEstimate = { estimatedRequests: listCount(item), basis: 'unknown', listings: null, countAt: null };
  switch (item.kind) {
    case 'agency':
    case 'agent': {
      if (known?.listings == null) return unknown;
      const operation = item.kind === 'agency' ? 'agency-properties' : 'agent-properties';
      return fromCount(pagesFor(operation, known.listings), known.listings, known.at);
    }
    case 'developer':
      return known?.listings == null ? unknown : fromCount(developerPages(known), known.listings, known.at);
    case 'saved': {
      // A market analysis is never watched (the watchlist refuses it); were one found, nothing is known of its size.
      if (!saved || saved.kind !== 'search' || saved.lastResultCount === null || saved.lastRunAt === null)
        return unknown;
      // A saved search whose results are not listings or projects is recorded by its count: page 1 only.
      const paged = ['search-property', 'agent-properties', 'agency-properties', 'search-new-projects'];
      const requests = paged.includes(saved.operation) ? pagesFor(saved.operation, saved.lastResultCount) : 1;
      return fromCount(requests, saved.lastResultCount, Date.parse(saved.lastRunAt));
    }
  }
}

const STRENGTH: Readonly<Record<EstimateBasis, number>> = { 'last-snapshot': 0, 'listing-count': 1, unknown: 2 };

/** The weakest basis among the items (an empty list is as good as the last snapshots: nothing to guess). */
export function weakestBasis(bases: readonly EstimateBasis[]): EstimateBasis {
  return bases.reduce<EstimateBasis>((w, b) => (STRENGTH[b] > STRENGTH[w] ? b : w), 'last-snapshot');
}
