// Words in the app's interface languages, for the renderer and the core alike. Each module of words keeps a term's
// translations side by side, so a term missing in one language does not compile.
import type { Lang } from '../domain/lang';

/** One term in every language. */
export type Translated = Readonly<Record<Lang, string>>;

/** One language's words out of a table of terms. */
export function wordsIn<K extends string>(table: Readonly<Record<K, Translated>>, lang: Lang): Record<K, string> {
  const words = {} as Record<K, string>;
  for (const key of Object.keys(table) as K[]) words[key] = table[key][lang];
  return words;
}

/**
 * Fills `{name}` placeholders; an unknown name is left as it is. A value that already ends in a full stop (a Russian
 * date "2 нояб. 2025 г.", an abbreviation "стр.") takes the place of the template's own full stop right after it, so a
 * sentence never ends in "г..".
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}(\.(?!\.))?/g, (whole, name: string, stop: string | undefined) => {
    const value = values[name];
    if (value === undefined) return whole;
    const text = String(value);
    return stop && !text.endsWith('.') ? `${text}${stop}` : text;
  });
}

/**
 * A look-up of terms by their English form (any case, trimmed): the term in `lang` where the table knows it, else the
 * text as given (a name the data service sent that the app has no translation for).
 */
export function byEnglish(table: readonly Translated[]): (text: string, lang: Lang) => string {
  const known: ReadonlyMap<string, Translated> = new Map(table.map((t) => [t.en.toLowerCase(), t]));
  return (text, lang) => known.get(text.trim().toLowerCase())?.[lang] ?? text;
}
