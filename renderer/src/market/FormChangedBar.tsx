// Above figures the form no longer asks for: which market they are of, in words, and the way to the new one
// (estimate its cost, or look at once when everything it needs is stored) or back to the form of these figures.
// Shown until the new figures arrive.
import { estimateMarket, lookIsFree, restoreShownForm } from './market-actions';
import { queryText } from './market-about';
import { formIssue } from './market-form';
import { useMarket, type ShownMarket } from './market-store';
import { useMarketContext } from './use-market-strings';
import { useMessage } from '../i18n/messages';

interface FormChangedBarProps {
  shown: ShownMarket;
  placeName(unitKey: string): string;
}

export function FormChangedBar({ shown, placeName }: FormChangedBarProps) {
  const { lang } = useMarketContext();
  const say = useMessage();
  const phase = useMarket((s) => s.phase);
  const form = useMarket((s) => s.form);
  const free = useMarket(lookIsFree);
  const busy = phase === 'planning' || phase === 'loading' || phase === 'analyzing';
  // A plan or a load of the new market is on screen above: the bar points to it rather than offering a second.
  const next =
    busy || phase === 'planned'
      ? say('marketView.stale.next')
      : free
        ? say('marketView.stale.free')
        : say('marketView.stale.load');
  return (
    <div className="mk-stale-bar" role="status" data-testid="market-stale">
      <p>
        <strong>{say('marketView.stale.title')}</strong>{' '}
        {say('marketView.stale.body', { query: queryText(shown.query, lang, placeName) })} {next}
      </p>
      <span className="mk-stale-actions">
        {!busy && phase !== 'planned' && (
          <button
            type="button"
            className="button primary"
            data-testid="stale-estimate"
            disabled={formIssue(form) !== null}
            data-free={free || undefined}
            onClick={() => void estimateMarket()}
          >
            {free ? say('marketView.form.lookFree') : say('marketView.form.estimate')}
          </button>
        )}
        <button
          type="button"
          className="button ghost"
          data-testid="stale-restore"
          disabled={busy}
          onClick={restoreShownForm}
        >
          {say('marketView.stale.restore')}
        </button>
      </span>
    </div>
  );
}
