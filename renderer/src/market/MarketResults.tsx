// The analysis on screen: the results bar, the headline tiles, then every card in the order a broker reads a
// market (trend, bedrooms, sales and rents, ready and off-plan, distribution, change, yield, gap, outliers, areas).
import { useMemo } from 'react';
import { isRtl } from '#shared/domain/lang';
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { pickedLocationLabel } from '../search/pickers/LocationPicker';
import { chartTheme } from './charts/chart-theme';
import { CompareCard } from './cards/CompareCard';
import { ChangeCard, HistogramCard } from './cards/DistributionCards';
import { CompletionCard, SalesRentsCard } from './cards/MixCards';
import { OutliersCard } from './cards/OutliersCard';
import { BedsCard, TrendCard } from './cards/TrendCards';
import { GapCard, YieldCard } from './cards/YieldGapCards';
import type { CardProps } from './cards/card-props';
import { aboutOf } from './market-about';
import { purposesOf } from './market-form';
import { useMarket, type LookCost } from './market-store';
import { ResultsBar } from './ResultsBar';
import { SummaryTiles } from './SummaryTiles';
import type { TableContext } from './tables/table-model';
import { useMarketContext } from './use-market-strings';

interface MarketResultsProps {
  analysis: MarketAnalysis;
  query: MarketQueryInput;
  look: LookCost;
}

export function MarketResults({ analysis, query, look }: MarketResultsProps) {
  const { t, lang, unit, theme } = useMarketContext();
  const focusUnit = useMarket((s) => s.focusUnit);
  const focusPurpose = useMarket((s) => s.focusPurpose);
  const places = useMarket((s) => s.form.places);
  const purposes = purposesOf(query.purpose);
  const unitKey = focusUnit ?? analysis.units[0]?.key ?? '';
  const purpose = purposes.includes(focusPurpose) ? focusPurpose : purposes[0]!;

  // A place's name in the interface language when the picker gave one, else the name the query was made with.
  const placeName = useMemo(() => {
    const byId = new Map(places.map((p) => [p.externalID, pickedLocationLabel(p, lang)]));
    return (key: string) =>
      byId.get(key) ??
      query.places.find((p) => p.id === key)?.name ??
      analysis.units.find((u) => u.key === key)?.label ??
      key;
  }, [places, lang, query, analysis]);

  const ctx: TableContext = { t, lang, unit, placeName, excluded: analysis.rule.excluded };
  const props: CardProps = {
    analysis,
    unitKey,
    purpose,
    purposes,
    ctx,
    about: aboutOf(query, analysis, t, lang, unit, placeName),
    theme: chartTheme(theme),
    rtl: isRtl(lang),
  };
  return (
    <div className="mk-results" data-testid="market-results">
      <ResultsBar analysis={analysis} query={query} purposes={purposes} look={look} placeName={placeName} />
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
      <CompareCard {...props} />
    </div>
  );
}
