// Flags as a broker reads them in a workbook or a CSV: "Yes" or "No" in the file's language, the words the compare
// panel, the property page and the market tables show (renderer/src/compare/compare-strings.ts).
import type { Lang } from '#shared/domain/lang';
import type { Translated } from '#shared/words/translated';

const YES: Translated = { en: 'Yes', ar: 'نعم', ru: 'Да', zh: '是' };
const NO: Translated = { en: 'No', ar: 'لا', ru: 'Нет', zh: '否' };

export function yesNo(value: boolean, lang: Lang): string {
  return (value ? YES : NO)[lang];
}
