// Area against area: the places' monthly lines on one measure, and the table of every measure side by side with
// each place's difference from the first, its sample, and the highest and lowest marked.
import { useState } from 'react';
import type { SeriesSpec } from '../../components/charts/TimeChart';
import { seriesColor } from '../../components/charts/chart-theme';
import { unitsPivot, type Measure } from '#shared/market/series';
import { compareTable } from '#shared/market/tables/compare-table';
import type { CardProps } from './card-props';
import { useMessage } from '../../i18n/messages';
import { MeasureChartCard } from './MeasureChartCard';

export function CompareCard(card: CardProps) {
  const { analysis, purpose, ctx, theme } = card;
  const { unit } = ctx;
  const say = useMessage();
  const [measure, setMeasure] = useState<Measure>('perArea');
  if (analysis.units.length < 2) return null;
  const series: SeriesSpec[] = analysis.units.map((u, i) => ({
    key: u.key,
    label: ctx.placeName(u.key),
    color: seriesColor(theme, i),
  }));
  return (
    <MeasureChartCard
      id="compare"
      title={say('areaTable.title')}
      // Every place, on the purpose the lines show.
      shows={ctx.scope(null, purpose)}
      note={say('marketCards.compareNote')}
      card={card}
      purpose={purpose}
      measure={measure}
      onMeasure={setMeasure}
      series={series}
      rows={unitsPivot(analysis, purpose, measure, unit)}
      table={compareTable(analysis, ctx)}
      stacked
    />
  );
}
