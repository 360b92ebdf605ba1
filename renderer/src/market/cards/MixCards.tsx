// Sales against rents (each on its own axis: a yearly rent is a fraction of a price) and ready against off-plan.
import { useState } from 'react';
import { TimeChart, type SeriesSpec } from '../charts/TimeChart';
import { ChartCard } from '../ChartCard';
import { withUnit } from '../market-format';
import { completionPivot, purposePivot, type Measure } from '../series';
import { completionTable, salesRentsTable } from '../tables/trend-tables';
import { measureFormat, type CardProps } from './card-props';
import { MeasureSwitch, unitLabelOf } from './TrendCards';

export function SalesRentsCard({ analysis, unitKey, purposes, ctx, about, theme, rtl }: CardProps) {
  const { t, lang, unit, excluded } = ctx;
  const [measure, setMeasure] = useState<Measure>('perArea');
  if (purposes.length < 2) {
    return (
      <section className="mk-card mk-card-note" data-testid="card-sales-rents">
        <h2 className="mk-card-title">{t.cards.salesRents}</h2>
        <p className="muted">{t.cards.needBoth}</p>
      </section>
    );
  }
  const rows = purposePivot(analysis, unitKey, measure, unit);
  // Counts share one axis; money gets one axis each, or the rents would lie flat along the bottom.
  const twoAxes = measure !== 'count';
  const series: SeriesSpec[] = [
    { key: 'for-sale', label: t.purposes['for-sale'], color: theme.sale, kind: twoAxes ? 'line' : 'bar', axis: 'left' },
    {
      key: 'for-rent',
      label: t.purposes['for-rent'],
      color: theme.rent,
      kind: twoAxes ? 'line' : 'bar',
      axis: twoAxes ? 'right' : 'left',
    },
  ];
  const f = measureFormat(measure, lang, unit);
  return (
    <ChartCard
      id="sales-rents"
      title={t.cards.salesRents}
      note={measure === 'perArea' ? withUnit(t.cards.salesRentsNote, unit, lang) : undefined}
      controls={<MeasureSwitch value={measure} onChange={setMeasure} t={t} unitLabel={unitLabelOf(ctx)} />}
      legend={series.map((s) => ({ label: s.label, color: s.color }))}
      chart={
        <TimeChart
          rows={rows}
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
      table={salesRentsTable(analysis, unitKey, ctx)}
      about={about}
    />
  );
}

export function CompletionCard({ analysis, unitKey, purpose, ctx, about, theme, rtl }: CardProps) {
  const { t, lang, unit, excluded } = ctx;
  const [measure, setMeasure] = useState<Measure>('perArea');
  const rows = completionPivot(analysis, unitKey, purpose, measure, unit);
  const series: SeriesSpec[] = [
    { key: 'ready', label: t.completions.ready, color: theme.ready, kind: measure === 'count' ? 'bar' : 'line' },
    {
      key: 'off-plan',
      label: t.completions['off-plan'],
      color: theme.offPlan,
      kind: measure === 'count' ? 'bar' : 'line',
    },
  ];
  const f = measureFormat(measure, lang, unit);
  return (
    <ChartCard
      id="completion"
      title={t.cards.completion}
      controls={<MeasureSwitch value={measure} onChange={setMeasure} t={t} unitLabel={unitLabelOf(ctx)} />}
      legend={series.map((s) => ({ label: s.label, color: s.color }))}
      chart={
        <TimeChart
          rows={rows}
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
      table={completionTable(analysis, unitKey, purpose, ctx)}
      about={about}
    />
  );
}
