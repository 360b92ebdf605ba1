// One analysis as a card: title, its controls and exports (PNG of the chart, CSV and Excel of the table), a note,
// the chart with its legend, and the table beside it (below it on narrow windows).
import { useRef, useState, type ReactNode } from 'react';
import { isRtl } from '#shared/domain/lang';
import type { ExportFormat } from '#shared/export/table';
import { DataTable } from './DataTable';
import { chartTheme } from '../components/charts/chart-theme';
import { chartToPng } from '../components/charts/chart-png';
import { ChartLegend, type LegendEntry } from '../components/ChartLegend';
import { exportTable, fileNameOf, savePng } from './export-actions';
import type { TableAbout } from '#shared/market/tables/table-model';
import { notify } from '../notices';
import { formatDay } from '#shared/market/market-format';
import type { MarketTable } from '#shared/market/tables/table-model';
import { useMarket } from './market-store';
import { useMarketContext } from './use-market-strings';
import { sayIn, useMessage } from '../i18n/messages';

export interface ChartCardProps {
  id: string;
  title: string;
  /**
   * The place and purpose the chart shows (default: its table's), said under the title when the market has more; given
   * for a chart narrower than its table (every place and purpose), it says the table has the rest.
   */
  shows?: string;
  note?: ReactNode;
  controls?: ReactNode;
  legend?: readonly LegendEntry[];
  /** Lines under the legend that the PNG carries too (partial months, the days of each span). */
  footnotes?: readonly string[] | undefined;
  /** The chart; null for a card that is a table only. */
  chart: ReactNode | null;
  table: MarketTable;
  tableLimit?: number;
  /** The table listed in full: taller, still scrolling inside the card so the page keeps scrolling around it. */
  tableTall?: boolean;
  about: TableAbout;
  /** Whatever sits under the table (actions, a longer note). */
  footer?: ReactNode;
  /** The table under the chart at any width (a wide table: one column per place). */
  stacked?: boolean;
  /** The PNG's title when it says more than the table's (the measure a switchable chart shows). */
  imageTitle?: string;
}

type Busy = ExportFormat | 'png' | null;

/**
 * A table of this many columns goes under its chart at any width: beside it, at a third of the widest window, its
 * headers took four or five lines in Russian and its last columns were cut.
 */
const WIDE_TABLE = 8;

export function ChartCard(props: ChartCardProps) {
  const {
    id,
    title,
    shows = props.table.subject,
    note,
    controls,
    legend = [],
    footnotes = [],
    chart,
    table,
    tableLimit,
    tableTall,
    about,
    footer,
    stacked,
    imageTitle = props.table.title,
  } = props;
  const { lang, unit, theme } = useMarketContext();
  const say = useMessage();
  const chartRef = useRef<HTMLDivElement>(null);
  // With several places or both purposes, the Place and Showing switches scroll away: each chart says what it shows.
  const several = useMarket((s) =>
    s.shown ? s.shown.analysis.units.length > 1 || s.shown.query.purpose === 'both' : false,
  );
  // What the table holds (one place and purpose) names the files, else the whole query does.
  const subject = table.subject ?? about.query;
  const [busy, setBusy] = useState<Busy>(null);

  async function run(kind: Exclude<Busy, null>): Promise<void> {
    setBusy(kind);
    try {
      if (kind === 'png') await exportPng();
      else await exportTable(table, kind, table.about ?? about, { lang, unit });
    } finally {
      setBusy(null);
    }
  }

  async function exportPng(): Promise<void> {
    const svg = chartRef.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (!svg) return;
    try {
      const blob = await chartToPng(svg, {
        // The table's title names the place and purpose the chart shows (and the measure, where it can switch); the
        // query names the rest.
        title: imageTitle,
        subtitle: subject,
        footer: say('marketView.exporting.footer', { date: formatDay(about.fetched.newest?.slice(0, 10) ?? '', lang) }),
        legend,
        notes: footnotes,
        theme: chartTheme(theme),
        rtl: isRtl(lang),
        font: getComputedStyle(document.body).fontFamily,
      });
      savePng(blob, `${fileNameOf(subject, id)}.png`);
    } catch (error) {
      // The canvas's own words are for the console; the broker reads what happened and what to do.
      console.warn('chart image failed', error);
      notify('error', (l) => sayIn(l)('marketView.exporting.imageFailed'));
    }
  }

  const exportButton = (kind: Exclude<Busy, null>, label: string) => (
    <button
      type="button"
      className="button mk-export"
      data-testid={`export-${kind}-${id}`}
      aria-label={say('marketView.exporting.label', { what: title, format: label })}
      title={say('marketView.exporting.label', { what: title, format: label })}
      disabled={busy !== null}
      aria-busy={busy === kind}
      onClick={() => void run(kind)}
    >
      {label}
    </button>
  );

  return (
    <section className="mk-card" data-testid={`card-${id}`} aria-label={title}>
      <header className="mk-card-head">
        <div className="mk-card-titles">
          <h2 className="mk-card-title">{title}</h2>
          {several && shows && (
            <p className="mk-card-shows muted" data-testid={`shows-${id}`} dir="auto">
              {props.shows !== undefined && table.subject === undefined
                ? say('marketCards.chartShows', { scope: shows })
                : shows}
            </p>
          )}
        </div>
        {controls && <div className="mk-card-controls">{controls}</div>}
        <div className="mk-exports">
          {chart !== null && exportButton('png', say('marketView.exporting.png'))}
          {exportButton('csv', say('marketView.exporting.csv'))}
          {exportButton('xlsx', say('marketView.exporting.xlsx'))}
        </div>
      </header>
      {note && <div className="mk-note muted">{note}</div>}
      <div
        className={
          chart === null
            ? 'mk-card-body table-only'
            : stacked || table.columns.length >= WIDE_TABLE
              ? 'mk-card-body stacked'
              : 'mk-card-body'
        }
      >
        {chart !== null && (
          <div className="mk-chart-box">
            <div className="mk-chart" ref={chartRef} data-testid={`chart-${id}`}>
              {chart}
            </div>
            <ChartLegend entries={legend} label={title} />
            {footnotes.length > 0 && (
              <ul className="mk-footnotes muted" data-testid={`footnote-${id}`}>
                {footnotes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className={tableTall ? 'mk-table-box tall' : 'mk-table-box'}>
          <DataTable table={table} lang={lang} unit={unit} {...(tableLimit ? { limit: tableLimit } : {})} />
          {footer}
        </div>
      </div>
    </section>
  );
}
