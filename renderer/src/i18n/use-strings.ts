// The interface strings for the current language.
import { STRINGS, type Strings } from './strings';
import { usePreferences } from '../state/preferences-store';

export function useStrings(): Strings {
  return STRINGS[usePreferences((s) => s.lang)];
}
