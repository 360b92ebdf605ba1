// A chart over months: lines (and bars) on one or two value axes, a tooltip with each value's sample and outliers,
// time running right to left in Arabic. Colours come as values (chart-theme) so the PNG export looks the same.
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { Lang } from '#shared/domain/lang';
import { formatInteger } from '../../i18n/format';
import { pluralText } from '../../i18n/plural';
import { format } from '../../i18n/strings';
import { formatMonth } from '../market-format';
import type { PivotRow } from '../series';
import type { MarketStrings } from '../strings/en';
import type { ChartTheme } from './chart-theme';
import { niceScale } from './nice-scale';

export type Axis = 'left' | 'right';

export interface SeriesSpec {
  key: string;
  label: string;
  color: string;
  kind?: 'line' | 'bar';
  axis?: Axis;
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
}

export function TimeChart({ rows, series, full, tick, t, lang, rtl, theme, excluded, height = 280 }: TimeChartProps) {
  const hasRight = series.some((s) => s.axis === 'right');
  const axisStyle = { fill: theme.muted, fontSize: 11 };
  return (
    <ComposedChart
      responsive
      style={{ inlineSize: '100%', blockSize: height }}
      data={rows}
      // Room at both ends for the first and last month's label, which are centred on the plot's edges.
      margin={{ top: 8, right: 28, bottom: 4, left: 28 }}
    >
      <CartesianGrid stroke={theme.grid} vertical={false} />
      <XAxis
        dataKey="month"
        reversed={rtl}
        tick={axisStyle}
        tickFormatter={(m: string) => formatMonth(m, lang)}
        stroke={theme.grid}
        // Evenly spaced labels (at most about seven): Arabic month names are long, and gaps chosen by overlap look random.
        interval={Math.max(0, Math.ceil(rows.length / 7) - 1)}
      />
      <YAxis
        yAxisId="left"
        orientation={rtl ? 'right' : 'left'}
        {...axisScale(rows, series, 'left')}
        tick={axisStyle}
        tickFormatter={(v: number) => tick(v, 'left')}
        stroke={theme.grid}
        width={64}
      />
      {hasRight && (
        <YAxis
          yAxisId="right"
          orientation={rtl ? 'left' : 'right'}
          {...axisScale(rows, series, 'right')}
          tick={axisStyle}
          tickFormatter={(v: number) => tick(v, 'right')}
          stroke={theme.grid}
          width={64}
        />
      )}
      <Tooltip
        content={(props: TooltipContentProps) => (
          <MonthTooltip {...props} series={series} full={full} t={t} lang={lang} excluded={excluded} />
        )}
        cursor={{ stroke: theme.muted, strokeOpacity: 0.3 }}
      />
      {series.map((s) =>
        s.kind === 'bar' ? (
          <Bar
            key={s.key}
            yAxisId={s.axis ?? 'left'}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            fillOpacity={0.55}
            isAnimationActive={false}
            maxBarSize={28}
          />
        ) : (
          <Line
            key={s.key}
            yAxisId={s.axis ?? 'left'}
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            strokeWidth={2}
            dot={{ r: 2.5, fill: s.color, stroke: s.color }}
            activeDot={{ r: 4 }}
            connectNulls
            isAnimationActive={false}
          />
        ),
      )}
    </ComposedChart>
  );
}

/**
 * Bars (counts) stand on zero; an axis of lines only (medians) fits its data with round ticks, so a 3 % move is
 * visible rather than a flat line at the top of a chart that starts at zero.
 */
function axisScale(rows: readonly PivotRow[], series: readonly SeriesSpec[], axis: Axis) {
  const onAxis = series.filter((s) => (s.axis ?? 'left') === axis);
  if (onAxis.some((s) => s.kind === 'bar')) return { domain: [0, 'auto'] as [number, 'auto'] };
  const values = rows.flatMap((r) => onAxis.map((s) => r[s.key]).filter((v): v is number => typeof v === 'number'));
  const scale = niceScale(values);
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
  return (
    <div className="mk-tooltip">
      <div className="mk-tooltip-title">{formatMonth(String(label ?? row.month), lang)}</div>
      {series.map((s) => {
        const value = row[s.key];
        if (typeof value !== 'number') return null;
        const n = row[`${s.key}:n`];
        const o = row[`${s.key}:o`];
        const outliers = typeof o === 'number' ? o : 0;
        return (
          <div key={s.key} className="mk-tooltip-row">
            <span className="mk-swatch" style={{ background: s.color }} aria-hidden="true" />
            <span>{s.label}</span>
            <strong dir="ltr">{full(value, s.axis ?? 'left')}</strong>
            {typeof n === 'number' && (
              <span className="muted">
                {format(t.tiles.sample, { n: formatInteger(n, lang) })} ·{' '}
                {pluralText(excluded ? t.tiles.excluded : t.tiles.included, outliers, lang)}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
