// "Fetch all pages": the request estimate before anything is spent, a progress bar while pages stream in,
// and cancel.
import { format } from '../i18n/strings';
import type { ListView } from '../state/navigation-store';
import { useShellStrings } from '../shell/use-shell-strings';
import { cancelFetchAll, dismissFetchAll, startFetchAll } from './research-actions';
import { useResearch } from './research-store';

export function FetchAllBar({ view }: { view: ListView }) {
  const t = useShellStrings();
  const { fetchAll, rows } = useResearch(view);
  if (!fetchAll) return null;
  const { plan } = fetchAll;
  const share = fetchAll.pagesTotal > 0 ? fetchAll.pagesDone / fetchAll.pagesTotal : 0;
  const finished = !fetchAll.running && fetchAll.pagesDone > 0;
  return (
    <div className="fetch-all" data-testid="fetch-all" role="region" aria-live="polite">
      {!plan && <span>{t.estimating}</span>}
      {plan && !fetchAll.running && !finished && (
        <>
          <span data-testid="fetch-all-estimate">
            {format(t.estimate, { pages: plan.pagesPlanned, requests: plan.requestsNeeded })}
            {plan.capped ? ` ${format(t.capped, { cap: plan.pagesPlanned })}` : ''}
          </span>
          <button
            type="button"
            className="button primary"
            data-testid="fetch-all-start"
            onClick={() => void startFetchAll(view)}
          >
            {t.start}
          </button>
          <button type="button" className="button" onClick={() => dismissFetchAll(view)}>
            {t.cancel}
          </button>
        </>
      )}
      {fetchAll.running && (
        <>
          <div
            className="progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={fetchAll.pagesTotal}
            aria-valuenow={fetchAll.pagesDone}
          >
            <div className="progress-fill" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
          </div>
          <span data-testid="fetch-all-progress">
            {format(t.progress, {
              done: fetchAll.pagesDone,
              total: fetchAll.pagesTotal,
              requests: fetchAll.requestsSpent,
            })}
          </span>
          <button
            type="button"
            className="button danger"
            data-testid="fetch-all-cancel"
            onClick={() => void cancelFetchAll(view)}
          >
            {t.cancel}
          </button>
        </>
      )}
      {finished && (
        <>
          <span data-testid="fetch-all-done">
            {fetchAll.cancelled
              ? format(t.cancelled, { done: fetchAll.pagesDone })
              : format(t.finished, { done: fetchAll.pagesDone })}{' '}
            {format(t.allRows, { rows: rows.length })}
          </span>
          <button type="button" className="button" onClick={() => dismissFetchAll(view)}>
            {t.close}
          </button>
        </>
      )}
    </div>
  );
}
