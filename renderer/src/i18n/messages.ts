// useMessage(): a message of the catalogue worded in the window's language (loaded before the window switches to it:
// load-messages.ts).
import { useCallback, useMemo } from 'react';
import type { DataLang, Lang } from '#shared/domain/lang';
import { hasCatalogue } from '#shared/messages/catalogue';
import { formatRef, type MessageRef } from '#shared/messages/format-message';
import { dataLangIn, usePreferences } from '../state/preferences-store';
import './load-messages';
import { sayIn, type Say } from './say';

export { isMessageId, sayIn, type Say } from './say';

/** A message worded in the window's language (its catalogue is loaded before the window switches to it). */
export function useMessage(): Say {
  const chosen = usePreferences((s) => s.lang);
  // Only a language whose file failed to load is shown without its catalogue: in English rather than not at all.
  const lang = hasCatalogue(chosen) ? chosen : 'en';
  return useMemo(() => sayIn(lang), [lang]);
}

/** Words what the core said (a reference to a message with its arguments) in the window's language. */
export type SayRef = (said: MessageRef) => string;

export function useSaid(): SayRef {
  const chosen = usePreferences((s) => s.lang);
  const lang = hasCatalogue(chosen) ? chosen : 'en';
  return useCallback<SayRef>((said) => formatRef(lang, said), [lang]);
}

/** The window's interface language. */
export function useLang(): Lang {
  return usePreferences((s) => s.lang);
}

/** The language the data service is asked for its texts in, and the records' texts are shown in. */
export function useDataLang(): DataLang {
  return usePreferences(dataLangIn);
}
