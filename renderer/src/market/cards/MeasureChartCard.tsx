// A card charting one measure month by month (the switch between measures above it, its table beside it): the
// shape shared by the bedroom, sales-against-rents, ready-against-off-plan and area-against-area cards.
import type { SeriesSpec } from '../../components/charts/TimeChart';
import { MonthChart } from './MonthChart';
import { ChartCard, type ChartCardProps } from '../ChartCard';
import type { Measure, PivotRow } from '#shared/market/series';
import { chartFootnotes, measureAxisTitle, measureFormat, measureLabel, type CardProps } from './card-props';
import type { AxisTitles } from '../../components/charts/axis-title';
import type { Purpose } from '#shared/domain/listing';
import { MeasureSwitch } from './TrendCards';
import { useMessage } from '../../i18n/messages';

type Props = Pick<ChartCardProps, 'id' | 'title' | 'shows' | 'note' | 'table' | 'stacked'> & {
  /** The value axes' titles, when not the measure of `purpose` on one axis (sales and rents on two). */
  titles?: AxisTitles;
  card: CardProps;
  measure: Measure;
  /** The purpose the chart shows (its measures named for it), null for a chart of both. */
  purpose: Purpose | null;
  onMeasure(measure: Measure): void;
  series: SeriesSpec[];
  rows: PivotRow[];
};

export function MeasureChartCard(props: Props) {
  const { card, measure, purpose, onMeasure, series: given, rows, titles, ...chartCard } = props;
  const { ctx, about, theme, rtl } = card;
  const { lang, unit, excluded } = ctx;
  const say = useMessage();
  const f = measureFormat(measure, lang, unit);
  // Lines of a median measure are medians: each point has its minimum sample.
  const series = given.map((s) => ({ ...s, median: s.kind !== 'bar' && measure !== 'count' }));
  const axes: AxisTitles = {
    left: measureAxisTitle(measure, purpose, unit, lang),
    ...titles,
    x: say('marketView.cols.month'),
  };
  return (
    <ChartCard
      {...chartCard}
      controls={<MeasureSwitch value={measure} onChange={onMeasure} ctx={ctx} purpose={purpose} />}
      legend={series.map((s) => ({ label: s.label, color: s.color }))}
      footnotes={chartFootnotes(rows, series, lang)}
      // The image names the measure it shows: the switch above the chart is not in it.
      imageTitle={`${chartCard.table.title} · ${measureLabel(measure, purpose, unit, lang)}`}
      chart={
        <MonthChart
          rows={rows}
          series={series}
          full={(v) => f.full(v)}
          tick={(v) => f.tick(v)}

          lang={lang}
          rtl={rtl}
          theme={theme}
          excluded={excluded}
          titles={axes}
        />
      }
      about={about}
    />
  );
}
