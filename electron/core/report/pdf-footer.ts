// Every printed page's footer: the report's title, the broker's line and "page X of Y" as one sentence of the
// report's language. Chromium fills `pageNumber` and `totalPages` itself on each page. The template is its own small
// document (no page styles, no web fonts reach it), so it carries its own size, font and direction.
import { isRtl, type Lang } from '#shared/domain/lang';
import { REPORT_PRINT_WORDS } from '#shared/words/report-print-words';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "Page {page} of {pages}" with the placeholders as the spans Chromium fills. */
function pageSentence(lang: Lang): string {
  return escape(REPORT_PRINT_WORDS[lang].pageOf)
    .replace('{page}', '<span class="pageNumber"></span>')
    .replace('{pages}', '<span class="totalPages"></span>');
}

export function footerTemplate(options: { title: string; brand: string | null; lang: Lang }): string {
  const dir = isRtl(options.lang) ? 'rtl' : 'ltr';
  // Each part isolated, so a Latin place or agency in an Arabic footer (or the reverse) keeps its own order.
  const left = [options.title, options.brand]
    .filter(Boolean)
    .map((t) => `<bdi dir="auto">${escape(t!)}</bdi>`)
    .join(' · ');
  return (
    `<div dir="${dir}" lang="${options.lang}" style="width:100%;margin:0 12mm;display:flex;justify-content:space-between;` +
    `gap:8mm;font-family:'Noto Sans','Noto Sans Arabic','Noto Sans SC',sans-serif;font-size:7.5pt;color:#475569;">` +
    `<span style="overflow:hidden;white-space:nowrap;text-overflow:ellipsis;">${left}</span>` +
    `<span style="white-space:nowrap;">${pageSentence(options.lang)}</span></div>`
  );
}

/** No header: the report's cover and sections carry their own; Chromium prints a default one unless given this. */
export const EMPTY_HEADER = '<span></span>';
