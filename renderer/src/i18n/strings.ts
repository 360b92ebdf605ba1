// The fill and count helpers the older word modules use (the app's sentences are moving to the message catalogue,
// shared/messages/catalogue; the languages' own names are there too, `language.ownName`, read through
// language-facts.ts).
import { fill } from '#shared/words/translated';
import type { Lang } from '#shared/domain/lang';
import { formatInteger } from './format';

/** Fills `{name}` placeholders; an unknown name is left as it is. */
export const format = fill;

/** A count in the language's digits and grouping (the one number format, i18n/format.ts). */
export function formatCount(value: number, lang: Lang): string {
  return formatInteger(value, lang);
}
