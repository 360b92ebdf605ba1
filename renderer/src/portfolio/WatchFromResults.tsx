// "Watch…" above the Agencies, Developers and Agents results: the firms on screen, each with Watch (or a mark that it
// is watched), so a broker adds competitors straight from a search.
import { useState } from 'react';
import { useResearch } from '../research';
import type { ListView } from '../state/navigation-store';
import { sayIn } from '../i18n/say';
import { usePreferences } from '../state/preferences-store';
import { ensureWatchlist } from './portfolio-actions';
import { useMessage } from '../i18n/messages';
import { WatchButton } from './WatchButton';
import { Icon } from '../components/icons';

const KIND_OF: Partial<Record<ListView, 'agency' | 'developer' | 'agent'>> = {
  agencies: 'agency',
  developers: 'developer',
  agents: 'agent',
};

interface Firm {
  externalID: string;
  name: string;
  ownerID?: string | null;
}

function firms(rows: readonly unknown[]): Firm[] {
  return rows.flatMap((row) => {
    const r = row as Partial<Record<keyof Firm, unknown>>;
    if (typeof r.externalID !== 'string' || typeof r.name !== 'string') return [];
    return [{ externalID: r.externalID, name: r.name, ownerID: typeof r.ownerID === 'string' ? r.ownerID : null }];
  });
}

export function WatchFromResults({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const state = useResearch(view);
  const [open, setOpen] = useState(false);
  const kind = KIND_OF[view];
  if (!kind || state.status !== 'done') return null;
  const list = firms(state.rows);
  return (
    <span className="pf-popover-anchor">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        data-testid="watch-from-results"
        onClick={() => {
          ensureWatchlist();
          setOpen(!open);
        }}
      >
        <Icon name="portfolios" /> {say('portfolio.watchFromResults')}
      </button>
      {open && (
        <div
          className="pf-popover wide"
          role="dialog"
          aria-label={say('portfolio.watchFromResultsTitle')}
          data-testid="watch-from-results-list"
        >
          <strong>{say('portfolio.watchFromResultsTitle')}</strong>
          {list.length === 0 ? (
            <p className="muted">{say('portfolio.noneToWatch')}</p>
          ) : (
            <ul className="pf-firms">
              {list.map((f) => (
                <li key={f.externalID} data-testid="watch-from-results-item" data-name={f.name}>
                  <span dir="auto">{f.name}</span>
                  <WatchButton kind={kind} externalID={f.externalID} name={f.name} ownerID={f.ownerID ?? null} />
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="button ghost" onClick={() => setOpen(false)}>
            {sayIn(lang)('shell.close')}
          </button>
        </div>
      )}
    </span>
  );
}
