// The estimate of a kept report across its revisions: low, central and high of each revision as lines over the
// revisions (recharts, styled as the portfolio charts), and the same points as a table, one row per revision with
// when it was computed (UAE time), its comparables, the evidence's span and its confidence, and a way to open it.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { isRtl } from '#shared/domain/lang';
import type { EstimatePoint } from '#shared/domain/kept-report';
import type { Say } from '../../i18n/messages';
import { ChartLegend } from '../../components/ChartLegend';
import { fitValueAxis } from '../../components/value-axis';
import { PORTFOLIO_TOOLTIP } from '../../portfolio';
import { reopenRevision } from './kept-actions';
import { useKept } from './kept-store';
import { useReportContext } from '../use-report-context';

const SERIES = [
  { key: 'high', colour: '#0e9f87', dash: '4 3' },
  { key: 'central', colour: '#2563eb', dash: undefined },
  { key: 'low', colour: '#d97706', dash: '4 3' },
] as const;

/** A line's name in the legend and tooltip: low, central or high; anything else as recharts gave it. */
function seriesName(name: unknown, say: Say): string {
  return name === 'low' || name === 'central' || name === 'high' ? say(`kept.series.${name}`) : String(name);
}

export function EstimateHistory({ id, version }: { id: number; version: number }) {
  const { say, lang, fmt } = useReportContext();
  const history = useKept((s) => (s.history?.id === id ? s.history.points : null));
  if (!history || history.length === 0) return null;
  const rtl = isRtl(lang);
  const tick = (p: EstimatePoint) => `${say('kept.revisionTick', { version: p.version })} · ${fmt.day(p.at)}`;
  const data = history.map((p) => ({
    x: rtl ? `\u2067${tick(p)}\u2069` : tick(p),
    low: p.low,
    central: p.central,
    high: p.high,
  }));
  // The value axis every chart over time uses: round steps around the lows to the highs.
  const values = history.flatMap((p) => [p.low, p.high, p.central]).filter((v): v is number => v !== null);
  const axis = fitValueAxis(values, (v) => fmt.compact(v));
  return (
    <section className="cr-card kr-history" aria-labelledby="kr-history" data-testid="report-history">
      <h2 id="kr-history">{say('kept.historyTitle')}</h2>
      <figure className="kr-history-chart" data-testid="report-history-chart">
        <figcaption className="muted">{say('kept.historyChart')}</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 12 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="x" reversed={rtl} tick={{ fontSize: 11 }} padding={{ left: 36, right: 36 }} />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tick={{ fontSize: 11 }}
              width={72}
              {...(axis ? { domain: axis.domain, ticks: axis.ticks } : {})}
              tickFormatter={(v: number) => fmt.compact(v)}
            />
            <Tooltip
              {...PORTFOLIO_TOOLTIP}
              formatter={(value, name) => [typeof value === 'number' ? fmt.aed(value) : '—', seriesName(name, say)]}
            />
            {SERIES.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                stroke={s.colour}
                strokeWidth={s.key === 'central' ? 2.5 : 1.5}
                {...(s.dash ? { strokeDasharray: s.dash } : {})}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
        {/* The app's legend, not recharts': its swatches are hidden from screen readers (recharts named them in
            English, "<series> legend icon"). */}
        <ChartLegend
          label={say('kept.historyChart')}
          entries={SERIES.map((s) => ({ label: seriesName(s.key, say), color: s.colour }))}
        />
      </figure>
      <div className="cr-table-wrap">
        <table className="cr-table" data-testid="report-history-table" data-rows={history.length}>
          <thead>
            <tr>
              <th scope="col">{say('kept.historyHeaders.revision')}</th>
              <th scope="col">{say('kept.historyHeaders.computed')}</th>
              <th scope="col">{say('kept.historyHeaders.low')}</th>
              <th scope="col">{say('kept.historyHeaders.central')}</th>
              <th scope="col">{say('kept.historyHeaders.high')}</th>
              <th scope="col">{say('kept.historyHeaders.n')}</th>
              <th scope="col">{say('kept.historyHeaders.span')}</th>
              <th scope="col">{say('kept.historyHeaders.confidence')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((p) => (
              <tr key={p.version} data-version={p.version} aria-current={p.version === version || undefined}>
                <td>
                  {p.version === version ? (
                    <strong>{fmt.integer(p.version)}</strong>
                  ) : (
                    <button
                      type="button"
                      className="link-button"
                      data-testid="report-history-open"
                      aria-label={say('kept.openRevision', { version: p.version })}
                      onClick={() => void reopenRevision(id, p.version)}
                    >
                      {fmt.integer(p.version)}
                    </button>
                  )}
                </td>
                <td className="k-date">{fmt.time(p.at)}</td>
                <td className="k-aed">{p.low === null ? '—' : fmt.integer(p.low)}</td>
                <td className="k-aed" data-testid="report-history-central">
                  {p.central === null ? say('kept.noEstimate') : fmt.integer(p.central)}
                </td>
                <td className="k-aed">{p.high === null ? '—' : fmt.integer(p.high)}</td>
                <td className="k-integer">{p.n === null ? '—' : fmt.integer(p.n)}</td>
                <td className="k-date">
                  {p.from && p.to ? say('kept.spanValue', { from: fmt.day(p.from), to: fmt.day(p.to) }) : '—'}
                </td>
                <td>{p.confidence ? say(`kept.confidence.${p.confidence}`) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
