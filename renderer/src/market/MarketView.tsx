// The Market view: which market (the form), what it costs before anything is spent (the plan, then the load's
// progress), and the analysis computed from the local store, always labelled with the query it is of.
import { useEffect } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { carryListingsPlaces } from './carry-place';
import { estimateMarket, formDiffers, quoteForm } from './market-actions';
import { MarketForm } from './MarketForm';
import { MarketResults } from './MarketResults';
import { useMarket } from './market-store';
import { PlanPanel } from './PlanPanel';
import { useMessage } from '../i18n/messages';
import './market.css';
import './market-cards.css';

export function MarketView() {
  const say = useMessage();
  const phase = useMarket((s) => s.phase);
  const shown = useMarket((s) => s.shown);
  const form = useMarket((s) => s.form);
  const recomputing = useMarket((s) => s.recomputing);
  const error = useMarket((s) => s.error);
  const busy = phase === 'analyzing' || phase === 'loading' || recomputing;
  // Opened after a Listings search, the form starts on its place.
  useEffect(() => carryListingsPlaces(), []);
  // Whether the market in the form costs nothing to look at (asked of the store, no request): again after each
  // change of the form, and when a look ends (what is stored has changed). Chips toggled quickly ask once.
  useEffect(() => {
    const timer = setTimeout(() => void quoteForm(), 150);
    return () => clearTimeout(timer);
  }, [form, phase]);
  return (
    <div className="mk-view" data-testid="market-view" aria-busy={busy}>
      <header className="mk-head">
        <h1>{say('marketView.title')}</h1>
        <p className="muted">{say('marketView.intro')}</p>
      </header>
      <MarketForm />
      <PlanPanel />
      {phase === 'error' && error && <ErrorMessage error={error} onRetry={() => void estimateMarket()} />}
      {shown ? (
        <MarketResults shown={shown} stale={formDiffers(form, shown)} />
      ) : (
        phase === 'idle' && (
          <div className="mk-empty" data-testid="market-empty">
            <h2>{say('marketView.empty.title')}</h2>
            <p className="muted">{say('marketView.empty.body')}</p>
          </div>
        )
      )}
    </div>
  );
}
