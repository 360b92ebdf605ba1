// Transaction places in the broker's language. /transactions names places in English only, so each distinct name
// is looked up once through /autocomplete (English and the interface language in one answer) and remembered. On the
// demo service that is free; on a live connection only answers already saved are used, since each lookup would
// cost the broker a request.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DataLang } from '#shared/domain/lang';
import { loadAnswer } from '../data';
import { lookupPolicy } from '../data';
import { knownPlaceName } from '#shared/words/uae-place-names';

const known = new Map<string, string | null>();
const asking = new Set<string>();

const keyOf = (lang: DataLang, name: string) => `${lang}\u0000${name}`;

async function lookUp(name: string, lang: DataLang): Promise<void> {
  const answer = await loadAnswer('autocomplete', { query: name, langs: ['en', lang] }, await lookupPolicy());
  const wanted = name.toLocaleLowerCase('en');
  const match = answer.ok
    ? answer.value.result.items.find((l) => (l.name.en ?? '').toLocaleLowerCase('en') === wanted)
    : undefined;
  known.set(keyOf(lang, name), match?.name[lang] ?? null);
}

/** Every hook on screen hears when names are learned, whichever of them asked (one may have re-rendered since). */
let learnedVersion = 0;
const listeners = new Set<() => void>();
function learned(): void {
  learnedVersion++;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentVersion = () => learnedVersion;

/** The most distinct names one list looks up at a time (a market-share card names a few dozen places). */
const LOOKUP_LIMIT = 120;

/** A namer for the places of `names` in `lang` (undefined in English: nothing to translate). */
export function usePlaceNames(names: readonly string[], lang: DataLang): ((name: string) => string) | undefined {
  const version = useSyncExternalStore(subscribe, currentVersion);
  const distinct = useMemo(() => [...new Set(names)].filter(Boolean).slice(0, LOOKUP_LIMIT), [names]);
  useEffect(() => {
    if (lang === 'en') return;
    const missing = distinct.filter(
      (n) => !known.has(keyOf(lang, n)) && !asking.has(keyOf(lang, n)) && knownPlaceName(n, lang) === null,
    );
    if (missing.length === 0) return;
    for (const n of missing) asking.add(keyOf(lang, n));
    // Not tied to this effect: if the list changes before the answers come, the names still reach the screen.
    void Promise.allSettled(missing.map((n) => lookUp(n, lang).finally(() => asking.delete(keyOf(lang, n))))).then(
      learned,
    );
  }, [distinct, lang]);
  return useMemo(() => {
    if (lang === 'en') return undefined;
    // `version` makes a new namer (and so new columns) once more names are known.
    void version;
    return (name: string) => known.get(keyOf(lang, name)) ?? knownPlaceName(name, lang) ?? name;
  }, [lang, version]);
}
