// Every printed page's number, drawn by the page itself in the bottom margin (a CSS page-margin box) so that it
// follows the broker's digits: Chromium's footer template fills its page number with Western digits only, so the
// template carries the title and the broker's line and this carries "page X of Y", the language's whole sentence
// around counter(page) and counter(pages) in Western or Arabic-Indic digits, at the footer's end side.
import { isRtl, type Lang } from '#shared/domain/lang';
import type { PrintNumerals } from '#shared/report/numerals';
import { hasCatalogue, messageTemplate } from '#shared/messages/catalogue';

const STYLES: Record<PrintNumerals, string> = { latn: 'decimal', arab: 'arabic-indic' };

/** A CSS string literal of `text`. */
const cssString = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The `content` of the page-number box: the sentence's words as strings, the numbers as counters. */
export function pageNumberContent(lang: Lang, numerals: PrintNumerals): string {
  const style = STYLES[numerals];
  // The message as written, its two arguments set apart: CSS counters stand where the printer numbers each page.
  // A language whose file failed to load prints it in English (the print entry loads it first).
  const sentence = messageTemplate(hasCatalogue(lang) ? lang : 'en', 'reportPrint.pageOf');
  return sentence
    .split(/(\{page\}|\{pages\})/)
    .filter((part) => part !== '')
    .map((part) =>
      part === '{page}' ? `counter(page, ${style})` : part === '{pages}' ? `counter(pages, ${style})` : cssString(part),
    )
    .join(' ');
}

/** The @page rule that prints the number at the footer's end: bottom right, or bottom left right to left. */
export function pageNumbersCss(lang: Lang, numerals: PrintNumerals): string {
  const rtl = isRtl(lang);
  return (
    `@page { @bottom-${rtl ? 'left' : 'right'} { content: ${pageNumberContent(lang, numerals)}; ` +
    `direction: ${rtl ? 'rtl' : 'ltr'}; font-family: 'Noto Sans', 'Aqar Print Arabic', 'Noto Sans Arabic', 'Noto Sans SC', sans-serif; ` +
    `font-size: 7.5pt; color: #475569; white-space: nowrap; } }`
  );
}
