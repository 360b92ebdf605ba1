// The watchlist: add by name, and per watched item its size, last snapshot (and a failed or interrupted last try),
// "Snapshot now" (estimate first, then progress under the row), its history, and "Stop watching" (confirmed).
import { focusOnMount } from '../components/focus-on-mount';
import { Fragment, useState } from 'react';
import type { WatchItem } from '#shared/domain/portfolio';
import { formatDateTime, formatInteger } from '../i18n/format';
import { usePreferences } from '../state/preferences-store';
import { AddWatch } from './AddWatch';
import { TeamMarkBadge } from '../team';
import { setTeamWide, shareWithTeam, useCanShare, useIsAdmin } from '../team';
import { estimateSnapshot, loadWatchlist, unwatch } from './portfolio-actions';
import { usePortfolio } from './portfolio-store';
import { SnapshotPanel } from './SnapshotPanel';
import { useMessage, type Say } from '../i18n/messages';

function LastRunNote({ item, say }: { item: WatchItem; say: Say }) {
  const run = item.lastRun;
  if (!run || run.status === 'done' || run.status === 'running' || run.status === 'cancelled') return null;
  return (
    <span className="pf-run-note" title={run.error ?? undefined} data-testid="watch-last-failed">
      {run.status === 'interrupted' ? say('portfolio.interrupted') : say('portfolio.lastFailed')}
    </span>
  );
}

function Row({
  item,
  confirming,
  setConfirming,
}: {
  item: WatchItem;
  confirming: boolean;
  setConfirming(v: boolean): void;
}) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const selected = usePortfolio((s) => s.selected === item.id);
  const task = usePortfolio((s) => s.tasks[item.id]);
  const select = usePortfolio((s) => s.set);
  const busy = task?.phase === 'running' || task?.phase === 'estimating';
  const canShare = useCanShare();
  const isAdmin = useIsAdmin();
  return (
    <Fragment>
      <tr
        className={selected ? 'selected' : undefined}
        data-testid="watch-row"
        data-name={item.name}
        data-kind={item.kind}
      >
        <td>
          <span className={`pf-kind ${item.kind}`}>{say(`portfolio.kinds.${item.kind}`)}</span>{' '}
          <strong dir="auto" data-testid="watch-name">
            {item.name}
          </strong>
          {item.team && <TeamMarkBadge mark={item.team} testId="watch-team" />}
        </td>
        <td className="num" data-testid="watch-listings">
          {item.lastSnapshot ? formatInteger(item.lastSnapshot.listings, lang) : '—'}
        </td>
        <td data-testid="watch-last-snapshot">
          {item.lastSnapshot ? formatDateTime(item.lastSnapshot.takenAt, lang) : say('portfolio.never')}{' '}
          <LastRunNote item={item} say={say} />
          {item.nextScheduledAt && (
            <span className="muted pf-next-run" data-testid="watch-next-scheduled">
              {say('portfolio.nextScheduled', { time: formatDateTime(item.nextScheduledAt, lang) })}
            </span>
          )}
        </td>
        <td className="num">{formatInteger(item.snapshots, lang)}</td>
        <td>
          <div className="pf-actions">
            <button
              type="button"
              className="button primary"
              data-testid="snapshot-now"
              disabled={busy}
              onClick={() => void estimateSnapshot(item.id)}
            >
              {say('portfolio.snapshotNow')}
            </button>
            <button
              type="button"
              className="button"
              aria-pressed={selected}
              data-testid="watch-history"
              onClick={() => select({ selected: item.id })}
            >
              {say('portfolio.showHistory')}
            </button>
            {canShare && !item.team && (
              <button
                type="button"
                className="link-button"
                data-testid="watch-share"
                onClick={() => void shareWithTeam('watch', item.id, item.name, loadWatchlist)}
              >
                {say('team.share')}
              </button>
            )}
            {isAdmin && (
              <button
                type="button"
                className="link-button"
                data-testid="watch-make-team-wide"
                aria-pressed={item.team?.teamWide === true}
                onClick={() =>
                  void setTeamWide('watch', item.id, item.name, item.team?.teamWide !== true, loadWatchlist)
                }
              >
                {item.team?.teamWide ? say('team.unmakeTeamWide') : say('team.makeTeamWide')}
              </button>
            )}
            <button
              type="button"
              className="link-button danger"
              data-testid="watch-remove"
              onClick={() => setConfirming(true)}
            >
              {say('portfolio.unwatch')}
            </button>
          </div>
        </td>
      </tr>
      {task && (
        <tr className="pf-sub-row">
          <td colSpan={5}>
            <SnapshotPanel itemId={item.id} />
          </td>
        </tr>
      )}
      {confirming && (
        <tr className="pf-sub-row">
          <td colSpan={5}>
            <div
              className="pf-confirm"
              role="alertdialog"
              data-testid="watch-confirm-remove"
              onKeyDown={(e) => {
                if (e.key !== 'Escape') return;
                e.preventDefault();
                setConfirming(false);
              }}
            >
              <span>{say('portfolio.confirmUnwatch', { name: item.name })}</span>
              <button
                type="button"
                className="button danger"
                data-testid="watch-confirm-yes"
                onClick={() => void unwatch(item)}
              >
                {say('portfolio.unwatch')}
              </button>
              {/* The safe answer has the focus: Enter keeps watching, Escape too. */}
              <button type="button" className="button" onClick={() => setConfirming(false)} ref={focusOnMount}>
                {say('portfolio.keep')}
              </button>
            </div>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

export function WatchlistCard() {
  const say = useMessage();
  const { items, status } = usePortfolio();
  const [confirming, setConfirming] = useState<number | null>(null);
  const watched = items.filter((i) => i.removedAt === null);
  return (
    <section className="card pf-card" aria-labelledby="pf-watchlist" data-testid="watchlist">
      <h2 id="pf-watchlist">{say('portfolio.watchlist')}</h2>
      <AddWatch />
      {status !== 'loading' && watched.length === 0 ? (
        <p className="muted pf-empty" data-testid="watchlist-empty">
          {say('portfolio.empty')}
        </p>
      ) : (
        <div className="pf-table-wrap">
          <table className="pf-table" data-testid="watch-table">
            <thead>
              <tr>
                <th scope="col">{say('portfolio.columns.name')}</th>
                <th scope="col" className="num">
                  {say('portfolio.columns.listings')}
                </th>
                <th scope="col">{say('portfolio.columns.lastSnapshot')}</th>
                <th scope="col" className="num">
                  {say('portfolio.columns.snapshots')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{say('portfolio.showHistory')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {watched.map((item) => (
                <Row
                  key={item.id}
                  item={item}
                  confirming={confirming === item.id}
                  setConfirming={(v) => setConfirming(v ? item.id : null)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
