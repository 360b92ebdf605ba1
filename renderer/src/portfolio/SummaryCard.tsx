// The portfolio summary across every watched item: latest size, sale and rent split, medians, and what changed since
// the snapshot before; a row opens that item's history. Exportable.
import { useWiderThanBox } from '../components/use-wider-than-box';
import { formatAed } from '#shared/format/values';
import { formatDateTime, formatInteger } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { ExportButtons } from './export/ExportButtons';
import { summaryTables } from '#shared/portfolio/portfolio-tables';
import { useMessage } from '../i18n/messages';
import { usePortfolio } from './portfolio-store';
import { useChannel } from './use-channel';

export function SummaryCard() {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const version = usePortfolio((s) => s.version);
  const items = usePortfolio((s) => s.items);
  const select = usePortfolio((s) => s.set);
  // The watchlist's changes (an item added or removed) change the summary too.
  const state = useChannel('history:portfolio', {}, version * 1000 + items.length);
  const summary = state.value;
  const n = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatInteger(v, lang));
  // The median columns' heads name the currency ("Median sale (AED)"): a figure under them carries no mark of its own.
  const aed = (v: number | null | undefined) =>
    v === null || v === undefined ? '—' : formatAed(v, lang, { compact: true, currency: false });
  const rows = summary?.rows.filter((r) => r.item.removedAt === null) ?? [];
  const [box, wider] = useWiderThanBox();
  return (
    <section className="card pf-card" data-testid="summary" aria-labelledby="pf-summary-title">
      <div className="pf-card-head">
        <h2 id="pf-summary-title">{say('history.summaryTitle')}</h2>
        <span className="spacer" />
        {summary && rows.length > 0 && (
          <ExportButtons
            testId="summary-export"
            what={say('history.summaryTitle')}
            table={() => summaryTables({ ...summary, rows }, lang)}
          />
        )}
      </div>
      {rows.length === 0 ? (
        <p className="muted pf-empty">{say('history.summaryEmpty')}</p>
      ) : (
        <>
          {wider && (
            <p className="muted pf-scroll-hint" data-testid="summary-scroll-hint">
              {say('history.scrollSideways')}
            </p>
          )}
          <div className="pf-table-wrap" ref={box}>
            <table className="pf-table wrap-heads" data-testid="summary-table">
              <thead>
                <tr>
                  <th scope="col">{say('history.col.item')}</th>
                  <th scope="col">{say('history.col.lastSnapshot')}</th>
                  <th scope="col" className="num">
                    {say('history.col.listings')}
                  </th>
                  <th scope="col" className="num">
                    {say('history.sale')}
                  </th>
                  <th scope="col" className="num">
                    {say('history.rent')}
                  </th>
                  <th scope="col" className="num">
                    {say('history.col.medianSale')}
                  </th>
                  <th scope="col" className="num">
                    {say('history.col.medianRent')}
                  </th>
                  <th scope="col" className="num">
                    {say('history.added')}
                  </th>
                  <th scope="col" className="num">
                    {say('history.removed')}
                  </th>
                  <th scope="col" className="num">
                    {say('history.repriced')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.item.id}
                    className="pf-clickable"
                    data-testid="summary-row"
                    onClick={() => select({ selected: r.item.id })}
                  >
                    <td>
                      <span className={`pf-kind ${r.item.kind}`}>{say(`portfolio.kinds.${r.item.kind}`)}</span>{' '}
                      <button
                        type="button"
                        className="link-button"
                        dir="auto"
                        onClick={() => select({ selected: r.item.id })}
                      >
                        {r.item.name}
                      </button>
                    </td>
                    <td>{r.latest ? formatDateTime(r.latest.takenAt, lang) : '—'}</td>
                    <td className="num">{n(r.latest?.counts.total)}</td>
                    <td className="num">{n(r.latest?.counts.sale)}</td>
                    <td className="num">{n(r.latest?.counts.rent)}</td>
                    <td className="num">{aed(r.latest?.medianPrice.sale)}</td>
                    <td className="num">{aed(r.latest?.medianPrice.rent)}</td>
                    <td className={r.change?.added ? 'num pf-up' : 'num'} data-testid="summary-added">
                      {n(r.change?.added)}
                    </td>
                    <td className={r.change?.removed ? 'num pf-down' : 'num'} data-testid="summary-removed">
                      {n(r.change?.removed)}
                    </td>
                    <td className="num" data-testid="summary-repriced">
                      {n(r.change?.repriced)}
                    </td>
                  </tr>
                ))}
              </tbody>
              {summary && (
                <tfoot>
                  <tr data-testid="summary-totals">
                    <th scope="row" title={say('history.summaryTotalsNote')}>
                      {say('history.summaryTotals')}
                      {/* Totals over some items only must say so; over none they are unknown ("—"), never 0. */}
                      {summary.totals.snapshotted > 0 && summary.totals.snapshotted < summary.totals.items && (
                        <span className="muted pf-totals-cover" data-testid="summary-totals-cover">
                          {say('history.summaryTotalsCover', {
                            count: summary.totals.snapshotted,
                            total: summary.totals.items,
                          })}
                        </span>
                      )}
                    </th>
                    <td />
                    <td className="num">{n(summary.totals.listings)}</td>
                    <td className="num">{n(summary.totals.sale)}</td>
                    <td className="num">{n(summary.totals.rent)}</td>
                    <td />
                    <td />
                    <td className="num">{n(summary.totals.added)}</td>
                    <td className="num">{n(summary.totals.removed)}</td>
                    <td className="num">{n(summary.totals.repriced)}</td>
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        </>
      )}
    </section>
  );
}
