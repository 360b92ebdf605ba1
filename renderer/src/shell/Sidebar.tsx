// The sidebar: the research views and Settings. Later features (compare, portfolios, saved queries) join here.
import { useSyncExternalStore, type ReactNode } from 'react';
import { AlertsBadge } from '../alerts';
import { CompareBadge } from '../compare';
import { useNavigation, type NavTarget } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { useMessage } from '../i18n/messages';
import { Icon } from '../components/icons';

const ITEMS = [
  'listings',
  'projects',
  'transactions',
  'agents',
  'agencies',
  'developers',
  'market',
  'radar',
  'report',
] as const;
const TRACKING = ['portfolios', 'saved', 'alerts'] as const;
type Item = (typeof ITEMS)[number] | 'compare' | (typeof TRACKING)[number] | 'settings';

/** Below this width the sidebar shows icons only, unless the broker chose names (shell.css says the same). */
const NARROW = '(max-width: 1199px)';

function subscribeNarrow(onChange: () => void): () => void {
  const query = matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the sidebar shows icons only now: the broker's choice, else the window's width. */
function useCompact(): boolean {
  const mode = usePreferences((s) => s.sidebar);
  const narrow = useSyncExternalStore(subscribeNarrow, () => matchMedia(NARROW).matches);
  return mode === 'compact' || (mode === 'auto' && narrow);
}

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
  const say = useMessage();
  const { current, navigate } = useNavigation();
  const active = section(current);
  const compact = useCompact();
  const setSidebar = usePreferences((s) => s.setSidebar);
  const item = (view: Item, badge?: ReactNode) => (
    <button
      key={view}
      type="button"
      className={`nav-item${active === view ? ' active' : ''}`}
      aria-current={active === view ? 'page' : undefined}
      data-testid={`nav-${view}`}
      title={compact ? say(`shell.nav.${view}`) : undefined}
      onClick={() => navigate({ view })}
    >
      <span className="nav-icon" aria-hidden="true">
        <Icon name={view} />
      </span>
      <span className="nav-label">{say(`shell.nav.${view}`)}</span>
      {badge}
    </button>
  );
  return (
    <nav className={compact ? 'sidebar compact' : 'sidebar'} aria-label={say('shell.research')} data-testid="sidebar">
      <div className="nav-heading">{say('shell.research')}</div>
      {ITEMS.map((view) => item(view))}
      {item('compare', <CompareBadge />)}
      <div className="nav-heading">{say('shell.tracking')}</div>
      {TRACKING.map((view) => item(view, view === 'alerts' ? <AlertsBadge /> : undefined))}
      <div className="nav-spacer" />
      {item('settings')}
      <button
        type="button"
        className="nav-item nav-toggle"
        data-testid="sidebar-toggle"
        aria-pressed={compact}
        title={compact ? say('shell.expandSidebar') : say('shell.collapseSidebar')}
        onClick={() => setSidebar(compact ? 'full' : 'compact')}
      >
        <span className="nav-icon" aria-hidden="true">
          <Icon name={compact ? 'expand' : 'collapse'} flip />
        </span>
        <span className="nav-label">{compact ? say('shell.expandSidebar') : say('shell.collapseSidebar')}</span>
      </button>
    </nav>
  );
}
