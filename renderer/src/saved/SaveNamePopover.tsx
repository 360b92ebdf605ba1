// The "Save search" button (a star beside it) and its popover: a name field (filled with a suggestion when it
// opens), Save and Cancel, and why a save failed (a name taken, said as such). The research views and the Market
// view share it, so saving looks and behaves the same wherever it is offered.
import { useState, type FormEvent } from 'react';
import type { SavedQuery } from '#shared/domain/saved-query';
import type { Result } from '#shared/errors';
import { fitName } from '#shared/words/fit-name';
import { usePreferences } from '../state/preferences-store';
import { failureText } from './failure-text';
import { useMessage } from '../i18n/messages';
// The popover's look (.pf-popover, .pf-field …) is the portfolio views' own; the Market view may open first.
import '../portfolio/portfolio.css';
import { Icon } from '../components/icons';

interface SaveNamePopoverProps {
  /** The name offered when the popover opens. */
  suggest(): string;
  /** Saves under the name; null when there is nothing to save any more. */
  save(name: string): Promise<Result<SavedQuery> | null>;
}

export const NAME_MAX = 120;

/**
 * A suggested name: the view, then its first filters, within the 120 characters a name may have. Where it is longer,
 * the last filters (and a market's last " · " details: bedrooms, period) are left out whole, so that a broker who just
 * clicks Save never keeps a name cut off by "…"; only a first filter longer than a name may be is cut, between words.
 */
export function suggestedName(title: string, parts: readonly string[]): string {
  const kept = parts.slice(0, 3);
  const named = (filters: readonly string[]) => (filters.length > 0 ? `${title} · ${filters.join(', ')}` : title);
  while (kept.length > 1 && named(kept).length > NAME_MAX) kept.pop();
  const segments = named(kept).split(' · ');
  while (segments.length > 2 && segments.join(' · ').length > NAME_MAX) segments.pop();
  return fitName(segments.join(' · '), NAME_MAX);
}

export function SaveNamePopover({ suggest, save }: SaveNamePopoverProps) {
  const lang = usePreferences((s) => s.lang);
  const say = useMessage();
  const [name, setName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (): void => {
    setName(suggest());
    setProblem(null);
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const wanted = name?.trim() ?? '';
    if (!wanted) return setProblem(say('saved.nameEmpty'));
    setBusy(true);
    const result = await save(wanted);
    setBusy(false);
    if (!result || result.ok) return setName(null);
    setProblem(
      result.error.field === 'name' ? say('saved.nameTaken') : failureText(result.error, say('saved.saveFailed'), lang),
    );
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
        <Icon name="saved" /> {say('saved.save')}
      </button>
      {name !== null && (
        <form className="pf-popover" data-testid="save-search-form" onSubmit={(e) => void submit(e)}>
          <label className="pf-field">
            <span>{say('saved.nameLabel')}</span>
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
              {say('saved.saveButton')}
            </button>
            <button type="button" className="button ghost" onClick={() => setName(null)}>
              {say('saved.cancel')}
            </button>
          </div>
        </form>
      )}
    </span>
  );
}
