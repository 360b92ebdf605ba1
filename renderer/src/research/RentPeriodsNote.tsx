// Says, above a listing grid ordered by price, that rents of different periods sit side by side ordered by the amount
// advertised (470 a day before 5,120 a month), and how to rank like with like. Silent otherwise.
import { usePreferences } from '../state/preferences-store';
import type { ListView } from '../state/navigation-store';
import { RESEARCH_STRINGS } from './research-strings';
import { useResearch } from './research-store';

const PRICE_ORDERS: ReadonlySet<unknown> = new Set(['lowest_price', 'highest_price']);

interface RentRow {
  purpose?: unknown;
  rentFrequency?: unknown;
}

/**
 * Whether rows ordered by price may rank rents of different periods by their amount: the service sorts a search with
 * no rent frequency by the amount advertised, so a page of daily lets (or one mixing periods) sits before yearly ones.
 */
export function mixesRentPeriods(
  rows: readonly unknown[],
  sortOrder: unknown,
  localSortColumn: string | null,
  rentFrequencyChosen = false,
): boolean {
  if (rentFrequencyChosen) return false;
  // A header sort decides the order on screen: by rent per year (or anything but the advertised price) rents of
  // different periods no longer stand in the order of their amounts, whatever the service was asked.
  if (localSortColumn !== null ? localSortColumn !== 'price' : !PRICE_ORDERS.has(sortOrder)) return false;
  const periods = new Set<unknown>();
  for (const row of rows as readonly RentRow[]) {
    if (row?.purpose === 'for-rent' && typeof row.rentFrequency === 'string') periods.add(row.rentFrequency);
  }
  return periods.size > 1 || (periods.size === 1 && !periods.has('yearly'));
}

export function RentPeriodsNote({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const state = useResearch(view);
  const params = state.request?.params as { sort_order?: unknown; rent_frequency?: unknown } | undefined;
  const chosen = params?.rent_frequency !== undefined;
  if (!mixesRentPeriods(state.rows, params?.sort_order, state.localSort?.colId ?? null, chosen)) return null;
  return (
    <div className="results-note" role="note" data-testid="rent-periods-note">
      {RESEARCH_STRINGS[lang].rentPeriodsMixed}
    </div>
  );
}
