// Sentences that depend on a count, by the language's plural rules (Intl.PluralRules), with `{count}` filled in the
// language's digits and grouping.
import type { Lang } from '#shared/domain/lang';
import { LOCALES, formatInteger } from './format';
import { format } from './strings';

/** Plural forms as Intl.PluralRules names them; `other` is always required. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Lang, Intl.PluralRules>();

export function pluralText(
  forms: PluralForms,
  count: number,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(LOCALES[lang])));
  // Arabic's "zero" form reads oddly for counts the sentence already names; fall back to `other` when it is absent.
  const template = forms[r.select(count)] ?? forms.other;
  return format(template, { count: formatInteger(count, lang), ...values });
}
