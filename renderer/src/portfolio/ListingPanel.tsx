// One listing across the snapshots: its asking prices over time (a step chart and a table), days on market, when it
// was first and last seen, whether it is still listed and in whose snapshots; opens the listing's own page.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { isRtl } from '#shared/domain/lang';
import { ErrorMessage } from '../components/ErrorMessage';
import type { PricePoint } from '#shared/domain/portfolio';
import { formatAed } from '#shared/format/values';
import { withRentPeriod } from '../grid';
import { formatDateTime, formatDay, formatInteger } from '../i18n/format';
import { useNavigation } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { ExportButtons } from './export/ExportButtons';
import { listingTables } from '#shared/portfolio/portfolio-tables';
import { useMessage } from '../i18n/messages';
import { usePortfolio } from './portfolio-store';
import { PALETTE, PORTFOLIO_TOOLTIP } from './HistoryChart';
import { priceScale } from './history-series';
import { useChannel } from './use-channel';

export function ListingPanel({ externalID, onClose }: { externalID: string; onClose(): void }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const navigate = useNavigation((s) => s.navigate);
  const version = usePortfolio((s) => s.version);
  const state = useChannel('history:listing', { externalID }, version);
  const h = state.value?.externalID === externalID ? state.value : null;
  const axisLabel = (v: number) => formatAed(v, lang, { compact: true });
  const scale = h ? priceScale(h.prices, axisLabel) : null;
  const facts = h
    ? [
        {
          label: say('history.daysOnMarket'),
          value: h.daysOnMarket === null ? '—' : formatInteger(h.daysOnMarket, lang),
          id: 'dom',
        },
        { label: say('history.firstSeen'), value: formatDateTime(h.firstSeen, lang), id: 'first' },
        { label: say('history.lastSeen'), value: formatDateTime(h.lastSeen, lang), id: 'last' },
        ...(h.listedAt ? [{ label: say('history.listedAt'), value: formatDay(h.listedAt, lang), id: 'listed' }] : []),
        { label: say('history.heldBy'), value: h.items.map((i) => i.name).join(', '), id: 'items' },
      ]
    : [];
  const data = (h?.prices ?? []).flatMap((p) => [
    { ...p, x: formatDay(p.from, lang) },
    ...(p.to !== p.from ? [{ ...p, x: formatDay(p.to, lang) }] : []),
  ]);
  return (
    <aside
      className="pf-listing"
      data-testid="listing-history"
      aria-label={say('history.listingTitle', { id: externalID })}
    >
      <div className="pf-card-head">
        <h3>
          {say('history.listingTitle', { id: externalID })}{' '}
          {h && (
            <span className={h.active ? 'badge pf-active' : 'badge'} data-testid="listing-active">
              {h.active ? say('history.stillListed') : say('history.notListed')}
            </span>
          )}
        </h3>
        <span className="spacer" />
        {h && (
          <ExportButtons
            testId="listing-export"
            what={say('history.priceHistory')}
            table={() => listingTables(h, lang)}
          />
        )}
        {/* A listing no longer listed has no page to open: the data service answers "not found", for a request. */}
        {h?.active && (
          <button
            type="button"
            className="button"
            data-testid="listing-open"
            onClick={() => navigate({ view: 'property', externalID })}
          >
            {say('history.openListing')}
          </button>
        )}
        <button type="button" className="button ghost" data-testid="listing-close" onClick={onClose}>
          {say('history.close')}
        </button>
      </div>
      {state.error && <ErrorMessage error={state.error} />}
      {h && (
        <div className="pf-listing-body">
          <dl className="pf-facts">
            {facts.map((f) => (
              <div key={f.id} data-testid={`listing-${f.id}`}>
                <dt>{f.label}</dt>
                <dd dir="auto">{f.value}</dd>
              </div>
            ))}
          </dl>
          <div className="pf-listing-prices">
            <strong>{say('history.priceHistory')}</strong>
            <div className="pf-chart-plot" dir="ltr">
              <ResponsiveContainer width="100%" height={160}>
                <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: 12 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis
                    dataKey="x"
                    reversed={isRtl(lang)}
                    tick={{ fontSize: 11 }}
                    minTickGap={24}
                    interval="preserveStartEnd"
                    padding={{ left: 36, right: 36 }}
                  />
                  <YAxis
                    orientation={isRtl(lang) ? 'right' : 'left'}
                    width={72}
                    tick={{ fontSize: 11 }}
                    {...(scale ? { domain: scale.domain, ticks: scale.ticks } : {})}
                    tickFormatter={axisLabel}
                  />
                  <Tooltip
                    {...PORTFOLIO_TOOLTIP}
                    formatter={(v, _name, item) =>
                      typeof v === 'number' ? withRentPeriod(formatAed(v, lang), item.payload as PricePoint, lang) : '—'
                    }
                  />
                  <Line
                    dataKey="price"
                    name={say('history.askingPrice')}
                    type="stepAfter"
                    stroke={PALETTE[0]}
                    strokeWidth={2}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            <table className="pf-table compact" data-testid="listing-prices">
              <thead>
                <tr>
                  <th scope="col">{say('history.col.from')}</th>
                  <th scope="col">{say('history.col.to')}</th>
                  <th scope="col" className="num">
                    {say('history.col.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {h.prices.map((p) => (
                  <tr key={`${p.from}-${p.price}`}>
                    <td>{formatDateTime(p.from, lang)}</td>
                    <td>{formatDateTime(p.to, lang)}</td>
                    <td className="num">{withRentPeriod(formatAed(p.price, lang), p, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </aside>
  );
}
