// Words the app looks up by a value rather than by a fixed id: a code the data service sends ("hotel-apartments",
// "broker_first") or a term it sends in English ("Built in Wardrobes"). Their messages are in the catalogue under a
// prefix, the last segment of the id made from the value (`wordKey`), so a language's words are its catalogue alone.
import type { Lang } from '../domain/lang';
import { catalogueOf, hasCatalogue, type MessageId } from '../messages/catalogue';
import { formatMessage } from '../messages/format-message';

/** The id segment of a code or term: lower camel case, apostrophes dropped, "0-25" read as "0 to 25" ("0To25"). */
export function wordKey(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/(\d)-(\d)/g, '$1 to $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** A language whose catalogue can word messages now: the window falls back to English while a file is not loaded. */
function shown(lang: Lang): Lang {
  return hasCatalogue(lang) ? lang : 'en';
}

/** The id of `value`'s message under `prefix`, or null where the catalogue has none (a term the app does not know). */
export function wordIdOf(prefix: string, value: string): MessageId | null {
  const id = `${prefix}.${wordKey(value)}`;
  return Object.hasOwn(catalogueOf('en'), id) ? (id as MessageId) : null;
}

/** The message of `value` under `prefix` in `lang`, or null where the catalogue has none. */
export function wordOf(prefix: string, value: string, lang: Lang): string | null {
  const id = wordIdOf(prefix, value);
  // Every message under these prefixes is plain text: it takes no argument.
  return id === null ? null : formatMessage(shown(lang), id as 'valueLabel.studio');
}

/**
 * Words of a fixed set of codes as a table per language, built from the catalogue once per registered catalogue (the
 * pseudo-locale registers its own English one): for readers that take a table of labels by code. A code without its
 * message is a mistake here, said at once.
 */
export function tablesFromCatalogue<T>(
  build: (word: (prefix: string, code: string) => string, lang: Lang) => T,
): (lang: Lang) => T {
  const made = new WeakMap<object, T>();
  return (chosen) => {
    const lang = shown(chosen);
    const catalogue = catalogueOf(lang);
    let table = made.get(catalogue);
    if (!table) {
      table = build((prefix, code) => {
        const word = wordOf(prefix, code, lang);
        if (word === null) throw new Error(`the catalogue has no message ${prefix}.${wordKey(code)}`);
        return word;
      }, lang);
      made.set(catalogue, table);
    }
    return table;
  };
}

/** A look-up by language made into a record by language, for readers that index one (`VALUE_LABELS[lang]`). */
export function byLang<T>(of: (lang: Lang) => T, langs: readonly Lang[]): Readonly<Record<Lang, T>> {
  const record = {} as Record<Lang, T>;
  for (const lang of langs) Object.defineProperty(record, lang, { get: () => of(lang), enumerable: true });
  return record;
}
