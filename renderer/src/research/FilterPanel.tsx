// The research view's filter panel: the form beside the results, or collapsed to one line that says which filters
// are active (and opens the form again). The choice is remembered per view.
import type { ReactNode } from 'react';
import type { ListView } from '../state/navigation-store';
import { useFilterPanel } from './filter-panel-store';
import { useMessage } from '../i18n/messages';
import { Icon } from '../components/icons';
import { deferredCode, useDeferredCode } from '../components/deferred-code';

/**
 * The collapsed panel's one-line summary, loaded apart from the window's first script: it words every filter and a
 * header sort by the grid's column headers, which brought the grid's column definitions into that script (some 20 kB
 * that the form the window opens on never runs). It is in the results' code, fetched once the window is idle and run
 * as a search comes (preload-results.ts). A window that starts with its filters collapsed (the choice is remembered)
 * asks for it as it first draws them, and shows the summary once it is in: a moment after the first frame, which no
 * longer waits for it.
 */
export const filterSummaryCode = deferredCode(() => import('./FilterSummary'));

export function useFiltersCollapsed(view: ListView): boolean {
  return useFilterPanel((s) => s.collapsed[view] ?? false);
}

/** The heading row of a research view: title, the filters toggle, and the summary while collapsed. */
export function FilterHead({ view, title, extra }: { view: ListView; title: string; extra?: ReactNode }) {
  const say = useMessage();
  const collapsed = useFiltersCollapsed(view);
  const setCollapsed = useFilterPanel((s) => s.setCollapsed);
  return (
    <div className="research-head">
      <h1>{title}</h1>
      {extra}
      <button
        type="button"
        className="button filters-toggle"
        aria-expanded={!collapsed}
        aria-controls={`filters-${view}`}
        data-testid="filters-toggle"
        onClick={() => setCollapsed(view, !collapsed)}
      >
        <Icon name={collapsed ? 'closed' : 'open'} flip />{' '}
        {collapsed ? say('research.showFilters') : say('research.hideFilters')}
      </button>
      {collapsed && <DeferredSummary view={view} onOpen={() => setCollapsed(view, false)} />}
    </div>
  );
}

/** The summary once its code is in; nothing for the moment before (the head keeps its toggle). */
function DeferredSummary({ view, onOpen }: { view: ListView; onOpen: () => void }) {
  const code = useDeferredCode(filterSummaryCode);
  if (code === null) return null;
  const { FilterSummary } = code;
  return <FilterSummary view={view} onOpen={onOpen} />;
}

export function FilterPanel({ view, children }: { view: ListView; children: ReactNode }) {
  const collapsed = useFiltersCollapsed(view);
  if (collapsed) return null;
  return (
    <aside className="research-filters" id={`filters-${view}`} data-testid="filter-panel">
      {children}
    </aside>
  );
}
