// Above the charts: the market in words and the span held (of the query the figures were computed from, not of the
// form), "Save search" for that market, how months are counted (the period's first and last month may be partial), what this look cost (zero when
// computed from the store), which place and purpose the charts show, outliers in or out, pins to the compare panel,
// and what is missing.
import { useState } from 'react';
import type { Purpose } from '#shared/domain/listing';
import type { CoverageView, MarketLoadStep } from '#shared/ipc/contract';
import { SaveMarketButton } from '../saved';
import { Checkbox, Segmented } from '../search';
import { setIncludeOutliers } from './market-actions';
import { heldSpan, queryText } from './market-about';
import { formatDay, formatDayRange, purposeLabel } from '#shared/market/market-format';
import { requestsCount } from '#shared/market/market-view-ids';
import { useMarket, type ShownMarket } from './market-store';
import { partialMonths } from '#shared/market/series';
import { pinPlace } from './pin-place';
import { usePinsLoaded } from '../compare';
import { useCompare } from '../compare';
import { useMarketContext } from './use-market-strings';
import { useMessage, type Say } from '../i18n/messages';
import { Icon } from '../components/icons';

interface ResultsBarProps {
  shown: ShownMarket;
  purposes: readonly Purpose[];
  placeName(unitKey: string): string;
}

export function ResultsBar({ shown, purposes, placeName }: ResultsBarProps) {
  const { analysis, query, look } = shown;
  const { lang } = useMarketContext();
  const say = useMessage();
  const focusUnit = useMarket((s) => s.focusUnit);
  const focusPurpose = useMarket((s) => s.focusPurpose);
  const patch = useMarket((s) => s.patch);
  const includeOutliers = useMarket((s) => s.includeOutliers);
  const [pinning, setPinning] = useState<string | null>(null);
  usePinsLoaded();
  const pinnedPlaces = useCompare((s) => s.pinned.place);
  const span = heldSpan(analysis);
  const spent = look.plan + look.load;
  const notes = [
    ...(shown.load?.steps ?? []).flatMap((step) => loadNote(step, placeName(step.placeId), say, lang) ?? []),
    ...analysis.coverage.flatMap((c) => coverageNote(c, placeName(c.unit), say, lang) ?? []),
    ...(analysis.unreadableListings > 0
      ? [say('marketView.look.unreadableListings', { count: analysis.unreadableListings })]
      : []),
  ];
  const partial = partialMonths(analysis.monthly);

  async function pin(unitKey: string): Promise<void> {
    // The place as picked for these figures (the form may have dropped it since).
    const place = shown.form.places.find((p) => p.externalID === unitKey);
    if (!place) return;
    setPinning(unitKey);
    await pinPlace(place, analysis, query);
    setPinning(null);
  }

  return (
    <section className="mk-results-bar" data-testid="market-results-bar">
      <div className="mk-scope">
        <h2 className="mk-scope-title" dir="auto">
          {queryText(query, lang, placeName)}
        </h2>
        {span && (
          <span className="muted" data-testid="market-span">
            {say('marketView.look.span', { from: formatDay(span.from, lang), to: formatDay(span.to, lang) })}
          </span>
        )}
        <span className="mk-save">
          <SaveMarketButton shown={shown} placeName={placeName} />
        </span>
      </div>
      {partial.length > 0 && (
        <p className="muted mk-months-note" data-testid="market-partial-note">
          {say('marketView.look.partialMonths', {
            months: { list: partial.map((p) => formatDayRange(p.from, p.to, lang)) },
          })}
        </p>
      )}
      <p className={spent === 0 ? 'mk-look free' : 'mk-look'} data-testid="look-cost" data-requests={spent}>
        {spent === 0
          ? say('marketView.look.free', { ms: Math.round(analysis.computeMs + analysis.syncMs) })
          : say('marketView.look.paid', {
              requests: requestsCount(spent),
              plan: requestsCount(look.plan),
              load: requestsCount(look.load),
            })}
      </p>
      <div className="mk-bar-controls">
        {analysis.units.length > 1 && (
          <div
            className="mk-inline-field"
            role="group"
            aria-label={say('marketView.look.place')}
            data-testid="focus-place"
          >
            <span className="muted">{say('marketView.look.place')}</span>
            <Segmented
              value={focusUnit ?? analysis.units[0]!.key}
              options={analysis.units.map((u) => ({ value: u.key, label: placeName(u.key) }))}
              onChange={(key) => patch({ focusUnit: key })}
            />
          </div>
        )}
        {purposes.length > 1 && (
          <div
            className="mk-inline-field"
            role="group"
            aria-label={say('marketView.look.showing')}
            data-testid="focus-purpose"
          >
            <span className="muted">{say('marketView.look.showing')}</span>
            <Segmented
              value={focusPurpose}
              options={purposes.map((p) => ({ value: p, label: purposeLabel(p, lang) }))}
              onChange={(p) => patch({ focusPurpose: p })}
            />
          </div>
        )}
        <Checkbox
          checked={includeOutliers}
          label={say('marketView.look.includeOutliers')}
          onChange={(include) => void setIncludeOutliers(include)}
          testId="outliers-include-bar"
        />
        <span className="mk-pins">
          {analysis.units.map((u) => {
            const isPinned = pinnedPlaces.includes(u.key);
            return (
              <button
                key={u.key}
                type="button"
                className={isPinned ? 'button pinned' : 'button'}
                data-testid={`pin-${u.key}`}
                data-pinned={isPinned}
                disabled={pinning !== null}
                onClick={() => void pin(u.key)}
              >
                <Icon name={isPinned ? 'done' : 'compare'} />{' '}
                {isPinned ? say('marketView.look.repin') : say('marketView.look.pin')}:{' '}
                <span dir="auto">{placeName(u.key)}</span>
              </button>
            );
          })}
        </span>
      </div>
      {notes.length > 0 && (
        <ul className="mk-coverage" data-testid="market-coverage">
          {notes.map((n) => (
            <li key={n} className="warning-text">
              {n}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a load could not do: pages it could not have, or the page cap it reached. */
function loadNote(step: MarketLoadStep, place: string, say: Say, lang: Parameters<typeof formatDay>[1]) {
  const values = { place, purpose: purposeLabel(step.purpose, lang) };
  if (step.missingPages.length > 0) {
    return say('marketView.plan.missing', { ...values, count: step.missingPages.length });
  }
  if (step.action === 'fetch' && !step.complete && step.held) {
    return say('marketView.plan.cappedHeld', { ...values, from: formatDay(step.held.from, lang) });
  }
  return null;
}

function coverageNote(c: CoverageView, place: string, say: Say, lang: Parameters<typeof formatDay>[1]) {
  const values = { place, purpose: purposeLabel(c.purpose, lang) };
  if (c.status === 'missing') return say('marketView.look.missing', values);
  if (c.status === 'partial' && c.span)
    return say('marketView.look.partial', { ...values, from: formatDay(c.span.from, lang) });
  if (!c.fresh && c.fetchedAt) return say('marketView.look.stale', { ...values, date: formatDay(c.fetchedAt, lang) });
  return null;
}
