// Localized output: a Text4 narrowed to the requested languages, and numbers and areas in each language.
import type { DataLang } from '#shared/domain/lang';
import type { Text4 } from '../data/vocabulary';

export function localized(text: Text4, langs: readonly DataLang[]): Partial<Record<DataLang, string>> {
  return Object.fromEntries(langs.map((lang) => [lang, text[lang]]));
}

export function localizeWith(
  langs: readonly DataLang[],
  make: (lang: DataLang) => string,
): Partial<Record<DataLang, string>> {
  return Object.fromEntries(langs.map((lang) => [lang, make(lang)]));
}

const LOCALES: Readonly<Record<DataLang, string>> = { en: 'en-US', ar: 'ar-AE', ru: 'ru-RU', zh: 'zh-CN' };

const AREA_UNITS: Readonly<Record<DataLang, string>> = { en: 'sq ft', ar: 'قدم مربع', ru: 'кв. футов', zh: '平方英尺' };
// Building a NumberFormat costs more than formatting with one: keep one per language.
const NUMBER_FORMATS = new Map<DataLang, Intl.NumberFormat>();

export function formatArea(sqft: number, lang: DataLang): string {
  let format = NUMBER_FORMATS.get(lang);
  if (!format) NUMBER_FORMATS.set(lang, (format = new Intl.NumberFormat(LOCALES[lang])));
  return `${format.format(sqft)} ${AREA_UNITS[lang]}`;
}
