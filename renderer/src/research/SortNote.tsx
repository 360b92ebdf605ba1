// Says, above the grid, how rows sorted by a header relate to the whole result: all of it (every page held, no
// request spent), or only the rows fetched, then with the way to have the service sort all of it when it can.
// Silent when the rows are in the order the service gave them.
import { formatInteger } from '../i18n/format';
import type { ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { localSortScope } from './header-sort';
import { applyHeaderSort, sortAllByService } from './research-actions';
import { useResearch } from './research-store';
import { useMessage } from '../i18n/messages';

export function SortNote({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const state = useResearch(view);
  const held = state.rows.length;
  const scope = localSortScope({ ...state, rowsHeld: held });
  if (!scope) return null;
  const total = formatInteger(state.total, lang);
  const text =
    scope === 'all'
      ? say('research.sortedAll', { count: held })
      : scope === 'fetched-service'
        ? say('research.sortedWithinPart', { count: held, total })
        : say('research.sortedLocally', { count: held });
  // While "Fetch all" runs, asking the service again would drop the pages still arriving: offered once it is over.
  const canAsk = scope === 'fetched-service' && state.fetchAll?.running !== true && state.status !== 'loading';
  return (
    <div className="results-note" role="note" data-testid="local-sort-note" data-scope={scope}>
      {text}
      {canAsk && (
        <button
          type="button"
          className="link-button"
          data-testid="sort-all-by-service"
          onClick={() => sortAllByService(view)}
        >
          {say('research.sortAllByService', { total })}
        </button>
      )}
      <button type="button" className="link-button" onClick={() => applyHeaderSort(view, null)}>
        {say('research.clearSort')}
      </button>
    </div>
  );
}
