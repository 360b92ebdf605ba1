// Above the grid: how many results, which page, paging buttons, and "Fetch all pages".
import { format } from '../i18n/strings';
import type { ListView } from '../state/navigation-store';
import { useShellStrings } from '../shell/use-shell-strings';
import { goToPage, planFetchAll } from './research-actions';
import { useResearch } from './research-store';

export function ResultsToolbar({ view, pageable }: { view: ListView; pageable: boolean }) {
  const t = useShellStrings();
  const state = useResearch(view);
  if (state.status === 'idle') return null;
  const busy = state.status === 'loading' || state.fetchAll?.running === true;
  return (
    <div className="results-toolbar">
      <strong data-testid="results-total">{format(t.results, { total: state.total })}</strong>
      {pageable && !state.allPages && state.totalPages > 0 && (
        <>
          <span className="muted" data-testid="results-page">
            {format(t.pageOf, { page: state.page, pages: state.totalPages })}
          </span>
          <button
            type="button"
            className="button"
            data-testid="page-prev"
            disabled={busy || state.page <= 1}
            onClick={() => void goToPage(view, state.page - 1)}
          >
            {t.previous}
          </button>
          <button
            type="button"
            className="button"
            data-testid="page-next"
            disabled={busy || state.page >= state.totalPages}
            onClick={() => void goToPage(view, state.page + 1)}
          >
            {t.next}
          </button>
        </>
      )}
      <span className="spacer" />
      {pageable && state.totalPages > 1 && !state.fetchAll && (
        <button
          type="button"
          className="button"
          data-testid="fetch-all-button"
          disabled={busy}
          onClick={() => void planFetchAll(view)}
        >
          {t.fetchAll}
        </button>
      )}
    </div>
  );
}
