// The one chart over time of the app (the Market view's months, the Portfolios view's snapshots): lines, bars and
// stacked areas on one or two value axes, time running right to left in Arabic, colours as values (chart-theme) so a
// PNG export looks the same, and value axes fitted to round steps (value-axis). A point the rows mark apart (a month
// the period covers only part of, a median resting on few transactions: drawn-rows) is drawn apart: its bar hatched
// and lighter, its line segment dashed, its dot hollow, its label starred; a median under the minimum sample is not
// drawn. Rows without such marks (snapshots) are drawn whole. What the tooltip says is the caller's.
import { useId, type ReactNode } from 'react';
import {
  Area,
  Bar,
  CartesianGrid,
  // recharts' Cell, named for what it does here: one bar's look.
  Cell as BarFill,
  ComposedChart,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { partialOf, type PivotRow } from '#shared/market/series';
import type { ValueAxis } from '../value-axis';
import { timeAxis, type Axis } from './time-axis';
import { APART, drawnRows, PART, WHOLE } from './drawn-rows';
import type { ChartTheme } from './chart-theme';
import { categoryAxisLabel, titleMargins, valueAxisLabel, type AxisTitles } from './axis-title';
import './time-chart.css';

export type { Axis } from './time-axis';

/** A row of the chart: its place in time under `month` (a month, or a snapshot's key), then each series' value. */
export type TimeRow = PivotRow;

export interface SeriesSpec {
  key: string;
  label: string;
  color: string;
  /** A line (the default), bars, or an area: areas and bars of a stacked chart add up to a whole. */
  kind?: 'line' | 'bar' | 'area';
  axis?: Axis;
  /** A line of medians: a thin one is drawn apart, one under the minimum sample not at all. */
  median?: boolean;
}

export interface TimeChartProps {
  rows: readonly TimeRow[];
  series: readonly SeriesSpec[];
  /** A row's place in time as the axis labels it (a month's name, a snapshot's day). */
  xTick(x: string): string;
  /** A value in full (tooltips) and short (axis ticks), per axis. */
  full(value: number, axis: Axis): string;
  tick(value: number, axis: Axis): string;
  rtl: boolean;
  theme: ChartTheme;
  height?: number;
  /** The measure and unit of each value axis, and what runs along the bottom (the PNG carries them). */
  titles?: AxisTitles;
  /** Areas and bars add up (parts of a whole); one row of stacked areas is drawn as one stacked bar. */
  stacked?: boolean;
  /** The left axis as the caller fitted it (shares from 0 to 1); fitted here to the values drawn when absent. */
  leftAxis?: ValueAxis;
  /** The values are counts: their axes start at zero. */
  counts?: boolean;
  /** What the tooltip says of the row under the cursor; each series' value in full when absent. */
  tooltip?(props: TooltipContentProps, rows: readonly TimeRow[]): ReactNode;
}

/** A dot of the dashed half: hollow where the point is drawn apart (a partial month, a thin median), else none. */
function apartDot(key: string, color: string, surface: string) {
  function ApartDot(props: { cx?: number; cy?: number; payload?: TimeRow; index?: number }) {
    const { cx, cy, payload, index } = props;
    const apart = payload?.[`${key}${APART}`];
    const show = typeof apart === 'string' && typeof cx === 'number' && typeof cy === 'number';
    return show ? (
      <circle
        key={index}
        className={`tc-dot-${apart}`}
        cx={cx}
        cy={cy}
        r={3}
        fill={surface}
        stroke={color}
        strokeWidth={1.5}
      />
    ) : (
      <g key={index} />
    );
  }
  return ApartDot;
}

export function TimeChart(props: TimeChartProps) {
  const { rows, full, tick, xTick, rtl, theme, height = 280, titles, stacked = false } = props;
  // One row of stacked areas has no width, and its dots stand at running totals: a stacked bar shows each part.
  const series = props.series.map((s) =>
    stacked && rows.length === 1 && s.kind === 'area' ? { ...s, kind: 'bar' as const } : s,
  );
  const hasRight = series.some((s) => s.axis === 'right');
  const axisStyle = { fill: theme.muted, fontSize: 11 };
  const lines = series.filter((s) => (s.kind ?? 'line') === 'line');
  const data = drawnRows(
    rows,
    lines.map((s) => ({ key: s.key, median: s.median === true })),
  );
  const partialMonths = new Set(rows.filter((r) => partialOf(r)).map((r) => r.month));
  // Pattern ids unique on the page (several charts draw at once); useId's colons do not belong in url(#…).
  const hatch = `tc-hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const stackId = stacked ? 'whole' : undefined;
  // Half the widest end label (about 3.4 px a character at 11 px), at least 28 px: a day ("5 ديسمبر 2026") needs more
  // than a month ("Nov 2026").
  const ends = [rows[0], rows.at(-1)].map((r) => (r ? xTick(r.month).length : 0));
  const edge = Math.max(28, Math.ceil(Math.max(...ends) * 3.4));
  const axisOf = (axis: Axis) =>
    timeAxis(data, series, axis, {
      stacked,
      fromZero: props.counts === true,
      label: (v) => tick(v, axis),
      drawnKeys: (key) => [`${key}${WHOLE}`, `${key}${PART}`],
    }) ?? {};
  return (
    <ComposedChart
      responsive
      style={{ inlineSize: '100%', blockSize: height }}
      data={data}
      // Room at both ends for the first and last label, which are centred on the plot's edges, and above and below
      // for the axis titles.
      margin={{ ...titleMargins(titles), right: edge, left: edge }}
    >
      <defs>
        {series.map((s, i) => (
          <pattern
            key={s.key}
            id={`${hatch}-${i}`}
            width={6}
            height={6}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width={6} height={6} fill={s.color} fillOpacity={0.15} />
            <line x1={0} y1={0} x2={0} y2={6} stroke={s.color} strokeWidth={2.5} strokeOpacity={0.6} />
          </pattern>
        ))}
      </defs>
      <CartesianGrid stroke={theme.grid} vertical={false} />
      <XAxis
        dataKey="month"
        reversed={rtl}
        tick={axisStyle}
        tickFormatter={(x: string) => `${xTick(x)}${partialMonths.has(x) ? '*' : ''}`}
        stroke={theme.grid}
        // Evenly spaced labels (at most about seven): Arabic month names are long, and gaps chosen by overlap look random.
        interval={Math.max(0, Math.ceil(rows.length / 7) - 1)}
        label={categoryAxisLabel(titles?.x, theme)}
      />
      <YAxis
        yAxisId="left"
        orientation={rtl ? 'right' : 'left'}
        {...(props.leftAxis ? { domain: props.leftAxis.domain, ticks: props.leftAxis.ticks } : axisOf('left'))}
        tick={axisStyle}
        tickFormatter={(v: number) => tick(v, 'left')}
        stroke={theme.grid}
        width={64}
        label={valueAxisLabel(titles?.left, rtl ? 'right' : 'left', theme)}
      />
      {hasRight && (
        <YAxis
          yAxisId="right"
          orientation={rtl ? 'left' : 'right'}
          {...axisOf('right')}
          tick={axisStyle}
          tickFormatter={(v: number) => tick(v, 'right')}
          stroke={theme.grid}
          width={64}
          label={valueAxisLabel(titles?.right, rtl ? 'left' : 'right', theme)}
        />
      )}
      <Tooltip
        content={(tip: TooltipContentProps) =>
          props.tooltip ? (
            props.tooltip(tip, rows)
          ) : (
            <ValuesTooltip {...tip} series={series} full={full} xTick={xTick} />
          )
        }
        cursor={{ stroke: theme.muted, strokeOpacity: 0.3 }}
      />
      {series.flatMap((s, i) => {
        const axis = s.axis ?? 'left';
        if (s.kind === 'area') {
          return [
            <Area
              key={s.key}
              yAxisId={axis}
              dataKey={s.key}
              name={s.label}
              {...(stackId ? { stackId } : {})}
              type="monotone"
              stroke={s.color}
              fill={s.color}
              fillOpacity={0.35}
              isAnimationActive={false}
            />,
          ];
        }
        if (s.kind === 'bar') {
          return [
            <Bar
              key={s.key}
              yAxisId={axis}
              dataKey={s.key}
              name={s.label}
              {...(stackId ? { stackId } : {})}
              fill={s.color}
              fillOpacity={stacked ? 0.75 : 0.55}
              isAnimationActive={false}
              maxBarSize={stacked ? 64 : 28}
            >
              {data.map((row) =>
                partialOf(row) ? (
                  <BarFill
                    key={row.month}
                    fill={`url(#${hatch}-${i})`}
                    fillOpacity={1}
                    stroke={s.color}
                    strokeOpacity={0.7}
                    strokeDasharray="3 2"
                  />
                ) : (
                  <BarFill key={row.month} fill={s.color} />
                ),
              )}
            </Bar>,
          ];
        }
        // The dashed half only where some point is drawn apart: a line of snapshots is one line.
        const apart = data.some((row) => row[`${s.key}${PART}`] !== null && row[`${s.key}${PART}`] !== undefined);
        return [
          <Line
            key={s.key}
            yAxisId={axis}
            dataKey={`${s.key}${WHOLE}`}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 2.5, fill: s.color, stroke: s.color }}
            activeDot={{ r: 4 }}
            connectNulls
            isAnimationActive={false}
          />,
          apart && (
            <Line
              key={`${s.key}${PART}`}
              yAxisId={axis}
              dataKey={`${s.key}${PART}`}
              name={s.label}
              legendType="none"
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray="4 3"
              strokeOpacity={0.8}
              dot={apartDot(s.key, s.color, theme.surface)}
              activeDot={{ r: 4, fill: theme.surface, stroke: s.color }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ),
        ].filter(Boolean);
      })}
    </ComposedChart>
  );
}

interface ValuesTooltipProps extends TooltipContentProps {
  series: readonly SeriesSpec[];
  full(value: number, axis: Axis): string;
  xTick(x: string): string;
}

/** The row's place in time, then each series' value in full. */
function ValuesTooltip({ active, payload, series, full, xTick }: ValuesTooltipProps) {
  if (!active || !payload?.length) return null;
  const row = payload[0]?.payload as TimeRow | undefined;
  if (!row) return null;
  return (
    <div className="chart-tooltip">
      <div className="chart-tooltip-title">{xTick(row.month)}</div>
      {series.map((s) => {
        const value = row[s.key];
        return (
          <div key={s.key} className="chart-tooltip-row">
            <span className="chart-swatch" style={{ background: s.color }} aria-hidden="true" />
            <span dir="auto">{s.label}</span>
            <strong dir="ltr">{typeof value === 'number' ? full(value, s.axis ?? 'left') : '—'}</strong>
          </div>
        );
      })}
    </div>
  );
}
