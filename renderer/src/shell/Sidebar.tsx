// The sidebar: the research views and Settings. Later features (compare, portfolios, saved queries) join here.
import type { ReactNode } from 'react';
import { CompareBadge } from '../compare/PinButtons';
import { useNavigation, type NavTarget } from '../state/navigation-store';
import { useShellStrings } from './use-shell-strings';

const ITEMS = ['listings', 'projects', 'transactions', 'agents', 'agencies', 'developers', 'market'] as const;
const TRACKING = ['portfolios', 'saved'] as const;
type Item = (typeof ITEMS)[number] | 'compare' | (typeof TRACKING)[number] | 'settings';
const ICONS: Readonly<Record<Item, string>> = {
  compare: '⚖',
  listings: '⌂',
  projects: '▦',
  transactions: '⇄',
  agents: '☺',
  agencies: '▣',
  developers: '⚒',
  market: '◔',
  portfolios: '◷',
  saved: '★',
  settings: '⚙',
};

/** Details belong to the list they were opened from, for the sidebar's highlight. */
function section(target: NavTarget): string {
  switch (target.view) {
    case 'property':
      return 'listings';
    case 'agent':
      return 'agents';
    case 'agency':
      return 'agencies';
    case 'developer':
      return 'developers';
    default:
      return target.view;
  }
}

export function Sidebar() {
  const t = useShellStrings();
  const { current, navigate } = useNavigation();
  const active = section(current);
  const item = (view: Item, badge?: ReactNode) => (
    <button
      key={view}
      type="button"
      className={`nav-item${active === view ? ' active' : ''}`}
      aria-current={active === view ? 'page' : undefined}
      data-testid={`nav-${view}`}
      onClick={() => navigate({ view })}
    >
      <span className="nav-icon" aria-hidden="true">
        {ICONS[view]}
      </span>
      {t.nav[view]}
      {badge}
    </button>
  );
  return (
    <nav className="sidebar" aria-label={t.research}>
      <div className="nav-heading">{t.research}</div>
      {ITEMS.map((view) => item(view))}
      {item('compare', <CompareBadge />)}
      <div className="nav-heading">{t.tracking}</div>
      {TRACKING.map((view) => item(view))}
      <div className="nav-spacer" />
      {item('settings')}
    </nav>
  );
}
