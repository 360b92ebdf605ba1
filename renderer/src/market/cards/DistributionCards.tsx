// The distribution of AED per area (a histogram between the 1st and 99th percentiles) and the change of each
// measure over the last 30, 91 and 365 days against the span of the same length before, with the days of both.
import { formatInteger } from '../../i18n/format';
import { useMessage } from '../../i18n/messages';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { BarsChart, type BarRow, type BarSpec } from '../../components/charts/BarsChart';
import { ChartCard } from '../ChartCard';
import {
  areaUnitLabel,
  formatChange,
  formatDay,
  formatDayRange,
  formatNumber,
  withRemark,
} from '#shared/market/market-format';
import { histogramBars } from '#shared/market/series';
import { BY_PURPOSE_MESSAGE } from '#shared/market/market-view-ids';
import { sayIn } from '../../i18n/messages';
import { SPAN_IDS, changeTable, histogramTable } from '#shared/market/tables/trend-tables';
import { measureLabel, type CardProps } from './card-props';

export function HistogramCard({ analysis, unitKey, purpose, ctx, about, theme, rtl }: CardProps) {
  const { lang, unit, excluded } = ctx;
  const say = useMessage();
  const histogram = analysis.histograms.find((h) => h.unit === unitKey && h.purpose === purpose);
  if (!histogram) return null;
  const rows: BarRow[] = histogramBars(histogram, unit).map((b) => ({
    label: `${formatNumber(b.from, lang)}–${formatNumber(b.to, lang)}`,
    count: b.count,
  }));
  const bars: BarSpec[] = [{ key: 'count', label: say('marketView.cols.count'), color: theme.bar }];
  const outliers = say(excluded ? 'marketView.tiles.excluded' : 'marketView.tiles.included', {
    count: histogram.outliers,
  });
  return (
    <ChartCard
      id="histogram"
      title={say(BY_PURPOSE_MESSAGE[purpose].histogram, { unit: areaUnitLabel(unit, lang) })}
      note={say('marketCards.histogramNote', {
        below: histogram.below,
        above: histogram.above,
        outliers,
      })}
      legend={bars.map((b) => ({ label: b.label, color: b.color }))}
      chart={
        <BarsChart
          rows={rows}
          bars={bars}
          full={(v) => formatInteger(v, lang)}
          tick={(v) => formatInteger(v, lang)}
          rtl={rtl}
          theme={theme}
          joined
          titles={{
            left: say('marketView.cols.count'),
            // An axis title is SVG text, which parts an isolate from the words around it: the unit is the app's
            // own word, worded without one.
            x: stripBidiControls(
              say(purpose === 'for-rent' ? 'marketView.cols.rentMedianPerArea' : 'marketView.cols.perArea', {
                unit: areaUnitLabel(unit, lang),
              }),
            ),
          }}
        />
      }
      table={histogramTable(histogram, ctx)}
      about={about}
    />
  );
}

export function ChangeCard({ analysis, unitKey, purpose, ctx, about, theme, rtl }: CardProps) {
  const { lang, unit } = ctx;
  const say = useMessage();
  const changes = analysis.changes.filter((c) => c.unit === unitKey && c.purpose === purpose && c.beds === null);
  const order = ['month', 'quarter', 'year'] as const;
  const rows: BarRow[] = order.flatMap((span) => {
    const c = changes.find((x) => x.span === span);
    if (!c) return [];
    const dates = (d: { from: string; to: string }) => formatDayRange(d.from, d.to, lang);
    const note = c.previous
      ? say('marketCards.changeSpans', { current: dates(c.current), previous: dates(c.previous) })
      : dates(c.current);
    return [
      {
        label: c.previous ? say(SPAN_IDS[span]) : withRemark(say(SPAN_IDS[span]), say('marketCards.noPrevious'), lang),
        count: c.change.count,
        medianPrice: c.change.medianPrice,
        perArea: c.change.medianPricePerSqft,
        'count:note': note,
        'medianPrice:note': note,
        'perArea:note': note,
      },
    ];
  });
  const bars: BarSpec[] = [
    { key: 'count', label: sayIn(lang)('marketView.measures.count'), color: theme.series[5]! },
    { key: 'medianPrice', label: measureLabel('price', purpose, unit, lang), color: theme.series[1]! },
    { key: 'perArea', label: measureLabel('perArea', purpose, unit, lang), color: theme.series[0]! },
  ];
  const spanLines = order.flatMap((span) => {
    const c = changes.find((x) => x.span === span);
    if (!c) return [];
    const current = formatDayRange(c.current.from, c.current.to, lang);
    return [
      say('marketCards.spanLine', {
        span: say(SPAN_IDS[span]),
        dates: c.previous
          ? say('marketCards.changeSpans', {
              current,
              previous: formatDayRange(c.previous.from, c.previous.to, lang),
            })
          : withRemark(current, say('marketCards.noPrevious'), lang),
      }),
    ];
  });
  // Every span ends on the last day held; the table beside the chart gives the days of each span and its previous.
  const end = changes[0]?.current.to;
  return (
    <ChartCard
      id="change"
      title={say('marketCards.change')}
      note={end ? say('marketCards.changeNote', { to: formatDay(end, lang) }) : undefined}
      legend={bars.map((b) => ({ label: b.label, color: b.color }))}
      footnotes={spanLines}
      chart={
        <BarsChart
          rows={rows}
          bars={bars}
          full={(v) => formatChange(v, lang)}
          tick={(v) => formatChange(v, lang)}
          rtl={rtl}
          theme={theme}
          titles={{ left: say('marketView.cols.change') }}
        />
      }
      table={changeTable(analysis, unitKey, purpose, ctx)}
      about={about}
      // Eight columns (each span's days beside its figures): under the chart, at full width.
      stacked
    />
  );
}
