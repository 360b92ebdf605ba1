// What every analysis card is given (the analysis, the place and purpose in focus, the table context and the
// export's About), and the two ways a measure is written (in full for tooltips, short for axis ticks).
import type { Lang } from '#shared/domain/lang';
import type { Purpose } from '#shared/domain/listing';
import type { MarketAnalysis } from '#shared/ipc/contract';
import { formatInteger } from '../../i18n/format';
import { areaUnitLabel, formatAed, formatNumber, type AreaUnit } from '#shared/format/values';
import type { ChartTheme } from '../../components/charts/chart-theme';
import type { TableAbout } from '#shared/market/tables/table-model';
import { compactAed, formatDayRange } from '#shared/market/market-format';
import { sayIn } from '../../i18n/messages';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { partialOf, type Measure, type PivotRow } from '#shared/market/series';
import type { TableContext } from '#shared/market/tables/table-model';
import { PLOTTED_FROM, THIN_BELOW } from '#shared/market/thin-sample';
import { hasThin } from '../../components/charts/drawn-rows';
import type { SeriesSpec } from '../../components/charts/TimeChart';
import { BY_PURPOSE_MESSAGE, MEASURE_MESSAGE } from '#shared/market/market-view-ids';

export interface CardProps {
  analysis: MarketAnalysis;
  /** The place (unit key) and purpose the single-place charts show. */
  unitKey: string;
  purpose: Purpose;
  purposes: readonly Purpose[];
  ctx: TableContext;
  about: TableAbout;
  theme: ChartTheme;
  rtl: boolean;
}

export interface MeasureFormat {
  full(value: number): string;
  tick(value: number): string;
}

export function measureFormat(measure: Measure, lang: Lang, unit: AreaUnit): MeasureFormat {
  switch (measure) {
    case 'price':
      return { full: (v) => formatAed(v, lang), tick: (v) => compactAed(v, lang) };
    case 'perArea':
      return {
        full: (v) => `${formatAed(v, lang)}/${areaUnitLabel(unit, lang)}`,
        tick: (v) => formatNumber(v, lang),
      };
    default:
      return { full: (v) => formatInteger(v, lang), tick: (v) => formatInteger(v, lang) };
  }
}

export const MEASURES: readonly Measure[] = ['price', 'perArea', 'count'];

/**
 * A measure's name, of one purpose when the figures are (a rent is a yearly rent, and the label says so), else
 * the generic name (a chart of sales and rents names each line instead).
 */
export function measureLabel(measure: Measure, purpose: Purpose | null, unit: AreaUnit, lang: Lang): string {
  const say = sayIn(lang);
  if (measure === 'count') return say('marketView.measures.count');
  if (measure === 'price') return say(purpose ? BY_PURPOSE_MESSAGE[purpose].price : MEASURE_MESSAGE.price);
  return say(purpose ? BY_PURPOSE_MESSAGE[purpose].perArea : MEASURE_MESSAGE.perArea, {
    unit: areaUnitLabel(unit, lang),
  });
}

/**
 * A value axis's title: the measure with its unit ("Median sale price (AED)", "Median yearly rent, AED per sq ft",
 * "Transactions"), of one purpose when the axis is.
 */
export function measureAxisTitle(measure: Measure, purpose: Purpose | null, unit: AreaUnit, lang: Lang): string {
  const say = sayIn(lang);
  if (measure === 'count') return say('marketView.measures.count');
  if (measure === 'price')
    return purpose ? say(BY_PURPOSE_MESSAGE[purpose].priceCol) : say('marketView.cols.medianPrice');
  // An axis title is SVG text, which parts an isolate from the words around it: the unit is the app's own word.
  return stripBidiControls(
    purpose
      ? say(BY_PURPOSE_MESSAGE[purpose].perAreaCol, { unit: areaUnitLabel(unit, lang) })
      : say('marketView.cols.medianPerArea', { unit: areaUnitLabel(unit, lang) }),
  );
}

/**
 * Every footnote of a monthly chart: its partial months, and what a thin point is when the chart has one (a median of
 * fewer than 10, drawn hollow on a dashed line, or of fewer than 3, not drawn).
 */
export function chartFootnotes(rows: readonly PivotRow[], series: readonly SeriesSpec[], lang: Lang): string[] {
  const lines = series.filter((s) => s.kind !== 'bar').map((s) => ({ key: s.key, median: s.median === true }));
  const thin = hasThin(rows, lines)
    ? [sayIn(lang)('marketView.look.thinFootnote', { thin: THIN_BELOW, min: PLOTTED_FROM })]
    : [];
  return [...partialFootnote(rows, lang), ...thin];
}

/** The footnote of a chart with partial months ("* Partial months: 24–30 Nov 2025 and 1–23 Nov 2026 …"), or none. */
export function partialFootnote(rows: readonly PivotRow[], lang: Lang): string[] {
  const days = rows.flatMap((r) => {
    const partial = partialOf(r);
    return partial ? [formatDayRange(partial.from, partial.to, lang)] : [];
  });
  return days.length === 0 ? [] : [sayIn(lang)('marketView.look.partialFootnote', { months: { list: days } })];
}
