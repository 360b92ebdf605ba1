// The Market view's chart over months: the app's one chart over time (components/charts/TimeChart), its months
// named in the window's language and its tooltip saying each value's sample and the outliers beside it.
import type { TooltipContentProps } from 'recharts';
import type { Lang } from '#shared/domain/lang';
import { formatDayRange, formatMonth } from '#shared/market/market-format';
import { partialOf, type PivotRow } from '#shared/market/series';
import { PLOTTED_FROM } from '#shared/market/thin-sample';
import type { AxisTitles } from '../../components/charts/axis-title';
import type { ChartTheme } from '../../components/charts/chart-theme';
import { apartOf } from '../../components/charts/drawn-rows';
import { TimeChart, type Axis, type SeriesSpec } from '../../components/charts/TimeChart';
import { sayIn } from '../../i18n/messages';

export interface MonthChartProps {
  rows: PivotRow[];
  series: readonly SeriesSpec[];
  /** A value in full (tooltips) and short (axis ticks), per axis. */
  full(value: number, axis: Axis): string;
  tick(value: number, axis: Axis): string;
  lang: Lang;
  rtl: boolean;
  theme: ChartTheme;
  /** Whether outliers are left out of the medians (the tooltip says "excluded" or "included"). */
  excluded: boolean;
  height?: number;
  titles?: AxisTitles;
}

export function MonthChart({ lang, excluded, ...chart }: MonthChartProps) {
  return (
    <TimeChart
      {...chart}
      xTick={(month) => formatMonth(month, lang)}
      tooltip={(tip) => (
        <MonthTooltip {...tip} series={chart.series} full={chart.full} lang={lang} excluded={excluded} />
      )}
    />
  );
}

interface MonthTooltipProps extends TooltipContentProps {
  series: readonly SeriesSpec[];
  full(value: number, axis: Axis): string;
  lang: Lang;
  excluded: boolean;
}

/** The month, then per line: its value, its sample and the outliers beside it. */
function MonthTooltip({ active, payload, label, series, full, lang, excluded }: MonthTooltipProps) {
  if (!active || !payload?.length) return null;
  const row = payload[0]?.payload as PivotRow | undefined;
  if (!row) return null;
  const partial = partialOf(row);
  const say = sayIn(lang);
  return (
    <div className="chart-tooltip">
      <div className="chart-tooltip-title">{formatMonth(String(label ?? row.month), lang)}</div>
      {partial && (
        <div className="chart-tooltip-partial" data-testid="tooltip-partial">
          {say('marketView.look.partialMonth', { days: formatDayRange(partial.from, partial.to, lang) })}
        </div>
      )}
      {series.map((s) => {
        const value = row[s.key];
        if (typeof value !== 'number') return null;
        const n = row[`${s.key}:n`];
        const o = row[`${s.key}:o`];
        const outliers = typeof o === 'number' ? o : 0;
        return (
          <div key={s.key} className="chart-tooltip-row">
            <span className="chart-swatch" style={{ background: s.color }} aria-hidden="true" />
            <span>{s.label}</span>
            <strong dir="ltr">{full(value, s.axis ?? 'left')}</strong>
            {typeof n === 'number' && (
              <span className="muted">
                {say('marketView.tiles.sample', { n })} ·{' '}
                {say(excluded ? 'marketView.tiles.excluded' : 'marketView.tiles.included', { count: outliers })}
                {s.median &&
                  apartOf(row, { key: s.key, median: true }) === 'thin' &&
                  ` · ${say('areaTable.marks.thin')}`}
                {s.median &&
                  apartOf(row, { key: s.key, median: true }) === 'hidden' &&
                  ` · ${say('marketView.look.notDrawn', { min: PLOTTED_FROM })}`}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
