// A Portfolios chart: a series set over snapshots drawn by the app's one chart over time (components/charts/TimeChart),
// with its title, legend and figures as a table on request. Right to left in Arabic: time runs from the right and the
// value axis stands on the right, as the page reads.
import { useState, type ReactNode } from 'react';
import { isRtl } from '#shared/domain/lang';
import { ChartLegend } from '../components/ChartLegend';
import { chartTheme } from '../components/charts/chart-theme';
import { TimeChart } from '../components/charts/TimeChart';
import type { ValueAxis } from '../components/value-axis';
import { usePreferences } from '../state/preferences-store';
import { useMessage } from '../i18n/messages';
import { OTHER, type SeriesRow, type SeriesSet } from './history-series';

/**
 * Colours that read on the light and the dark theme alike, each of its own hue, one more than the places chart draws
 * places (eight): seven cycled, and its two biggest bands shared one. "Other" is grey.
 */
export const PALETTE = [
  '#0e9f87',
  '#d97706',
  '#2563eb',
  '#db2777',
  '#7c3aed',
  '#65a30d',
  '#dc2626',
  '#0891b2',
  '#92400e',
];
const OTHER_COLOUR = '#94a3b8';

/** A series' colour: its own for the first PALETTE.length, grey for the sum of the rest. */
export function seriesColour(key: string, index: number): string {
  return key === OTHER ? OTHER_COLOUR : PALETTE[index % PALETTE.length]!;
}

export interface HistoryChartProps {
  title: string;
  testId: string;
  set: SeriesSet;
  labelOf(key: string): string;
  xLabel(row: SeriesRow): string;
  /** A value as the axis, the tooltip and the table show it. */
  format(value: number): string;
  /** Stacked areas (parts of a whole) rather than lines. */
  stacked?: boolean;
  height?: number;
  /** Beside the title: a split switch. */
  extra?: ReactNode;
  /** The value axis, when the values have a range of their own (shares: 0 to 1); fitted to the values otherwise. */
  axis?: ValueAxis;
  /** The values are counts: the axis starts at zero. */
  counts?: boolean;
  /** Where in the palette the first series' colour is: a chart of rents alone draws them in the rents' colour. */
  paletteOffset?: number;
}

const TOOLTIP_STYLE = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  color: 'var(--text)',
  boxShadow: 'var(--shadow)',
  // Compact, so the figures of every place (eight and "Other") fit beside the cursor inside the plot.
  padding: '6px 10px',
  fontSize: 12,
  lineHeight: 1.35,
} as const;

const TOOLTIP_ITEM_STYLE = { padding: 0 } as const;
const TOOLTIP_LABEL_STYLE = { fontWeight: 600, marginBlockEnd: 2 } as const;
// Above the cards below; kept inside the plot's box, beside the cursor.
const TOOLTIP_WRAPPER_STYLE = { zIndex: 20, outline: 'none' } as const;
const TOOLTIP_IN_BOX = { x: false, y: false } as const;

/** How every portfolio chart's tooltip looks: the theme's surface and text, compact, inside the plot. */
export const PORTFOLIO_TOOLTIP = {
  contentStyle: TOOLTIP_STYLE,
  itemStyle: TOOLTIP_ITEM_STYLE,
  labelStyle: TOOLTIP_LABEL_STYLE,
  wrapperStyle: TOOLTIP_WRAPPER_STYLE,
  allowEscapeViewBox: TOOLTIP_IN_BOX,
  separator: ': ',
} as const;

export function HistoryChart(props: HistoryChartProps) {
  const { title, testId, set, labelOf, xLabel, format, stacked = false, height = 240, extra } = props;
  const colour = (key: string, i: number) => seriesColour(key, i + (props.paletteOffset ?? 0));
  const { lang, theme } = usePreferences();
  const say = useMessage();
  const rtl = isRtl(lang);
  const [table, setTable] = useState(false);
  // A snapshot's place on the time axis is its position (two snapshots may share a day); its label, its day.
  const rows = set.rows.map((row, i) => ({ month: String(i), ...row.values }));
  // An Arabic label keeps its own order inside the plot, drawn left to right (isolated right to left).
  const xTick = (x: string) => {
    const row = set.rows[Number(x)];
    if (!row) return '';
    return rtl ? `\u2067${xLabel(row)}\u2069` : xLabel(row);
  };
  const series = set.keys.map((key, i) => ({
    key,
    label: labelOf(key),
    color: colour(key, i),
    kind: stacked ? ('area' as const) : ('line' as const),
  }));
  // A chart with nothing to draw (rents of a search for sales only) says so, rather than showing bare axes.
  const blank = !set.rows.some((row) => Object.values(row.values).some((v) => typeof v === 'number'));
  if (blank) {
    return (
      <figure className="pf-chart" data-testid={testId} data-blank="true">
        <figcaption className="pf-chart-head">
          <strong>{title}</strong>
          {extra}
        </figcaption>
        <p className="muted pf-chart-blank" style={{ minBlockSize: height }} data-testid={`${testId}-blank`}>
          {say('history.noFigures')}
        </p>
      </figure>
    );
  }
  return (
    <figure className="pf-chart" data-testid={testId}>
      <figcaption className="pf-chart-head">
        <strong>{title}</strong>
        {extra}
        <button
          type="button"
          className="link-button"
          aria-expanded={table}
          data-testid={`${testId}-table-toggle`}
          onClick={() => setTable(!table)}
        >
          {table ? say('history.hideTable') : say('history.showTable')}
        </button>
      </figcaption>
      <div className="pf-chart-plot" dir="ltr">
        <TimeChart
          rows={rows}
          series={series}
          xTick={xTick}
          full={(v) => format(v)}
          tick={(v) => format(v)}
          rtl={rtl}
          theme={chartTheme(theme)}
          height={height}
          stacked={stacked}
          counts={props.counts === true}
          {...(props.axis ? { leftAxis: props.axis } : {})}
        />
      </div>
      <ChartLegend entries={set.keys.map((key, i) => ({ label: labelOf(key), color: colour(key, i) }))} label={title} />
      {table && (
        <div className="pf-table-wrap">
          <table className="pf-table compact" data-testid={`${testId}-table`}>
            <thead>
              <tr>
                <th scope="col">{say('history.snapshot')}</th>
                {set.keys.map((key) => (
                  <th key={key} scope="col" className="num">
                    {labelOf(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {set.rows.map((row) => (
                <tr key={`${row.id}-${row.at}`}>
                  <td>{xLabel(row)}</td>
                  {set.keys.map((key) => {
                    const v = row.values[key];
                    return (
                      <td key={key} className="num">
                        {v === null || v === undefined ? '—' : format(v)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
