// A chart over months: lines (and bars) on one or two value axes, a tooltip with each value's sample and outliers,
// time running right to left in Arabic. A month the period covers only part of (its first and last) is drawn apart,
// so that fewer days do not read as a dip: its bar hatched and lighter, its line segment dashed, its dot hollow, its
// label starred. A median over fewer than 10 transactions is drawn apart the same way and said to be thin; one over
// fewer than 3 is not drawn (drawn-rows). Colours come as values (chart-theme) so the PNG export looks the same.
import { useId } from 'react';
import {
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
import type { Lang } from '#shared/domain/lang';
import { formatInteger } from '../../i18n/format';
import { pluralText } from '#shared/words/plural';
import { format } from '../../i18n/strings';
import { formatDayRange, formatMonth } from '#shared/market/market-format';
import { partialOf, type PivotRow } from '#shared/market/series';
import { APART, apartOf, drawnRows, PART, WHOLE } from './drawn-rows';
import { PLOTTED_FROM } from '#shared/market/thin-sample';
import type { MarketStrings } from '#shared/market/strings/en';
import type { ChartTheme } from './chart-theme';
import { categoryAxisLabel, titleMargins, valueAxisLabel, type AxisTitles } from './axis-title';
import { fitValueAxis } from '../../components/value-axis';

export type Axis = 'left' | 'right';

export interface SeriesSpec {
  key: string;
  label: string;
  color: string;
  kind?: 'line' | 'bar';
  axis?: Axis;
  /** A line of medians: a thin one is drawn apart, one under the minimum sample not at all. */
  median?: boolean;
}

export interface TimeChartProps {
  rows: PivotRow[];
  series: readonly SeriesSpec[];
  /** A value in full (tooltips) and short (axis ticks), per axis. */
  full(value: number, axis: Axis): string;
  tick(value: number, axis: Axis): string;
  t: MarketStrings;
  lang: Lang;
  rtl: boolean;
  theme: ChartTheme;
  /** Whether outliers are left out of the medians (the tooltip says "excluded" or "included"). */
  excluded: boolean;
  height?: number;
  /** The measure and unit of each value axis, and what runs along the bottom (the PNG carries them). */
  titles?: AxisTitles;
}

/** A dot of the dashed half: hollow where the point is drawn apart (a partial month, a thin median), else none. */
function apartDot(key: string, color: string, surface: string) {
  function ApartDot(props: { cx?: number; cy?: number; payload?: PivotRow; index?: number }) {
    const { cx, cy, payload, index } = props;
    const apart = payload?.[`${key}${APART}`];
    const show = typeof apart === 'string' && typeof cx === 'number' && typeof cy === 'number';
    return show ? (
      <circle
        key={index}
        className={`mk-dot-${apart}`}
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
  const { rows, series, full, tick, t, lang, rtl, theme, excluded, height = 280, titles } = props;
  const hasRight = series.some((s) => s.axis === 'right');
  const axisStyle = { fill: theme.muted, fontSize: 11 };
  const lines = series.filter((s) => s.kind !== 'bar');
  const data = drawnRows(
    rows,
    lines.map((s) => ({ key: s.key, median: s.median === true })),
  );
  const partialMonths = new Set(rows.filter((r) => partialOf(r)).map((r) => r.month));
  // Pattern ids unique on the page (several charts draw at once); useId's colons do not belong in url(#…).
  const hatch = `mk-hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <ComposedChart
      responsive
      style={{ inlineSize: '100%', blockSize: height }}
      data={data}
      // Room at both ends for the first and last month's label, which are centred on the plot's edges, and above and
      // below for the axis titles.
      margin={{ ...titleMargins(titles), right: 28, left: 28 }}
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
        tickFormatter={(m: string) => `${formatMonth(m, lang)}${partialMonths.has(m) ? '*' : ''}`}
        stroke={theme.grid}
        // Evenly spaced labels (at most about seven): Arabic month names are long, and gaps chosen by overlap look random.
        interval={Math.max(0, Math.ceil(rows.length / 7) - 1)}
        label={categoryAxisLabel(titles?.x, theme)}
      />
      <YAxis
        yAxisId="left"
        orientation={rtl ? 'right' : 'left'}
        {...axisScale(data, series, 'left', (v) => tick(v, 'left'))}
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
          {...axisScale(data, series, 'right', (v) => tick(v, 'right'))}
          tick={axisStyle}
          tickFormatter={(v: number) => tick(v, 'right')}
          stroke={theme.grid}
          width={64}
          label={valueAxisLabel(titles?.right, rtl ? 'left' : 'right', theme)}
        />
      )}
      <Tooltip
        content={(props: TooltipContentProps) => (
          <MonthTooltip {...props} series={series} full={full} t={t} lang={lang} excluded={excluded} />
        )}
        cursor={{ stroke: theme.muted, strokeOpacity: 0.3 }}
      />
      {series.flatMap((s, i) =>
        s.kind === 'bar'
          ? [
              <Bar
                key={s.key}
                yAxisId={s.axis ?? 'left'}
                dataKey={s.key}
                name={s.label}
                fill={s.color}
                fillOpacity={0.55}
                isAnimationActive={false}
                maxBarSize={28}
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
            ]
          : [
              <Line
                key={s.key}
                yAxisId={s.axis ?? 'left'}
                dataKey={`${s.key}${WHOLE}`}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                dot={{ r: 2.5, fill: s.color, stroke: s.color }}
                activeDot={{ r: 4 }}
                connectNulls
                isAnimationActive={false}
              />,
              <Line
                key={`${s.key}${PART}`}
                yAxisId={s.axis ?? 'left'}
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
              />,
            ],
      )}
    </ComposedChart>
  );
}

/**
 * Bars (counts) stand on zero; an axis of lines only (medians) fits its data with round ticks, so a 3 % move is
 * visible rather than a flat line at the top of a chart that starts at zero.
 */
function axisScale(
  rows: readonly PivotRow[],
  series: readonly SeriesSpec[],
  axis: Axis,
  label: (value: number) => string,
) {
  const onAxis = series.filter((s) => (s.axis ?? 'left') === axis);
  if (onAxis.some((s) => s.kind === 'bar')) return { domain: [0, 'auto'] as [number, 'auto'] };
  // The values drawn: a median left out for its sample does not stretch the axis.
  const values = rows.flatMap((r) =>
    onAxis
      .flatMap((s) => [r[`${s.key}${WHOLE}`], r[`${s.key}${PART}`]])
      .filter((v): v is number => typeof v === 'number'),
  );
  const scale = fitValueAxis(values, label);
  return scale ? { domain: scale.domain, ticks: scale.ticks } : {};
}

interface MonthTooltipProps extends TooltipContentProps {
  series: readonly SeriesSpec[];
  full(value: number, axis: Axis): string;
  t: MarketStrings;
  lang: Lang;
  excluded: boolean;
}

/** The month, then per line: its value, its sample and the outliers beside it. */
function MonthTooltip({ active, payload, label, series, full, t, lang, excluded }: MonthTooltipProps) {
  if (!active || !payload?.length) return null;
  const row = payload[0]?.payload as PivotRow | undefined;
  if (!row) return null;
  const partial = partialOf(row);
  return (
    <div className="mk-tooltip">
      <div className="mk-tooltip-title">{formatMonth(String(label ?? row.month), lang)}</div>
      {partial && (
        <div className="mk-tooltip-partial" data-testid="tooltip-partial">
          {format(t.look.partialMonth, { days: formatDayRange(partial.from, partial.to, lang) })}
        </div>
      )}
      {series.map((s) => {
        const value = row[s.key];
        if (typeof value !== 'number') return null;
        const n = row[`${s.key}:n`];
        const o = row[`${s.key}:o`];
        const outliers = typeof o === 'number' ? o : 0;
        return (
          <div key={s.key} className="mk-tooltip-row">
            <span className="chart-swatch" style={{ background: s.color }} aria-hidden="true" />
            <span>{s.label}</span>
            <strong dir="ltr">{full(value, s.axis ?? 'left')}</strong>
            {typeof n === 'number' && (
              <span className="muted">
                {format(t.tiles.sample, { n: formatInteger(n, lang) })} ·{' '}
                {pluralText(excluded ? t.tiles.excluded : t.tiles.included, outliers, lang)}
                {s.median && apartOf(row, { key: s.key, median: true }) === 'thin' && ` · ${t.cards.thin}`}
                {s.median &&
                  apartOf(row, { key: s.key, median: true }) === 'hidden' &&
                  ` · ${format(t.look.notDrawn, { min: formatInteger(PLOTTED_FROM, lang) })}`}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
