// The languages' own names for the language menu, and the fill and count helpers the older word modules use (the
// app's sentences are moving to the message catalogue, shared/messages/catalogue).
import { fill } from '#shared/words/translated';
import type { Lang } from '#shared/domain/lang';
import { formatInteger } from './format';

export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  ar: 'العربية',
  ru: 'Русский',
  zh: '中文',
  hi: 'हिन्दी',
};

/** Fills `{name}` placeholders; an unknown name is left as it is. */
export const format = fill;

/** A count in the language's digits and grouping (the one number format, i18n/format.ts). */
export function formatCount(value: number, lang: Lang): string {
  return formatInteger(value, lang);
}
