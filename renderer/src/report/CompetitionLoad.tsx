// The way to the competition when none of the place's current listings is stored: what loading them costs, the
// broker's go-ahead, the load's progress, and a failure said in the broker's words.
import { fill } from '#shared/words/translated';
import { ErrorMessage } from '../components/ErrorMessage';
import { formatDuration } from '../i18n/format';
import { MARKET_STRINGS } from '../market/strings';
import { dismissListings, loadListings, planListings } from './competition-actions';
import type { ReportFormat } from './report-format';
import { useReport } from './report-store';
import type { ReportStrings } from './strings';

export function CompetitionLoad({ t, fmt }: { t: ReportStrings; fmt: ReportFormat }) {
  const listings = useReport((s) => s.listings);
  const requests = (n: number) => fmt.plural(MARKET_STRINGS[fmt.lang].requests, n);
  if (!listings) {
    return (
      <button type="button" className="button" data-testid="competition-load" onClick={() => void planListings()}>
        {t.grid.load}
      </button>
    );
  }
  switch (listings.phase) {
    case 'planning':
      return <p className="muted">{t.grid.loadWorking}</p>;
    case 'error':
      return listings.error ? (
        <ErrorMessage error={listings.error} title={t.grid.loadFailed} onRetry={() => void planListings()} />
      ) : null;
    case 'loading':
      return (
        <p className="muted" data-testid="competition-progress">
          {fill(t.grid.loadProgress, {
            done: fmt.integer(listings.pagesDone),
            total: fmt.integer(listings.pagesTotal),
            requests: requests(listings.requestsSpent),
          })}
        </p>
      );
    default:
      return (
        <div className="mk-plan-actions" data-testid="competition-plan">
          <p className="mk-plan-cost" data-requests={listings.requestsNeeded}>
            {fill(t.grid.loadCost, {
              requests: requests(listings.requestsNeeded),
              time: formatDuration(listings.estimatedSeconds, fmt.lang),
            })}
          </p>
          <button
            type="button"
            className="button primary"
            data-testid="competition-go"
            onClick={() => void loadListings()}
          >
            {fill(t.grid.loadGo, { requests: requests(listings.requestsNeeded) })}
          </button>
          <button type="button" className="button ghost" onClick={dismissListings}>
            {t.plan.notNow}
          </button>
        </div>
      );
  }
}
