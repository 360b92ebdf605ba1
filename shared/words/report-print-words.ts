// Sentences the printed client report carries outside its page (the PDF's footer, its document title, its file
// name), one whole sentence per language with its placeholders: the document's own words are the renderer's.
import type { Lang } from '../domain/lang';

export interface ReportPrintWords {
  /** The report's title: `{place}` is the subject's place. */
  title: string;
  /** Every page's number: `{page}` and `{pages}` are filled by the printer on each page. */
  pageOf: string;
  /** What the report is not: the statement every printed report and the comparables' workbook carry. */
  disclaimer: string;
}

export const REPORT_PRINT_WORDS: Readonly<Record<Lang, ReportPrintWords>> = {
  en: {
    title: 'Comparative market analysis — {place}',
    pageOf: 'Page {page} of {pages}',
    disclaimer: 'A comparative market analysis from Aqar Lens data, not a valuation.',
  },
  ar: {
    title: 'تحليل السوق المقارن — {place}',
    pageOf: 'الصفحة {page} من {pages}',
    disclaimer: 'تحليل مقارن للسوق من بيانات Aqar Lens، وليس تقييمًا عقاريًا.',
  },
  ru: {
    title: 'Сравнительный анализ рынка — {place}',
    pageOf: 'Страница {page} из {pages}',
    disclaimer: 'Сравнительный анализ рынка по данным Aqar Lens, а не оценка стоимости.',
  },
  zh: {
    title: '比较市场分析 — {place}',
    pageOf: '第 {page} 页，共 {pages} 页',
    disclaimer: '基于 Aqar Lens 数据的比较市场分析，并非估价。',
  },
};

/** The report's title in `lang`. */
export function reportTitle(lang: Lang, place: string): string {
  return REPORT_PRINT_WORDS[lang].title.replace('{place}', place);
}
