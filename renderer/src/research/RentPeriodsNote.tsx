// Says, above the grid of a rent search of any period ordered by price, that the service orders rents by the amount
// advertised (470 a day before 5,120 a month) while the grid orders the rows it holds by rent per year, and offers to
// fetch every page (its cost said first) so that every match takes that order. Silent otherwise.
import { formatInteger } from '../i18n/format';
import { yearlyRentOrder } from '#shared/grid/rent-order';
import type { DataRequest } from '#shared/ipc/contract';
import { usePreferences } from '../state/preferences-store';
import type { ListView } from '../state/navigation-store';
import { planFetchAll } from './fetch-all-actions';
import { holdsEverything } from './header-sort';
import { useResearch } from './research-store';
import type { ColumnSort } from './service-sort';
import { useMessage } from '../i18n/messages';

export type RentOrderNote = { kind: 'fetched' | 'all'; count: number } | null;

/**
 * What the note says: the rows held are ordered by rent per year among themselves ('fetched'), or every result is
 * ('all'); null when the rows keep the service's order (one rent period, a sale, another order) or a header sort of
 * the broker's decides the order (the sort note speaks then).
 */
export function rentOrderNote(
  request: DataRequest | null,
  localSort: ColumnSort | null,
  rowsHeld: number,
  total: number,
): RentOrderNote {
  if (!request || localSort !== null || rowsHeld === 0) return null;
  if (!yearlyRentOrder(request.operation, request.params)) return null;
  return { kind: holdsEverything({ rowsHeld, total }) ? 'all' : 'fetched', count: rowsHeld };
}

export function RentPeriodsNote({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const state = useResearch(view);
  const note = rentOrderNote(state.request, state.localSort, state.rows.length, state.total);
  if (!note) return null;
  // Offered while nothing of a fetch-all is on screen: its own bar says the cost, the progress and the outcome.
  const offer = note.kind === 'fetched' && !state.fetchAll && !state.allPages && state.status === 'done';
  return (
    <div className="results-note" role="note" data-testid="rent-periods-note" data-kind={note.kind}>
      {note.kind === 'all'
        ? say('research.rentOrderAll', { count: note.count })
        : say('research.rentOrderFetched', { count: note.count, total: formatInteger(state.total, lang) })}
      {offer && (
        <button
          type="button"
          className="link-button"
          data-testid="rent-order-fetch-all"
          onClick={() => void planFetchAll(view)}
        >
          {say('research.fetchAll')}
        </button>
      )}
    </div>
  );
}
