// What the tests look for in a printed client report: the key phrase of the document's disclaimer in each language,
// as the catalogue words it (message reportView.print.disclaimer). A test's expectation, not a definition
// the app uses: a reworded disclaimer is meant to fail the test until the expectation follows it.
import type { Lang } from '#shared/domain/lang';

export const DISCLAIMER_PHRASES: Readonly<Record<Lang, string>> = {
  en: 'It is not a valuation',
  ar: 'وهو ليس تقييمًا عقاريًا',
  ru: 'Это не оценка стоимости',
  zh: '并非估价',
  hi: 'यह मूल्यांकन नहीं है',
};
