// Fetching current listings for the asking side of the gap, in two steps like the market itself: "Estimate cost"
// works out and shows what it takes, then "Load (N requests)" spends it (or "Not now"); the analysis is computed
// again afterwards. Listings that are all saved already go straight on, at no cost.
import { formatDuration } from '../../i18n/format';
import { errorText } from '../../i18n/error-text';
import { useMessage } from '../../i18n/messages';
import { dismissAsking, loadAsking, planAsking } from '../asking-actions';
import { useMarket } from '../market-store';
import { useMarketContext } from '../use-market-strings';

/** `lead`: the sentence that says what the button does for the figures (the next step), before it. */
export function AskingLoader({ lead }: { lead?: string } = {}) {
  const { lang } = useMarketContext();
  const say = useMessage();
  const asking = useMarket((s) => s.asking);
  const requests = (n: number) => say('marketView.requests', { count: n });
  if (!asking || asking.phase === 'done') {
    return (
      <div className="mk-asking" data-testid="asking-next">
        {asking?.capped && <p className="muted">{say('marketCards.askingCapped')}</p>}
        {lead && <span>{lead}</span>}
        <button type="button" className="button" data-testid="asking-estimate" onClick={() => void planAsking()}>
          {say('marketCards.askingEstimate')}
        </button>
      </div>
    );
  }
  if (asking.phase === 'planning') return <div className="mk-asking muted">{say('marketView.plan.working')}</div>;
  if (asking.phase === 'error') {
    const said = asking.error ? errorText(asking.error, lang) : null;
    return (
      <div className="mk-asking error-text" role="alert" data-testid="asking-failed">
        {say('marketCards.askingFailed', { message: said ? `${said.happened} ${said.todo}` : '' })}
      </div>
    );
  }
  if (asking.phase === 'loading') {
    return (
      <div className="mk-asking muted" data-testid="asking-progress" aria-live="polite">
        {say('marketCards.askingProgress', {
          done: asking.pagesDone,
          total: asking.pagesTotal,
          requests: requests(asking.requestsSpent),
        })}
      </div>
    );
  }
  return (
    <div className="mk-asking" data-testid="asking-plan" aria-live="polite">
      {asking.capped && <p className="muted">{say('marketCards.askingCapped')}</p>}
      <span>
        {asking.requestsNeeded === 0
          ? say('marketCards.askingNone')
          : say('marketCards.askingCost', {
              requests: requests(asking.requestsNeeded),
              time: formatDuration(asking.estimatedSeconds, lang),
            })}
      </span>
      <span className="mk-asking-actions">
        <button type="button" className="button primary" data-testid="asking-load" onClick={() => void loadAsking()}>
          {say('marketCards.askingLoadN', { requests: requests(asking.requestsNeeded) })}
        </button>
        <button type="button" className="button ghost" data-testid="asking-not-now" onClick={dismissAsking}>
          {say('marketView.plan.notNow')}
        </button>
      </span>
    </div>
  );
}
