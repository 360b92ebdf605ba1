// Sales against rents (each on its own axis: a yearly rent is a fraction of a price) and ready against off-plan.
import { useState } from 'react';
import type { SeriesSpec } from '../../components/charts/TimeChart';
import { areaUnitLabel, purposeLabel } from '#shared/market/market-format';
import { useMessage } from '../../i18n/messages';
import { completionPivot, purposePivot, type Measure } from '#shared/market/series';
import { completionTable, salesRentsTable } from '#shared/market/tables/trend-tables';
import { measureAxisTitle, measureLabel, type CardProps } from './card-props';
import { MeasureChartCard } from './MeasureChartCard';
import { COMPLETION_MESSAGE } from '#shared/market/market-view-ids';
import { sayIn } from '../../i18n/messages';

export function SalesRentsCard(card: CardProps) {
  const { analysis, unitKey, purposes, ctx, theme } = card;
  const { lang, unit } = ctx;
  const say = useMessage();
  const [measure, setMeasure] = useState<Measure>('perArea');
  if (purposes.length < 2) {
    return (
      <section className="mk-card mk-card-note" data-testid="card-sales-rents">
        <h2 className="mk-card-title">{say('marketCards.salesRents')}</h2>
        <p className="muted">{say('marketCards.needBoth')}</p>
      </section>
    );
  }
  const rows = purposePivot(analysis, unitKey, measure, unit);
  // Counts share one axis; money gets one axis each, or the rents would lie flat along the bottom.
  const twoAxes = measure !== 'count';
  // Each line named for its purpose and measure: the rent line is a yearly rent.
  const label = (p: 'for-sale' | 'for-rent') =>
    twoAxes ? measureLabel(measure, p, unit, lang) : purposeLabel(p, lang);
  const series: SeriesSpec[] = [
    { key: 'for-sale', label: label('for-sale'), color: theme.sale, kind: twoAxes ? 'line' : 'bar', axis: 'left' },
    {
      key: 'for-rent',
      label: label('for-rent'),
      color: theme.rent,
      kind: twoAxes ? 'line' : 'bar',
      axis: twoAxes ? 'right' : 'left',
    },
  ];
  return (
    <MeasureChartCard
      id="sales-rents"
      title={say('marketCards.salesRents')}
      note={measure === 'perArea' ? say('marketCards.salesRentsNote', { unit: areaUnitLabel(unit, lang) }) : undefined}
      card={card}
      purpose={null}
      measure={measure}
      onMeasure={setMeasure}
      series={series}
      rows={rows}
      titles={
        twoAxes
          ? {
              left: measureAxisTitle(measure, 'for-sale', unit, lang),
              right: measureAxisTitle(measure, 'for-rent', unit, lang),
            }
          : { left: sayIn(lang)('marketView.measures.count') }
      }
      table={salesRentsTable(analysis, unitKey, ctx, measure)}
    />
  );
}

export function CompletionCard(card: CardProps) {
  const { analysis, unitKey, purpose, ctx, theme } = card;
  const { unit, lang } = ctx;
  const say = sayIn(lang);
  const [measure, setMeasure] = useState<Measure>('perArea');
  const rows = completionPivot(analysis, unitKey, purpose, measure, unit);
  const series: SeriesSpec[] = [
    {
      key: 'ready',
      label: say(COMPLETION_MESSAGE.ready),
      color: theme.ready,
      kind: measure === 'count' ? 'bar' : 'line',
    },
    {
      key: 'off-plan',
      label: say(COMPLETION_MESSAGE['off-plan']),
      color: theme.offPlan,
      kind: measure === 'count' ? 'bar' : 'line',
    },
  ];
  return (
    <MeasureChartCard
      id="completion"
      title={say('marketCards.completion')}
      card={card}
      purpose={purpose}
      measure={measure}
      onMeasure={setMeasure}
      series={series}
      rows={rows}
      table={completionTable(analysis, unitKey, purpose, ctx)}
    />
  );
}
