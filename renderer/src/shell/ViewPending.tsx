// What the main area shows while a view's code loads, the first time the broker opens it: nothing for the first
// few tenths of a second (most loads end sooner), then the word the grids show while loading.
import { GRID_STRINGS } from '../grid/grid-strings';
import { usePreferences } from '../state/preferences-store';
import './view-pending.css';

export function ViewPending() {
  const lang = usePreferences((s) => s.lang);
  return (
    <div className="view-pending" role="status" aria-busy="true" data-testid="view-pending">
      {GRID_STRINGS[lang].ui.loading}
    </div>
  );
}
