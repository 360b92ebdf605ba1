// Two kinds of language: the data service's (what listings, places and descriptions come in) and the interface's
// (what the window, the CLI and the files say). The interface speaks the data service's four and Hindi, whose
// brokers read the data in one of the four, beside it.
import { z } from 'zod';
import { LANGUAGE_FACTS } from '../messages/language-facts';

/** The languages the data service localizes into (its `langs` parameter). */
export const DATA_LANGS = ['en', 'ar', 'ru', 'zh'] as const;
export const dataLangSchema = z.enum(DATA_LANGS);
export type DataLang = z.infer<typeof dataLangSchema>;

/**
 * The languages of the interface: a new one is its catalogue (shared/messages/catalogue/<code>.json, whose
 * `language.*` messages say its name, locale, direction and fonts), its font and an entry here.
 */
export const LANGS = ['en', 'ar', 'ru', 'zh', 'hi'] as const;
export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

/** What the code knows of a language without loading its catalogue (read out of the catalogues by `npm run messages`). */
export interface LanguageFacts {
  /** The language's name in itself, for the language menu. */
  readonly ownName: string;
  /** The locale Intl formats it in. */
  readonly locale: string;
  readonly direction: 'ltr' | 'rtl';
  /** The font families it reads in, first choice first; none for the app's default. */
  readonly fonts: readonly string[];
}

/** Each language's facts: a language in LANGS without its catalogue fails the types (and a catalogue not in LANGS, a test). */
export const LANGUAGES: Readonly<Record<Lang, LanguageFacts>> = LANGUAGE_FACTS satisfies Record<Lang, LanguageFacts>;

/** Text keyed by language code; the service may return any subset of the requested languages. */
export type Localized = Partial<Record<DataLang, string>>;

export function isRtl(lang: Lang): boolean {
  return LANGUAGES[lang].direction === 'rtl';
}

export function isDataLang(lang: Lang): lang is DataLang {
  return (DATA_LANGS as readonly Lang[]).includes(lang);
}

/** The data language an interface language reads by default: its own where the service has it, else English. */
export function dataLangFor(lang: Lang): DataLang {
  return isDataLang(lang) ? lang : 'en';
}

/** Picks the text for `lang`, falling back to English, then to any language present. */
export function pickText(text: Localized | undefined, lang: DataLang): string {
  if (!text) return '';
  return text[lang] ?? text.en ?? Object.values(text).find((v) => v !== undefined) ?? '';
}

/** The data language of a request that names an interface language and may name its data language apart. */
export function dataLangOf(languages: { lang?: Lang | undefined; dataLang?: DataLang | undefined }): DataLang {
  return languages.dataLang ?? dataLangFor(languages.lang ?? 'en');
}

/** The two languages a view or a file is made in: its words', and the data's own texts'. */
export interface Languages {
  lang: Lang;
  dataLang: DataLang;
}
