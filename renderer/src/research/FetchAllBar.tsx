// "Fetch all pages" as a broker reads it: what it costs before anything is spent (requests, share of the month's
// quota, time), a progress bar with Stop, and afterwards what was fetched, truthfully at the cap, with Resume after
// a stop, pages that came from older saved answers, and pages that are missing.
import type { Lang } from '#shared/domain/lang';
import { formatInteger } from '../i18n/format';
import { useNavigation, type ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { cancelFetchAll, dismissFetchAll, startFetchAll } from './fetch-all-actions';
import { doneText, planCost, planScope } from './fetch-all-text';
import { useResearch, type FetchAllState } from './research-store';
import { useMessage, type Say } from '../i18n/messages';

export function FetchAllBar({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const { fetchAll, rows } = useResearch(view);
  if (!fetchAll) return null;
  return (
    <div
      className="fetch-all"
      data-testid="fetch-all"
      role="region"
      aria-label={say('research.fetchAll')}
      aria-live="polite"
    >
      {fetchAll.running ? (
        <Running view={view} fetchAll={fetchAll} say={say} lang={lang} />
      ) : fetchAll.summary ? (
        <Finished view={view} fetchAll={fetchAll} fetched={rows.length} say={say} lang={lang} />
      ) : (
        <Estimate view={view} fetchAll={fetchAll} say={say} lang={lang} />
      )}
    </div>
  );
}

interface PartProps {
  view: ListView;
  fetchAll: FetchAllState;
  say: Say;
  lang: Lang;
}

function Estimate({ view, fetchAll, say, lang }: PartProps) {
  const { plan } = fetchAll;
  if (!plan) return <span className="fa-text">{say('research.estimating')}</span>;
  return (
    <>
      <span className="fa-text" data-testid="fetch-all-estimate">
        <span data-testid="fetch-all-scope">{planScope(plan, lang, say)}</span>{' '}
        <strong data-testid="fetch-all-cost">{planCost(plan, lang, say)}</strong>
      </span>
      <span className="fa-actions">
        <button
          type="button"
          className="button primary"
          data-testid="fetch-all-start"
          onClick={() => void startFetchAll(view)}
        >
          {say('research.start')}
        </button>
        <button type="button" className="button" onClick={() => dismissFetchAll(view)}>
          {say('research.notNow')}
        </button>
      </span>
    </>
  );
}

function Running({ view, fetchAll, say, lang }: PartProps) {
  const share = fetchAll.pagesTotal > 0 ? fetchAll.pagesDone / fetchAll.pagesTotal : 0;
  return (
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
      <span className="fa-text" data-testid="fetch-all-progress">
        {say('research.progress', {
          done: formatInteger(fetchAll.pagesDone, lang),
          total: formatInteger(fetchAll.pagesTotal, lang),
          requests: say('research.requests', { count: fetchAll.requestsSpent }),
        })}
      </span>
      <button
        type="button"
        className="button danger"
        data-testid="fetch-all-cancel"
        onClick={() => void cancelFetchAll(view)}
      >
        {say('research.stop')}
      </button>
    </>
  );
}

function Finished({ view, fetchAll, fetched, say, lang }: PartProps & { fetched: number }) {
  const navigate = useNavigation((s) => s.navigate);
  const summary = fetchAll.summary!;
  const text = doneText(summary, fetchAll.plan, fetched, fetchAll.requestsSpent, lang, say);
  const canResume = text.outcome === 'stopped';
  return (
    <>
      <div className="fa-text">
        <div data-testid="fetch-all-done" data-outcome={text.outcome}>
          {text.headline}
        </div>
        {text.stale && (
          <div className="fa-note" data-testid="fetch-all-stale">
            {text.stale}
          </div>
        )}
        {text.missing && (
          <div className="fa-note warning-text" data-testid="fetch-all-missing">
            {text.missing}
          </div>
        )}
        {text.repeated && (
          <div className="fa-note warning-text" data-testid="fetch-all-repeated">
            {text.repeated}
          </div>
        )}
      </div>
      <span className="fa-actions">
        {canResume && (
          <button
            type="button"
            className="button primary"
            data-testid="fetch-all-resume"
            onClick={() => void startFetchAll(view)}
          >
            {summary.cancelled ? say('research.resume') : say('research.fetchMissing')}
          </button>
        )}
        {text.outcome === 'capped' && (
          <button
            type="button"
            className="button"
            data-testid="fetch-all-settings"
            onClick={() => navigate({ view: 'settings' })}
          >
            {say('research.openSettings')}
          </button>
        )}
        <button
          type="button"
          className="button ghost"
          data-testid="fetch-all-close"
          onClick={() => dismissFetchAll(view)}
        >
          {say('research.dismiss')}
        </button>
      </span>
    </>
  );
}
