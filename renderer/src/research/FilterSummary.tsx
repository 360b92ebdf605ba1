// The collapsed filter panel's one line: which filters are active, and the header sort on screen, in words; a click
// opens the form again. Loaded apart from the window's first script (FilterPanel.tsx, filterSummaryCode).
import type { ListView } from '../state/navigation-store';
import { yearlyRentOrder } from '#shared/grid/rent-order';
import { usePreferences } from '../state/preferences-store';
import { filterSummary } from './filter-summary';
import { useFormSnapshot } from './form-state-store';
import { headerSortText } from './header-sort-text';
import { useResearch } from './research-store';
import { useMessage } from '../i18n/messages';

/**
 * The active filters in one line, which opens the form again. Drawn only while the panel is collapsed: it follows every
 * change to the form, and the head above an open form was worded again at each key typed in it (and in the window's
 * first render, for nothing).
 */
export function FilterSummary({ view, onOpen }: { view: ListView; onOpen: () => void }) {
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
