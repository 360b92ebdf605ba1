// Location autocomplete: a combobox that lists places with their path, type and ad count.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { pickText } from '#shared/domain/lang';
import type { Location } from '#shared/domain/location';
import { format, formatCount } from '../i18n/strings';
import { useStrings } from '../i18n/use-strings';
import { useLocationSearch } from '../state/location-search-store';
import { usePreferences } from '../state/preferences-store';

const DEBOUNCE_MS = 150;

export function LocationSearch() {
  const t = useStrings();
  const lang = usePreferences((s) => s.lang);
  const { query, status, results, total, error, setQuery, search, select } = useLocationSearch();
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    const timer = setTimeout(() => void search(query, lang), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, lang, search]);

  function choose(location: Location): void {
    select(location);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      const location = results[Math.min(active, results.length - 1)];
      if (location) choose(location);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const showList = open && query.trim().length > 0;
  return (
    <div className="location-search">
      <input
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
        data-testid="location-input"
        className="search-input"
        placeholder={t.searchPlaceholder}
        value={query}
        autoFocus
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <div className="suggestions" data-testid="location-suggestions">
          <div className="suggestions-meta" aria-live="polite">
            {status === 'loading' && t.searching}
            {status === 'done' && results.length > 0 && format(t.matches, { shown: results.length, total })}
            {status === 'done' && results.length === 0 && format(t.noMatches, { query: query.trim() })}
            {status === 'error' && error && (
              <span className="error-text" role="alert">
                {t.errorTitle}: {error.message}
              </span>
            )}
          </div>
          <ul id={listId} role="listbox">
            {results.map((location, index) => (
              <li
                key={location.externalID}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'suggestion active' : 'suggestion'}
                data-testid="location-suggestion"
                onMouseEnter={() => setActive(index)}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(location);
                }}
              >
                <div className="suggestion-main">
                  <span className="suggestion-name" data-testid="suggestion-name">
                    {pickText(location.name, lang)}
                  </span>
                  <span className="badge">{t.types[location.type] ?? location.type}</span>
                </div>
                <div className="suggestion-sub">
                  <span className="suggestion-path" data-testid="suggestion-path">
                    {location.path}
                  </span>
                  <span className="suggestion-count">
                    {format(t.ads, { count: formatCount(location.adCount, lang) })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
