// Chart data from a market analysis: one row per month with a column per line (bedroom count, completion, purpose,
// place), values in the display unit, and each value's sample and outlier count beside it for the tooltips.
import type { Purpose } from '../domain/listing';
import type { BedsBucket, Figure, Histogram, MarketAnalysis, MonthlyPoint } from '../ipc/contract';
import { pricePerAreaInUnit, type AreaUnit } from '../format/values';

export type Measure = 'price' | 'perArea' | 'count';

/**
 * One month of a chart: `month`, then per line key its value, `<key>:n` (sample) and `<key>:o` (outliers); a month
 * the period covers only part of has the days covered under PARTIAL ("2025-11-24/2025-11-30").
 */
export type PivotRow = { month: string } & Record<string, number | string | null>;

export const PARTIAL = '~partial';

/** The days covered of a partial month as one value ("from/to", an ISO 8601 interval); null for a whole month. */
export function partialValue(point: { partial: { from: string; to: string } | null }): string | null {
  return point.partial ? `${point.partial.from}/${point.partial.to}` : null;
}

/** A row's partial days, when its month is partial. */
export function partialOf(row: PivotRow): { from: string; to: string } | null {
  const value = row[PARTIAL];
  if (typeof value !== 'string') return null;
  const [from, to] = value.split('/');
  return from && to ? { from, to } : null;
}

/** The partial months among these points, each once, in month order (a list's first and last month). */
export function partialMonths(points: readonly MonthlyPoint[]): { month: string; from: string; to: string }[] {
  const seen = new Map<string, { month: string; from: string; to: string }>();
  for (const p of points) {
    if (!p.partial) continue;
    const key = `${p.partial.from}/${p.partial.to}`;
    if (!seen.has(key)) seen.set(key, { month: p.month, ...p.partial });
  }
  return [...seen.values()].sort((a, b) => a.from.localeCompare(b.from));
}

export function measureOf(figure: Figure, measure: Measure, unit: AreaUnit): number | null {
  switch (measure) {
    case 'price':
      return figure.medianPrice;
    case 'perArea':
      return pricePerAreaInUnit(figure.medianPricePerSqft, unit);
    default:
      return figure.count;
  }
}

/** The sample behind a measure: AED per area is over the transactions that give an area. */
export function sampleOf(figure: Figure, measure: Measure): number {
  return measure === 'perArea' ? figure.pricePerSqftCount : figure.count;
}

const byMonth = (a: { month: string }, b: { month: string }) => a.month.localeCompare(b.month);

/** The monthly points of one unit and purpose over every bedroom count and completion, in month order. */
export function trendPoints(analysis: MarketAnalysis, unit: string, purpose: Purpose): MonthlyPoint[] {
  return analysis.monthly
    .filter((p) => p.unit === unit && p.purpose === purpose && p.beds === null && p.completion === null)
    .sort(byMonth);
}

/** Every month any of these points has, in order. */
export function monthsOf(points: readonly { month: string }[]): string[] {
  return [...new Set(points.map((p) => p.month))].sort();
}

function pivot(
  points: readonly MonthlyPoint[],
  keyOf: (p: MonthlyPoint) => string,
  measure: Measure,
  unit: AreaUnit,
): PivotRow[] {
  const rows = new Map<string, PivotRow>(monthsOf(points).map((m) => [m, { month: m }]));
  for (const p of points) {
    const row = rows.get(p.month)!;
    if (p.partial && row[PARTIAL] === undefined) row[PARTIAL] = partialValue(p);
    const key = keyOf(p);
    row[key] = measureOf(p, measure, unit);
    row[`${key}:n`] = sampleOf(p, measure);
    row[`${key}:o`] = p.outliers;
  }
  return [...rows.values()];
}

export const bedsKey = (beds: BedsBucket) => `b${beds}`;

/** One line per bedroom count present. */
export function bedsPivot(
  analysis: MarketAnalysis,
  unitKey: string,
  purpose: Purpose,
  measure: Measure,
  unit: AreaUnit,
): { rows: PivotRow[]; beds: BedsBucket[] } {
  const points = analysis.monthlyByBeds.filter((p) => p.unit === unitKey && p.purpose === purpose && p.beds !== null);
  const beds = [...new Set(points.map((p) => p.beds as BedsBucket))].sort((a, b) => a - b);
  return { rows: pivot(points, (p) => bedsKey(p.beds as BedsBucket), measure, unit), beds };
}

/** Ready and off-plan as two lines (`ready`, `off-plan`). */
export function completionPivot(
  analysis: MarketAnalysis,
  unitKey: string,
  purpose: Purpose,
  measure: Measure,
  unit: AreaUnit,
): PivotRow[] {
  const points = analysis.monthlyByCompletion.filter(
    (p) => p.unit === unitKey && p.purpose === purpose && p.beds === null && p.completion !== null,
  );
  return pivot(points, (p) => p.completion ?? 'any', measure, unit);
}

/** Sales and rents (`for-sale`, `for-rent`) of one unit: AED per area, or counts. */
export function purposePivot(analysis: MarketAnalysis, unitKey: string, measure: Measure, unit: AreaUnit): PivotRow[] {
  const points = analysis.monthly.filter((p) => p.unit === unitKey && p.beds === null && p.completion === null);
  return pivot(points, (p) => p.purpose, measure, unit);
}

/** One line per place (its unit key). */
export function unitsPivot(analysis: MarketAnalysis, purpose: Purpose, measure: Measure, unit: AreaUnit): PivotRow[] {
  const points = analysis.monthly.filter((p) => p.purpose === purpose && p.beds === null && p.completion === null);
  return pivot(points, (p) => p.unit, measure, unit);
}

export interface HistogramBar {
  /** Lower and upper edge in the display unit. */
  from: number;
  to: number;
  count: number;
}

export function histogramBars(histogram: Histogram, unit: AreaUnit): HistogramBar[] {
  return histogram.counts.map((count, i) => {
    const from = histogram.start + i * histogram.binWidth;
    return {
      from: pricePerAreaInUnit(from, unit) ?? from,
      to: pricePerAreaInUnit(from + histogram.binWidth, unit) ?? from + histogram.binWidth,
      count,
    };
  });
}

/** The whole-period figures of one unit and purpose over every bedroom count, when the analysis has them. */
export function summaryOf(analysis: MarketAnalysis, unitKey: string, purpose: Purpose) {
  return (
    analysis.summary.find(
      (s) => s.unit === unitKey && s.purpose === purpose && s.beds === null && s.completion === null,
    ) ?? null
  );
}
