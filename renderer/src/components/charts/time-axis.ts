// The value axis of a chart over time, from what it draws: bars stand on zero; stacked areas (parts of a whole) on
// zero up to the tallest whole; counts drawn as lines on zero too (a count that went from 300 to 310 is no leap);
// lines of medians fit their values with round steps (value-axis), so a 3 % move is visible. Pure, so it is tested
// without a chart.
import { fitValueAxis } from '../value-axis';

export type Axis = 'left' | 'right';

/** What the axis needs to know of a series. */
export interface AxisSeries {
  key: string;
  kind?: 'line' | 'bar' | 'area';
  axis?: Axis;
}

export interface AxisOptions {
  /** Areas and bars add up: the axis reaches the tallest whole. */
  stacked: boolean;
  /** The values are counts: the axis starts at zero. */
  fromZero: boolean;
  /** A tick as the axis writes it: steps never finer than these labels tell apart. */
  label(value: number): string;
  /** A line's values as drawn (a median left out for its sample does not stretch the axis); its own key else. */
  drawnKeys?(key: string): string[];
}

export interface TimeAxis {
  domain: [number, number] | [number, 'auto'];
  ticks?: number[];
}

export function timeAxis(
  rows: readonly Record<string, unknown>[],
  series: readonly AxisSeries[],
  axis: Axis,
  options: AxisOptions,
): TimeAxis | null {
  const onAxis = series.filter((s) => (s.axis ?? 'left') === axis);
  const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  if (options.stacked) {
    const totals = rows.map((r) => onAxis.reduce((sum, s) => sum + (num(r[s.key]) ?? 0), 0));
    return fitValueAxis([0, ...totals], options.label);
  }
  if (onAxis.some((s) => s.kind === 'bar')) return { domain: [0, 'auto'] };
  const values = rows.flatMap((r) =>
    onAxis
      .flatMap((s) => (s.kind === 'area' || !options.drawnKeys ? [s.key] : options.drawnKeys(s.key)))
      .map((key) => num(r[key]))
      .filter((v): v is number => v !== null),
  );
  if (values.length === 0) return null;
  return fitValueAxis(options.fromZero ? [0, ...values] : values, options.label);
}
