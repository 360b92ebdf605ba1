// The monthly trend (median price or AED per area as a line over the volume as bars) and the same split by bedroom
// count, one line per count.
import { useState } from 'react';
import { Segmented } from '../../search';
import type { SeriesSpec } from '../../components/charts/TimeChart';
import { MonthChart } from './MonthChart';
import { seriesColor } from '../../components/charts/chart-theme';
import { ChartCard } from '../ChartCard';
import { bedsLabel, purposeLabel } from '#shared/market/market-format';
import { useMessage } from '../../i18n/messages';
import {
  PARTIAL,
  bedsKey,
  bedsPivot,
  measureOf,
  partialValue,
  sampleOf,
  trendPoints,
  type Measure,
  type PivotRow,
} from '#shared/market/series';
import { bedsTable, trendTable } from '#shared/market/tables/trend-tables';
import { chartFootnotes, MEASURES, measureAxisTitle, measureFormat, measureLabel, type CardProps } from './card-props';
import type { Purpose } from '#shared/domain/listing';
import { MeasureChartCard } from './MeasureChartCard';
import { useMarket } from '../market-store';
import { sayIn } from '../../i18n/messages';

export function MeasureSwitch({
  value,
  onChange,
  ctx,
  purpose,
  measures = MEASURES,
}: {
  value: Measure;
  onChange(m: Measure): void;
  ctx: CardProps['ctx'];
  /** The purpose the chart shows, null for a chart of both. */
  purpose: Purpose | null;
  measures?: readonly Measure[];
}) {
  return (
    <Segmented
      value={value}
      options={measures.map((m) => ({ value: m, label: measureLabel(m, purpose, ctx.unit, ctx.lang) }))}
      onChange={onChange}
    />
  );
}

export function TrendCard({ analysis, unitKey, purpose, ctx, about, theme, rtl }: CardProps) {
  const { lang, unit, excluded } = ctx;
  const say = useMessage();
  const [measure, setMeasure] = useState<Measure>('price');
  const points = trendPoints(analysis, unitKey, purpose);
  const rows: PivotRow[] = points.map((p) => ({
    month: p.month,
    value: measureOf(p, measure, unit),
    'value:n': sampleOf(p, measure),
    'value:o': p.outliers,
    count: p.count,
    'count:n': p.count,
    'count:o': p.outliers,
    [PARTIAL]: partialValue(p),
  }));
  const main = measureLabel(measure, purpose, unit, lang);
  const series: SeriesSpec[] =
    measure === 'count'
      ? [{ key: 'count', label: say('marketView.measures.count'), color: theme.bar, kind: 'bar' }]
      : [
          {
            key: 'count',
            label: say('marketView.measures.count'),
            color: theme.series[5]!,
            kind: 'bar',
            axis: 'right',
          },
          { key: 'value', label: main, color: theme.series[0]!, axis: 'left', median: true },
        ];
  const left = measureFormat(measure, lang, unit);
  const right = measureFormat('count', lang, unit);
  return (
    <ChartCard
      id="trend"
      title={say('marketCards.trend')}
      controls={<MeasureSwitch value={measure} onChange={setMeasure} ctx={ctx} purpose={purpose} />}
      legend={[...series].reverse().map((s) => ({ label: s.label, color: s.color }))}
      footnotes={chartFootnotes(rows, series, lang)}
      imageTitle={`${say('marketCards.tableTitle', { title: say('marketCards.trend'), place: ctx.placeName(unitKey), purpose: purposeLabel(purpose, lang) })} · ${main}`}
      chart={
        <MonthChart
          rows={rows}
          series={series}
          full={(v, axis) => (axis === 'right' ? right.full(v) : left.full(v))}
          tick={(v, axis) => (axis === 'right' ? right.tick(v) : left.tick(v))}

          lang={lang}
          rtl={rtl}
          theme={theme}
          excluded={excluded}
          titles={{
            left: measureAxisTitle(measure, purpose, unit, lang),
            ...(measure === 'count' ? {} : { right: say('marketView.measures.count') }),
            x: say('marketView.cols.month'),
          }}
        />
      }
      table={trendTable(analysis, unitKey, purpose, ctx)}
      about={about}
    />
  );
}

export function BedsCard(card: CardProps) {
  const { analysis, unitKey, purpose, ctx, theme } = card;
  const { lang, unit } = ctx;
  const say = useMessage();
  const [measure, setMeasure] = useState<Measure>('perArea');
  const { rows, beds } = bedsPivot(analysis, unitKey, purpose, measure, unit);
  const asked = useMarket((s) => (s.shown?.query.beds ?? null) !== null);
  const gap = analysis.withoutBedrooms.find((g) => g.unit === unitKey && g.purpose === purpose && g.count > 0);
  const note = gap && (
    <span data-testid="without-bedrooms">
      {sayIn(lang)(asked ? 'marketView.look.withoutBedroomsAsked' : 'marketView.look.withoutBedrooms', {
        count: gap.count,
        total: gap.total,
      })}
    </span>
  );
  const series: SeriesSpec[] = beds.map((b) => ({
    key: bedsKey(b),
    label: bedsLabel(b, lang),
    color: seriesColor(theme, b),
  }));
  return (
    <MeasureChartCard
      id="beds"
      title={say('marketCards.beds')}
      note={note}
      card={card}
      purpose={purpose}
      measure={measure}
      onMeasure={setMeasure}
      series={series}
      rows={rows}
      table={bedsTable(analysis, unitKey, purpose, ctx)}
    />
  );
}
