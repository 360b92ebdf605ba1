// Bars over categories (AED per area bins, bedroom counts, periods): one or more bar series side by side, a zero
// line for changes, a tooltip with each bar's note (its sample), categories right to left in Arabic.
import {
  Bar,
  BarChart,
  CartesianGrid,
  // recharts' Cell, named for what it does here: one bar's colour.
  Cell as CellFill,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { ChartTheme } from './chart-theme';
import './time-chart.css';
import { categoryAxisLabel, titleMargins, valueAxisLabel, type AxisTitles } from './axis-title';

export interface BarSpec {
  key: string;
  label: string;
  color: string;
}

/** One category: its label, a value per bar series, and optionally a note per series (`<key>:note`). */
export type BarRow = { label: string } & Record<string, number | string | null>;

export interface BarsChartProps {
  rows: BarRow[];
  bars: readonly BarSpec[];
  full(value: number): string;
  tick(value: number): string;
  rtl: boolean;
  theme: ChartTheme;
  height?: number;
  /** Bars touch (a histogram). */
  joined?: boolean;
  /** Colour of negative values (changes), when set. */
  negative?: string;
  /** The value axis's measure and unit, and what the categories are (the PNG carries them). */
  titles?: AxisTitles;
}

export function BarsChart(props: BarsChartProps) {
  const { rows, bars, full, tick, rtl, theme, height = 260, joined, negative, titles } = props;
  const axisStyle = { fill: theme.muted, fontSize: 11 };
  return (
    <BarChart
      responsive
      style={{ inlineSize: '100%', blockSize: height }}
      data={rows}
      // Room at both ends for the first and last month's label, which are centred on the plot's edges.
      margin={{ ...titleMargins(titles), right: 28, left: 28 }}
      barCategoryGap={joined ? 1 : '20%'}
    >
      <CartesianGrid stroke={theme.grid} vertical={false} />
      <XAxis
        dataKey="label"
        reversed={rtl}
        tick={axisStyle}
        stroke={theme.grid}
        interval="preserveStartEnd"
        minTickGap={8}
        label={categoryAxisLabel(titles?.x, theme)}
      />
      <YAxis
        orientation={rtl ? 'right' : 'left'}
        tick={axisStyle}
        tickFormatter={tick}
        stroke={theme.grid}
        width={64}
        label={valueAxisLabel(titles?.left, rtl ? 'right' : 'left', theme)}
      />
      {negative && <ReferenceLine y={0} stroke={theme.muted} />}
      <Tooltip
        content={(props: TooltipContentProps) => <BarTooltip {...props} bars={bars} full={full} />}
        cursor={{ fill: theme.muted, fillOpacity: 0.08 }}
      />
      {bars.map((b) => (
        <Bar key={b.key} dataKey={b.key} name={b.label} fill={b.color} isAnimationActive={false} maxBarSize={48}>
          {negative
            ? rows.map((row, i) => {
                const v = row[b.key];
                return <CellFill key={i} fill={typeof v === 'number' && v < 0 ? negative : b.color} />;
              })
            : null}
        </Bar>
      ))}
    </BarChart>
  );
}

interface BarTooltipProps extends TooltipContentProps {
  bars: readonly BarSpec[];
  full(value: number): string;
}

function BarTooltip({ active, payload, bars, full }: BarTooltipProps) {
  if (!active || !payload?.length) return null;
  const row = payload[0]?.payload as BarRow | undefined;
  if (!row) return null;
  return (
    <div className="chart-tooltip">
      <div className="chart-tooltip-title" dir="auto">
        {row.label}
      </div>
      {bars.map((b) => {
        const value = row[b.key];
        if (typeof value !== 'number') return null;
        const note = row[`${b.key}:note`];
        return (
          <div key={b.key} className="chart-tooltip-row">
            <span className="chart-swatch" style={{ background: b.color }} aria-hidden="true" />
            <span>{b.label}</span>
            <strong dir="ltr">{full(value)}</strong>
            {typeof note === 'string' && <span className="muted">{note}</span>}
          </div>
        );
      })}
    </div>
  );
}
