// The analysis on screen: the results bar, the headline tiles, then every card in the order a broker reads a
// market (trend, bedrooms, sales and rents, ready and off-plan, distribution, change, yield, gap, outliers, areas).
// Everything is labelled with the query the figures were computed from; when the form asks another market, a bar
// says so and the figures are dimmed until the new ones arrive.
import { memo, useMemo } from 'react';
import { isRtl, pickText } from '#shared/domain/lang';
import type { MarketQueryInput } from '#shared/ipc/contract';
import { pickedLocationLabel } from '../search';
import { chartTheme } from '../components/charts/chart-theme';
import { CompareCard } from './cards/CompareCard';
import { ChangeCard, HistogramCard } from './cards/DistributionCards';
import { CompletionCard, SalesRentsCard } from './cards/MixCards';
import { OutliersCard } from './cards/OutliersCard';
import { BuildingsCard } from './cards/BuildingsCard';
import { BedsCard, TrendCard } from './cards/TrendCards';
import { GapCard, YieldCard } from './cards/YieldGapCards';
import type { CardProps } from './cards/card-props';
import { FormChangedBar } from './FormChangedBar';
import { aboutOf, queryText } from './market-about';
import { purposesOf } from './market-form';
import { useMarket, type ShownMarket } from './market-store';
import { ResultsBar } from './ResultsBar';
import { SummaryTiles } from './SummaryTiles';
import type { TableContext } from '#shared/market/tables/table-model';
import { useMarketContext } from './use-market-strings';
import { useDataLang } from '../i18n/messages';

interface MarketResultsProps {
  shown: ShownMarket;
  /** The form asks another market than these figures are of. */
  stale: boolean;
}

// Memoised: the view re-renders at every change of the form (each keystroke, each chip) and of the load's phase, and
// these figures change only with what they are of; the eleven cards and their charts were drawn again each time
// (68 renders in market.e2e.ts, 38 with this: the rest changed nothing on screen).
export const MarketResults = memo(function MarketResults({ shown, stale }: MarketResultsProps) {
  const { analysis, query } = shown;
  const { lang, unit, theme } = useMarketContext();
  const dataLang = useDataLang();
  const focusUnit = useMarket((s) => s.focusUnit);
  const focusPurpose = useMarket((s) => s.focusPurpose);
  const purposes = purposesOf(query.purpose);
  const unitKey = focusUnit ?? analysis.units[0]?.key ?? '';
  const purpose = purposes.includes(focusPurpose) ? focusPurpose : purposes[0]!;

  // A place's name in the data language when the picker gave one (as picked for these figures), else the
  // name the query was made with.
  const placeName = useMemo(() => {
    const byId = new Map(shown.form.places.map((p) => [p.externalID, pickedLocationLabel(p, dataLang)]));
    return (key: string) =>
      byId.get(key) ??
      query.places.find((p) => p.id === key)?.name ??
      analysis.units.find((u) => u.key === key)?.label ??
      key;
  }, [shown.form.places, dataLang, query, analysis]);

  // The query narrowed to one unit's places and one purpose: what a table of that unit and purpose holds.
  const scoped = (key: string | null, scopePurpose: MarketQueryInput['purpose']): MarketQueryInput => {
    if (key === null) return { ...query, purpose: scopePurpose };
    const ids = analysis.units.find((u) => u.key === key)?.placeIds ?? [key];
    const places = query.places.filter((p) => ids.includes(p.id));
    return { ...query, places: places.length ? places : query.places, purpose: scopePurpose };
  };
  const ctx: TableContext = {
    lang,
    unit,
    placeName,
    excluded: analysis.rule.excluded,
    beds: query.beds,
    locationName: (recorded) => pickText(analysis.locationNames[recorded], dataLang) || recorded,
    scope: (key, scopePurpose) => queryText(scoped(key, scopePurpose), lang, placeName),
    scopeAbout: (key, scopePurpose) => aboutOf(scoped(key, scopePurpose), analysis, lang, unit, placeName),
  };
  const props: CardProps = {
    analysis,
    unitKey,
    purpose,
    purposes,
    ctx,
    about: aboutOf(query, analysis, lang, unit, placeName),
    theme: chartTheme(theme),
    rtl: isRtl(lang),
  };
  return (
    <div className={stale ? 'mk-results stale' : 'mk-results'} data-testid="market-results" data-stale={stale}>
      {stale && <FormChangedBar shown={shown} placeName={placeName} />}
      <ResultsBar shown={shown} purposes={purposes} placeName={placeName} />
      <div className="mk-figures">
        <SummaryTiles analysis={analysis} unitKey={unitKey} purpose={purpose} />
        <TrendCard {...props} />
        <BedsCard {...props} />
        <SalesRentsCard {...props} />
        <CompletionCard {...props} />
        <HistogramCard {...props} />
        <ChangeCard {...props} />
        <YieldCard {...props} />
        <GapCard {...props} />
        <OutliersCard {...props} />
        <BuildingsCard {...props} />
        <CompareCard {...props} />
      </div>
    </div>
  );
});
