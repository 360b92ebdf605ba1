// The research view's filter panel: the form beside the results, or collapsed to one line that says which filters
// are active (and opens the form again). The choice is remembered per view.
import type { ReactNode } from 'react';
import type { ListView } from '../state/navigation-store';
import { yearlyRentOrder } from '#shared/grid/rent-order';
import { usePreferences } from '../state/preferences-store';
import { useFilterPanel } from './filter-panel-store';
import { filterSummary } from './filter-summary';
import { useFormSnapshot } from './form-state-store';
import { headerSortText } from './header-sort-text';
import { useResearch } from './research-store';
import { useMessage } from '../i18n/messages';
import { Icon } from '../components/icons';

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
      {collapsed && <FilterSummary view={view} onOpen={() => setCollapsed(view, false)} />}
    </div>
  );
}

/**
 * The active filters in one line, which opens the form again. Drawn only while the panel is collapsed: it follows every
 * change to the form, and the head above an open form was worded again at each key typed in it (and in the window's
 * first render, for nothing).
 */
function FilterSummary({ view, onOpen }: { view: ListView; onOpen: () => void }) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const form = useFormSnapshot(view);
  const research = useResearch(view);
  const areaUnit = usePreferences((s) => s.areaUnit);
  // A header sort is the order on screen: said instead of the form's "Sort by", which no longer describes the rows;
  // so is rent per year, the order of a rent search of any period asked by price (shared/grid/rent-order.ts).
  const rentOrder = research.request ? yearlyRentOrder(research.request.operation, research.request.params) : null;
  const shownSort =
    research.localSort ?? (rentOrder ? { colId: rentOrder.column, direction: rentOrder.direction } : null);
  const headerSort = shownSort ? headerSortText(view, shownSort, research.request, lang, areaUnit, say) : null;
  const parts = filterSummary(view, form, say, lang).map((part) =>
    headerSort && part.startsWith(`${say('search.fields.sortOrder')}: `) ? headerSort : part,
  );
  if (headerSort && !parts.includes(headerSort)) parts.push(headerSort);
  return (
    <button
      type="button"
      className="filter-summary"
      data-testid="filter-summary"
      title={parts.join(' · ')}
      onClick={onOpen}
    >
      {parts.length > 0 ? parts.join(' · ') : say('research.noFilters')}
    </button>
  );
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
