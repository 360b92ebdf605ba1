// Above the grid: how many results, which page (kept after "fetch all", so the broker can go back to pages),
// paging buttons, "Fetch all pages", and how rows sorted by a header relate to the whole result (SortNote); nothing
// while a search has failed and no rows are shown.
import { formatInteger } from '../i18n/format';
import { WatchFromResults } from '../portfolio';
import { SaveSearchButton } from '../saved';
import type { ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { planFetchAll } from './fetch-all-actions';
import { goToPage } from './research-actions';
import { useResearch } from './research-store';
import { SortNote } from './SortNote';
import { RentPeriodsNote } from './RentPeriodsNote';
import { PageError } from './PageError';
import { useMessage } from '../i18n/messages';

export function ResultsToolbar({ view, pageable }: { view: ListView; pageable: boolean }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const state = useResearch(view);
  // A search that failed shows no rows: the count and pager of the search before it would be taken for its own.
  if (state.status === 'idle' || state.status === 'error') return null;
  const busy = state.status === 'loading' || state.fetchAll?.running === true;
  const paged = pageable && state.totalPages > 0;
  return (
    <>
      <div className="results-toolbar">
        <strong data-testid="results-total">{say('research.results', { count: state.total })}</strong>
        {paged && (
          <span className="pager">
            <span className="muted" data-testid="results-page">
              {state.allPages
                ? say('research.allFetched', { rows: formatInteger(state.rows.length, lang) })
                : say('research.pageOf', {
                    page: formatInteger(state.page, lang),
                    pages: formatInteger(state.totalPages, lang),
                  })}
            </span>
            {state.allPages ? (
              <button
                type="button"
                className="button"
                data-testid="page-by-page"
                disabled={busy}
                onClick={() => void goToPage(view, 1)}
              >
                {say('research.pageByPage')}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button"
                  data-testid="page-prev"
                  disabled={busy || state.page <= 1}
                  onClick={() => void goToPage(view, state.page - 1)}
                >
                  <span aria-hidden="true" className="flip">
                    ‹
                  </span>{' '}
                  {say('shell.previous')}
                </button>
                <button
                  type="button"
                  className="button"
                  data-testid="page-next"
                  disabled={busy || state.page >= state.totalPages}
                  onClick={() => void goToPage(view, state.page + 1)}
                >
                  {say('shell.next')}{' '}
                  <span aria-hidden="true" className="flip">
                    ›
                  </span>
                </button>
              </>
            )}
          </span>
        )}
        <span className="spacer" />
        <WatchFromResults view={view} />
        <SaveSearchButton view={view} />
        {pageable && state.totalPages > 1 && !state.fetchAll && !state.allPages && (
          <button
            type="button"
            className="button"
            data-testid="fetch-all-button"
            disabled={busy}
            onClick={() => void planFetchAll(view)}
          >
            {say('research.fetchAll')}
          </button>
        )}
      </div>
      <PageError view={view} />
      <SortNote view={view} />
      <RentPeriodsNote view={view} />
      {state.languageRefetchedPage !== null && (
        <div className="results-note" role="note" data-testid="language-refetched">
          {say('research.languageChanged', { page: formatInteger(state.languageRefetchedPage, lang) })}
        </div>
      )}
    </>
  );
}
