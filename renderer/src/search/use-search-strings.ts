// The search forms' strings for the current interface language.
import type { Lang } from '#shared/domain/lang';
import { usePreferences } from '../state/preferences-store';
import { SEARCH_STRINGS, type SearchStrings } from './search-strings';

export function useSearchStrings(): SearchStrings {
  return SEARCH_STRINGS[usePreferences((s) => s.lang)];
}

export function useLang(): Lang {
  return usePreferences((s) => s.lang);
}
