// Sentences that depend on a count, by the language's plural rules (Intl.PluralRules), with `{count}` filled in the
// language's digits and grouping: the renderer's and the core's alike.
import type { Lang } from '../domain/lang';
import { formatInteger, LOCALES, pluralForm } from '../format/intl';
import { fill } from './translated';

export { LOCALES };

/** Plural forms as Intl.PluralRules names them; `other` is always required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** "16,590" / "16 590": grouped digits of the language (the one integer format, shared/format/intl.ts). */
export const countText = formatInteger;

export function pluralText(
  forms: PluralForms,
  count: number,
  lang: Lang,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // Arabic's "zero" form reads oddly for counts the sentence already names; fall back to `other` when it is absent.
  const template = forms[pluralForm(count, lang)] ?? forms.other;
  return fill(template, { count: countText(count, lang), ...values });
}
