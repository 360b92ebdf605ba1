// Sentences the printed client report carries outside its page (the PDF's footer, its document title, its file
// name), one whole sentence per language with its placeholders: the document's own words are the renderer's.
import type { Lang } from '../domain/lang';

export interface ReportPrintWords {
  /** The report's title: `{place}` is the subject's place. */
  title: string;
  /** Every page's number: `{page}` and `{pages}` are filled by the printer on each page. */
  pageOf: string;
}

export const REPORT_PRINT_WORDS: Readonly<Record<Lang, ReportPrintWords>> = {
  en: {
    title: 'Comparative market analysis — {place}',
    pageOf: 'Page {page} of {pages}',
  },
  ar: {
    title: 'تحليل مقارن للسوق — {place}',
    pageOf: 'الصفحة {page} من {pages}',
  },
  ru: {
    title: 'Сравнительный анализ рынка — {place}',
    pageOf: 'Страница {page} из {pages}',
  },
  zh: {
    title: '比较市场分析 — {place}',
    pageOf: '第 {page} 页，共 {pages} 页',
  },
};

/** The report's title in `lang`. */
export function reportTitle(lang: Lang, place: string): string {
  return REPORT_PRINT_WORDS[lang].title.replace('{place}', place);
}
