// "Save search" above a research view's results: names the search on screen (a name is suggested from its filters)
// and keeps it with the names the broker picked, so a later run refills the form with the same chips.
import { filterSummary } from '../research/filter-summary';
import { useFormSnapshot } from '../research/form-state-store';
import { RESEARCH_STRINGS } from '../research/research-strings';
import { useResearch } from '../research/research-store';
import { SEARCH_STRINGS } from '../search/search-strings';
import { SHELL_STRINGS } from '../shell/shell-strings';
import type { ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { saveCurrentSearch } from './saved-actions';
import { SaveNamePopover, suggestedName } from './SaveNamePopover';

export function SaveSearchButton({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const state = useResearch(view);
  const form = useFormSnapshot(view);
  if (!state.request) return null;
  return (
    <SaveNamePopover
      suggest={() =>
        suggestedName(
          SHELL_STRINGS[lang].nav[view],
          filterSummary(view, form, SEARCH_STRINGS[lang], RESEARCH_STRINGS[lang], lang),
        )
      }
      save={(name) => saveCurrentSearch(view, name)}
    />
  );
}
