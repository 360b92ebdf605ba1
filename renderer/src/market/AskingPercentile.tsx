// A property page's section: where its asking AED per area falls among stored transactions of its place and bedroom
// count (percentile with n), computed from the local store at no cost; without any, the way to load them.
import { useEffect, useState } from 'react';
import type { ListingSummary } from '#shared/domain/listing';
import type { ListingPercentile } from '#shared/ipc/contract';
import { percentileAsk, type PercentileAsk } from '#shared/market/percentile-ask';
import { api } from '../api/api';
import { Section } from '../details';
import { formatShare } from '../i18n/format';
import { useNavigation } from '../state/navigation-store';
import { areaUnitLabel, bedsLabel, formatDay, perAreaText, purposeLabel } from '#shared/market/market-format';
import { useMarket } from './market-store';
import { useMarketContext } from './use-market-strings';
import { useMessage } from '../i18n/messages';
import './market.css';
import './market-cards.css';

type Found = ListingPercentile['found'];

export function AskingPercentile({ listing }: { listing: ListingSummary }) {
  const { lang, unit } = useMarketContext();
  const say = useMessage();
  const navigate = useNavigation((s) => s.navigate);
  const outcome = percentileAsk(listing);
  const ask = 'ask' in outcome ? outcome.ask : null;
  const askKey = ask ? JSON.stringify(ask) : null;
  const [state, setState] = useState<{ key: string; found: Found } | null>(null);

  useEffect(() => {
    if (!askKey) return;
    let current = true;
    void api.invoke('market:listing-percentile', JSON.parse(askKey) as PercentileAsk).then((r) => {
      if (current) setState({ key: askKey, found: r.ok ? r.value.found : null });
    });
    return () => {
      current = false;
    };
  }, [askKey]);

  if (!ask) {
    if ('missing' in outcome && outcome.missing === 'area') {
      return (
        <Section title={say('marketView.percentile.title')} testId="property-percentile">
          <p className="muted">{say('marketView.percentile.noArea', { unit: areaUnitLabel(unit, lang) })}</p>
        </Section>
      );
    }
    return null;
  }
  const facts = { beds: bedsLabel(ask.beds, lang), purpose: purposeLabel(ask.purpose, lang) };
  const done = state?.key === askKey;
  const found = done ? state.found : null;

  function openMarket(): void {
    const place = ask!.places[ask!.places.length - 1]!;
    useMarket.getState().setForm({
      places: [{ externalID: place.id, label: place.name }],
      purpose: ask!.purpose,
      beds: [ask!.beds],
      category: ask!.category ?? 'any',
      completion: 'any',
    });
    navigate({ view: 'market' });
  }

  return (
    <Section title={say('marketView.percentile.title')} testId="property-percentile">
      {!done ? (
        <p className="muted">{say('marketView.percentile.working')}</p>
      ) : found && found.result.percentile !== null ? (
        <div data-testid="percentile-found" data-n={found.result.n} data-percentile={found.result.percentile}>
          <div className="mk-percentile-bar" aria-hidden="true">
            <span className="mk-percentile-mark" style={{ insetInlineStart: `${found.result.percentile}%` }} />
          </div>
          <p>
            {say('marketView.percentile.text', {
              count: found.result.n,
              perArea: perAreaText(ask.pricePerSqft, unit, lang),
              share: formatShare(found.result.percentile / 100, lang),
              place: found.place.name,
              ...facts,
              from: found.result.span ? formatDay(found.result.span.from, lang) : '',
              to: found.result.span ? formatDay(found.result.span.to, lang) : '',
            })}
          </p>
          {found.result.thin && <p className="warning-text">{say('marketView.percentile.thin')}</p>}
        </div>
      ) : (
        <div data-testid="percentile-none">
          <p className="muted">
            {say('marketView.percentile.none', { place: ask.places[ask.places.length - 1]!.name, ...facts })}
          </p>
          <button type="button" className="button" data-testid="percentile-open-market" onClick={openMarket}>
            {say('marketView.percentile.open')}
          </button>
        </div>
      )}
    </Section>
  );
}
