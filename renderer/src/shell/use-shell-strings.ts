// The shell's strings in the current language.
import { usePreferences } from '../state/preferences-store';
import { SHELL_STRINGS, type ShellStrings } from './shell-strings';

export function useShellStrings(): ShellStrings {
  return SHELL_STRINGS[usePreferences((s) => s.lang)];
}
