// "Save search" above a research view's results: names the search on screen (a name is suggested from its filters)
// and keeps it with the names the broker picked, so a later run refills the form with the same chips.
import { useState, type FormEvent } from 'react';
import { filterSummary } from '../research/filter-summary';
import { useFormSnapshot } from '../research/form-state-store';
import { RESEARCH_STRINGS } from '../research/research-strings';
import { useResearch } from '../research/research-store';
import { SEARCH_STRINGS } from '../search/search-strings';
import { SHELL_STRINGS } from '../shell/shell-strings';
import type { ListView } from '../state/navigation-store';
import { usePreferences } from '../state/preferences-store';
import { failureText } from './failure-text';
import { saveCurrentSearch } from './saved-actions';
import { SAVED_STRINGS } from './saved-strings';

function suggestedName(title: string, parts: readonly string[]): string {
  const filters = parts.slice(0, 3).join(', ');
  return (filters ? `${title} · ${filters}` : title).slice(0, 120);
}

export function SaveSearchButton({ view }: { view: ListView }) {
  const lang = usePreferences((s) => s.lang);
  const t = SAVED_STRINGS[lang];
  const state = useResearch(view);
  const form = useFormSnapshot(view);
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!state.request) return null;

  const open = (): void => {
    const parts = filterSummary(view, form, SEARCH_STRINGS[lang], RESEARCH_STRINGS[lang], lang);
    setName(suggestedName(SHELL_STRINGS[lang].nav[view], parts));
    setProblem(null);
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const wanted = name?.trim() ?? '';
    if (!wanted) return setProblem(t.nameEmpty);
    setBusy(true);
    const result = await saveCurrentSearch(view, wanted);
    setBusy(false);
    if (!result || result.ok) return setName(null);
    setProblem(result.error.field === 'name' ? t.nameTaken : failureText(result.error, t.saveFailed, lang));
  };

  return (
    <span className="pf-popover-anchor">
      <button
        type="button"
        className="button"
        data-testid="save-search"
        aria-expanded={name !== null}
        onClick={() => (name === null ? open() : setName(null))}
      >
        <span aria-hidden="true">★</span> {t.save}
      </button>
      {name !== null && (
        <form className="pf-popover" data-testid="save-search-form" onSubmit={(e) => void submit(e)}>
          <label className="pf-field">
            <span>{t.nameLabel}</span>
            <input
              className="pf-input"
              value={name}
              maxLength={120}
              autoFocus
              dir="auto"
              data-testid="save-search-name"
              aria-invalid={problem !== null}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Escape' && setName(null)}
            />
          </label>
          {problem && (
            <p className="pf-problem" role="alert" data-testid="save-search-problem">
              {problem}
            </p>
          )}
          <div className="pf-actions">
            <button type="submit" className="button primary" disabled={busy} data-testid="save-search-submit">
              {t.saveButton}
            </button>
            <button type="button" className="button ghost" onClick={() => setName(null)}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </span>
  );
}
