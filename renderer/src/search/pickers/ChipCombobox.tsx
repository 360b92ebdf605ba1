// A multi-select (or single-select) autocomplete with chips: debounced search, keyboard (arrows, Enter, Escape,
// Backspace removes the last chip), suggestions with a secondary line, a badge and a count. The pickers build on it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { DataLang, Lang } from '#shared/domain/lang';
import { fail, ok, type Result } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { useDataLang, useLang, useMessage } from '../../i18n/messages';
import { cacheKey, minQueryLength, peekSuggestions, rememberSuggestions, type SearchPage } from './search-cache';
import '../search.css';

export type { SearchPage } from './search-cache';

/** Searches suggestions for a query; must keep one identity (define it at module level). */
/** Searches the data service in the data language. */
export type Searcher<T> = (query: string, dataLang: DataLang) => Promise<Result<SearchPage<T>>>;

/** How one suggestion reads. */
export interface OptionView {
  primary: string;
  secondary?: string | undefined;
  badge?: string | undefined;
  meta?: string | undefined;
}

export interface ChipComboboxProps<T, S> {
  /** Names the suggestion cache of this kind of picker. */
  kind: string;
  searcher: Searcher<T>;
  /** The option in the interface language, the record's own texts in the data language. */
  describe(item: T, lang: Lang, dataLang: DataLang): OptionView;
  toPicked(item: T, lang: Lang, dataLang: DataLang): S;
  pickedKey(picked: S): string;
  pickedLabel(picked: S): string;
  pickedTitle?(picked: S): string | undefined;
  value: readonly S[];
  onChange(next: S[]): void;
  /** One choice only: picking replaces it. */
  single?: boolean | undefined;
  placeholder: string;
  /** Characters (Latin) before a search runs. */
  minChars?: number | undefined;
  debounceMs?: number | undefined;
  inputId?: string | undefined;
  inputTestId?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  onBlur?: (() => void) | undefined;
}

interface Answer<T> {
  key: string;
  outcome: Result<SearchPage<T>>;
}

const DEFAULT_DEBOUNCE_MS = 250;

export function ChipCombobox<T, S>({
  kind,
  searcher,
  describe,
  toPicked,
  pickedKey,
  pickedLabel,
  pickedTitle,
  value,
  onChange,
  single,
  placeholder,
  minChars = 2,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  inputId,
  inputTestId,
  describedBy,
  invalid,
  onBlur,
}: ChipComboboxProps<T, S>) {
  const say = useMessage();
  const lang = useLang();
  const dataLang = useDataLang();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  const trimmed = query.trim();
  const needed = minQueryLength(trimmed, minChars);
  const searchable = trimmed.length >= needed;
  const key = cacheKey(kind, dataLang, trimmed);
  const cached = searchable ? peekSuggestions<T>(key) : undefined;
  const outcome: Result<SearchPage<T>> | null = cached
    ? ok(cached)
    : answer !== null && answer.key === key
      ? answer.outcome
      : null;

  useEffect(() => {
    if (!searchable || peekSuggestions(key) !== undefined) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      searcher(trimmed, dataLang).then(
        (result) => {
          if (result.ok) rememberSuggestions(key, result.value);
          if (!cancelled) setAnswer({ key, outcome: result });
        },
        (error: unknown) => {
          if (!cancelled)
            setAnswer({ key, outcome: fail('internal', ref('error.window.callFailed', { detail: String(error) })) });
        },
      );
    }, debounceMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [key, searchable, trimmed, dataLang, searcher, debounceMs]);

  const chosen = new Set(value.map(pickedKey));
  const items = outcome?.ok ? outcome.value.items : [];
  const options = items.filter((item) => !chosen.has(pickedKey(toPicked(item, lang, dataLang))));
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);
  const showList = open && trimmed.length > 0;

  function choose(item: T): void {
    const picked = toPicked(item, lang, dataLang);
    onChange(single ? [picked] : [...value, picked]);
    setQuery('');
    setActive(0);
    setOpen(false);
  }

  function remove(picked: S): void {
    const k = pickedKey(picked);
    onChange(value.filter((p) => pickedKey(p) !== k));
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive(Math.min(activeIndex + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter': {
        // Never submit the form from a half-typed name.
        if (trimmed.length > 0) event.preventDefault();
        const item = showList && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (item !== undefined) choose(item);
        break;
      }
      case 'Escape':
        if (showList) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (query.length > 0) {
          event.preventDefault();
          setQuery('');
        }
        break;
      case 'Backspace':
        if (query.length === 0 && value.length > 0) {
          event.preventDefault();
          onChange(value.slice(0, -1));
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  }

  let meta: string;
  if (!searchable) meta = say('search.picker.typeMore', { count: needed });
  else if (outcome === null) meta = say('search.picker.searching');
  else if (!outcome.ok) meta = say('search.picker.failed', { reason: outcome.error.message });
  else if (items.length === 0) meta = say('search.picker.noMatches', { query: trimmed });
  else meta = say('search.picker.matches', { shown: items.length, total: outcome.value.total });

  return (
    <div className={invalid ? 'sf-combo sf-combo-invalid' : 'sf-combo'}>
      <div
        className="sf-combo-box"
        onMouseDown={(e) => {
          if (e.target === e.currentTarget) {
            e.preventDefault();
            inputRef.current?.focus();
          }
        }}
      >
        {value.map((picked) => {
          const label = pickedLabel(picked);
          return (
            <span key={pickedKey(picked)} className="sf-chip" title={pickedTitle?.(picked) ?? label}>
              <span className="sf-chip-label">{label}</span>
              <button
                type="button"
                className="sf-chip-remove"
                aria-label={say('search.picker.remove', { name: label })}
                onClick={() => remove(picked)}
              >
                ×
              </button>
            </span>
          );
        })}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className="sf-combo-input"
          data-testid={inputTestId}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          placeholder={single && value.length > 0 ? '' : placeholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {showList && (
        <div className="sf-combo-popup">
          <div className="sf-combo-meta" aria-live="polite">
            {meta}
          </div>
          <ul id={listId} role="listbox" className="sf-combo-list">
            {options.map((item, index) => {
              const view = describe(item, lang, dataLang);
              return (
                <li
                  key={pickedKey(toPicked(item, lang, dataLang))}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={index === activeIndex ? 'sf-option active' : 'sf-option'}
                  data-testid="picker-option"
                  onMouseEnter={() => setActive(index)}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(item);
                  }}
                >
                  <div className="sf-option-main">
                    <span className="sf-option-name">{view.primary}</span>
                    {view.badge ? <span className="badge">{view.badge}</span> : null}
                  </div>
                  {view.secondary || view.meta ? (
                    <div className="sf-option-sub">
                      <span className="sf-option-secondary">{view.secondary}</span>
                      {view.meta ? <span className="sf-option-meta">{view.meta}</span> : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
