// The Portfolios view: the watchlist (add, snapshot, stop watching), "Snapshot all", the summary across watched items,
// the open item's history and changes, agency market share in a place, and the snapshot schedule.
import { useEffect } from 'react';
import { HistoryCard } from './HistoryCard';
import { MarketShareCard } from './MarketShareCard';
import { useTeam } from '../team';
import { estimateSnapshot, followSnapshots, loadWatchlist } from './portfolio-actions';
import { useMessage } from '../i18n/messages';
import { ALL, usePortfolio } from './portfolio-store';
import { ScheduleCard } from './ScheduleCard';
import { SnapshotPanel } from './SnapshotPanel';
import { SummaryCard } from './SummaryCard';
import { WatchlistCard } from './WatchlistCard';
import './portfolio.css';

export function PortfoliosView({ itemId }: { itemId?: number | undefined }) {
  const say = useMessage();
  const all = usePortfolio((s) => s.items);
  const items = all.filter((i) => i.removedAt === null);
  const selected = usePortfolio((s) => s.selected);
  const allTask = usePortfolio((s) => s.tasks[ALL]);
  const set = usePortfolio((s) => s.set);
  useEffect(() => followSnapshots(), []);
  // Read again when a team sync brought changes of shared watches.
  const pulled = useTeam((s) => s.pulledGeneration);
  useEffect(() => void loadWatchlist(), [pulled]);
  useEffect(() => {
    if (itemId !== undefined) set({ selected: itemId });
  }, [itemId, set]);
  // With nothing chosen, the first watched item's history is open (the one snapshotted most recently first).
  const open = items.find((i) => i.id === selected) ?? null;
  const fallback =
    [...items].sort((a, b) => (b.lastSnapshot?.takenAt ?? '').localeCompare(a.lastSnapshot?.takenAt ?? ''))[0] ?? null;
  const shown = open ?? fallback;
  useEffect(() => {
    if (selected === null && fallback) set({ selected: fallback.id });
  }, [selected, fallback, set]);

  return (
    <div className="pf-page" data-testid="portfolios-view">
      <header className="pf-head">
        <div className="pf-head-titles">
          <h1>{say('portfolio.title')}</h1>
          <p className="muted">{say('portfolio.intro')}</p>
        </div>
        <div className="pf-head-actions">
          <button
            type="button"
            className="button primary"
            data-testid="snapshot-all"
            disabled={items.length === 0 || (allTask !== undefined && allTask.phase !== 'failed')}
            onClick={() => void estimateSnapshot(ALL)}
          >
            {say('portfolio.snapshotAll')}
          </button>
        </div>
      </header>
      {allTask && <SnapshotPanel itemId={ALL} />}
      <WatchlistCard />
      <SummaryCard />
      {shown ? (
        <HistoryCard key={shown.id} itemId={shown.id} />
      ) : (
        items.length > 0 && <p className="muted">{say('history.chooseItem')}</p>
      )}
      <MarketShareCard />
      <ScheduleCard />
    </div>
  );
}
