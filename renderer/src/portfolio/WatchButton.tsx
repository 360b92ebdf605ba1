// "Watch" on an agency, developer or agent page: adds it to the Portfolios watchlist, or says it is watched (and
// opens its history there).
import { useEffect, useState } from 'react';
import { useNavigation } from '../state/navigation-store';
import { ensureWatchlist, watch } from './portfolio-actions';
import { useMessage } from '../i18n/messages';
import { findWatched, usePortfolio } from './portfolio-store';
import { Icon } from '../components/icons';

export interface WatchButtonProps {
  kind: 'agency' | 'developer' | 'agent';
  externalID: string;
  name: string;
  /** Agents: the owner id their listings are fetched by. */
  ownerID?: string | null;
}

export function WatchButton({ kind, externalID, name, ownerID }: WatchButtonProps) {
  const say = useMessage();
  const navigate = useNavigation((s) => s.navigate);
  const watched = usePortfolio((s) => findWatched(s.items, kind, externalID));
  const [busy, setBusy] = useState(false);
  useEffect(ensureWatchlist, []);
  if (!name) return null;
  if (watched) {
    return (
      <button
        type="button"
        className="button pf-watching"
        data-testid="watch-button"
        data-watched="true"
        onClick={() => navigate({ view: 'portfolios', itemId: watched.id })}
      >
        <Icon name="done" /> {say('portfolio.watching')}
      </button>
    );
  }
  const add = async (): Promise<void> => {
    setBusy(true);
    await watch({ kind, externalID, name, ...(ownerID ? { ownerID } : {}) });
    setBusy(false);
  };
  return (
    <button
      type="button"
      className="button"
      data-testid="watch-button"
      data-watched="false"
      disabled={busy}
      onClick={() => void add()}
    >
      <Icon name="portfolios" /> {say('portfolio.watch')}
    </button>
  );
}
