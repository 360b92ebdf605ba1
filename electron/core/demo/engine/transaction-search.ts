// /transactions over the demo market's registry: relative time periods, categories by name or id, six sorts.
import type { OperationParams } from '#shared/data-service/operations';
import { TRANSACTION_CATEGORY_IDS } from '#shared/data-service/params';
import { dayToIso } from '../market/clock';
import type { DemoTransaction } from '../market/transactions';
import type { Market } from '../market/market';
import { propertyTypeName } from './listing-text';
import { recordsAt } from './location-filter';
import { paginate, type Page } from './paging';
import { expandPropertyTypes } from './listing-search';

const PERIOD_DAYS: Readonly<Record<string, number>> = { '1m': 30, '3m': 91, '6m': 182, '12m': 365, '24m': 730 };
const CATEGORY_TYPES: Readonly<Record<string, readonly string[]>> = {
  apartments: ['apartments', 'penthouse', 'hotel-apartments'],
  villas: ['villas', 'villa-compound'],
  townhouses: ['townhouses'],
  // The real gateway's id for villas and townhouses together.
  '3': ['villas', 'villa-compound', 'townhouses'],
};

function categoryTypes(categories: readonly string[] | undefined): Set<string> | null {
  if (!categories) return null;
  const out = new Set<string>();
  for (const raw of categories) {
    const name = (TRANSACTION_CATEGORY_IDS as Readonly<Record<string, string>>)[raw] ?? raw;
    const types = CATEGORY_TYPES[name] ?? [...(expandPropertyTypes([name]) ?? [])];
    types.forEach((t) => out.add(t));
  }
  return out;
}

const SORTS: Readonly<Record<string, (a: DemoTransaction, b: DemoTransaction) => number>> = {
  date_desc: (a, b) => b.day - a.day,
  date_asc: (a, b) => a.day - b.day,
  price_desc: (a, b) => b.price - a.price,
  price_asc: (a, b) => a.price - b.price,
  area_desc: (a, b) => b.area - a.area,
  area_asc: (a, b) => a.area - b.area,
};

/** The page of registered transactions that match, in the requested order (both answer shapes present it). */
export function findTransactions(market: Market, params: OperationParams<'transactions'>): Page<DemoTransaction> {
  const today = market.day();
  const since = today - (PERIOD_DAYS[params.time_period ?? '12m'] ?? 365);
  const view = market.view();
  const newestFirst = (a: DemoTransaction, b: DemoTransaction) =>
    b.day - a.day || (a.transactionId < b.transactionId ? -1 : 1);
  const candidates = recordsAt(market, params.location_ids, view.transactionsAt, newestFirst) ?? view.transactions;
  const types = categoryTypes(params.category_ids);
  const beds = params.beds ? new Set(params.beds) : null;
  const inRange = (v: number, lo?: number, hi?: number) =>
    (lo === undefined || v >= lo) && (hi === undefined || v <= hi);
  const matches = candidates.filter(
    (t) =>
      t.purpose === params.purpose &&
      t.day > since &&
      (!types || types.has(t.type)) &&
      (!params.completion_status || params.completion_status === 'any' || t.completion === params.completion_status) &&
      // `0` is studios: offices, shops and warehouses have no bedroom count, so no beds filter selects them.
      (!beds || (t.rooms !== null && beds.has(t.rooms))) &&
      inRange(t.price, params.price_min, params.price_max) &&
      inRange(t.area, params.area_min, params.area_max),
  );
  const sortBy = params.sort_by ?? 'date_desc';
  // Candidates are already newest first; other orders break ties on the id so that pages never overlap.
  if (sortBy !== 'date_desc') {
    const sort = SORTS[sortBy]!;
    matches.sort((a, b) => sort(a, b) || (a.transactionId < b.transactionId ? -1 : 1));
  }
  return paginate(matches, params.page, 20);
}

export function searchTransactions(market: Market, params: OperationParams<'transactions'>) {
  const page = findTransactions(market, params);
  return {
    hits: page.items.map((t) => ({
      transactionId: t.transactionId,
      purpose: t.purpose,
      price: t.price,
      area: t.area,
      location: market.locations[t.location]!.names.en,
      category: propertyTypeName(t.type, 'en'),
      // No bedroom count (an office, a shop) is null: the spec reads 0 as a studio.
      rooms: t.rooms,
      completionStatus: t.completion,
      date: dayToIso(t.day),
    })),
    nbHits: page.total,
    page: page.page,
    nbPages: page.totalPages,
  };
}
