// "Save search" above a research view's results: names the search on screen (a name is suggested from its filters,
// bedrooms among the first) and keeps it with the names the broker picked, so a later run refills the same chips.
import { useFormSnapshot } from '../research';
import { useResearch } from '../research';
import type { ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { saveCurrentSearch } from './saved-actions';
import { SaveNamePopover } from './SaveNamePopover';
import { suggestedSearchName } from './search-name';

export function SaveSearchButton({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const state = useResearch(view);
  const form = useFormSnapshot(view);
  if (!state.request) return null;
  return (
    <SaveNamePopover
      suggest={() => suggestedSearchName(view, form, lang)}
      save={(name) => saveCurrentSearch(view, name)}
    />
  );
}
