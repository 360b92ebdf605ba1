// Area against area: the places' monthly lines on one measure, and the table of every measure side by side with
// each place's difference from the first, its sample, and the highest and lowest marked.
import { useState } from 'react';
import { TimeChart, type SeriesSpec } from '../charts/TimeChart';
import { seriesColor } from '../charts/chart-theme';
import { ChartCard } from '../ChartCard';
import { unitsPivot, type Measure } from '../series';
import { compareTable } from '../tables/market-tables';
import { measureFormat, type CardProps } from './card-props';
import { MeasureSwitch, unitLabelOf } from './TrendCards';

export function CompareCard({ analysis, purpose, ctx, about, theme, rtl }: CardProps) {
  const { t, lang, unit, excluded } = ctx;
  const [measure, setMeasure] = useState<Measure>('perArea');
  if (analysis.units.length < 2) return null;
  const series: SeriesSpec[] = analysis.units.map((u, i) => ({
    key: u.key,
    label: ctx.placeName(u.key),
    color: seriesColor(theme, i),
  }));
  const f = measureFormat(measure, lang, unit);
  return (
    <ChartCard
      id="compare"
      title={t.cards.compare}
      note={t.cards.compareNote}
      controls={<MeasureSwitch value={measure} onChange={setMeasure} t={t} unitLabel={unitLabelOf(ctx)} />}
      legend={series.map((s) => ({ label: s.label, color: s.color }))}
      chart={
        <TimeChart
          rows={unitsPivot(analysis, purpose, measure, unit)}
          series={series}
          full={(v) => f.full(v)}
          tick={(v) => f.tick(v)}
          t={t}
          lang={lang}
          rtl={rtl}
          theme={theme}
          excluded={excluded}
        />
      }
      table={compareTable(analysis, ctx)}
      about={about}
      stacked
    />
  );
}
