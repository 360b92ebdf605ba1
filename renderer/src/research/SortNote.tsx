// Says, above the grid, how rows sorted by a header relate to the whole result: all of it (every page held, no
// request spent), or only the rows fetched, then with the way to have the service sort all of it when it can.
// Silent when the rows are in the order the service gave them.
import { formatInteger } from '../i18n/format';
import { pluralText } from '#shared/words/plural';
import { format } from '../i18n/strings';
import type { ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { localSortScope } from './header-sort';
import { applyHeaderSort, sortAllByService } from './research-actions';
import { RESEARCH_STRINGS } from './research-strings';
import { useResearch } from './research-store';

export function SortNote({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const t = RESEARCH_STRINGS[lang];
  const state = useResearch(view);
  const held = state.rows.length;
  const scope = localSortScope({ ...state, rowsHeld: held });
  if (!scope) return null;
  const total = formatInteger(state.total, lang);
  const text =
    scope === 'all'
      ? pluralText(t.sortedAll, held, lang)
      : scope === 'fetched-service'
        ? pluralText(t.sortedWithinPart, held, lang, { total })
        : pluralText(t.sortedLocally, held, lang);
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
          {format(t.sortAllByService, { total })}
        </button>
      )}
      <button type="button" className="link-button" onClick={() => applyHeaderSort(view, null)}>
        {t.clearSort}
      </button>
    </div>
  );
}
