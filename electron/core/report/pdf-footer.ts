// Every printed page's footer: the report's title and the broker's line, at the footer's start. The page number is
// the page's own (a CSS page-margin box at the footer's end, renderer/src/report/print/page-numbers.ts): Chromium
// fills a template's page number with Western digits only, and the number must follow the broker's digits. The
// template is its own small document (no page styles, no web fonts reach it), so it carries its own size, font and
// direction.
import { isRtl, type Lang } from '#shared/domain/lang';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function footerTemplate(options: { title: string; brand: string | null; lang: Lang }): string {
  const dir = isRtl(options.lang) ? 'rtl' : 'ltr';
  // Each part isolated, so a Latin place or agency in an Arabic footer (or the reverse) keeps its own order.
  const left = [options.title, options.brand]
    .filter(Boolean)
    .map((t) => `<bdi dir="auto">${escape(t!)}</bdi>`)
    .join(' · ');
  return (
    // The end third is left to the page number the page draws there.
    `<div dir="${dir}" lang="${options.lang}" style="width:100%;margin:0 12mm;display:flex;` +
    `font-family:'Noto Sans','Noto Sans Arabic','Noto Sans SC',sans-serif;font-size:7.5pt;color:#475569;">` +
    `<span style="max-width:66%;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;">${left}</span></div>`
  );
}

/** No header: the report's cover and sections carry their own; Chromium prints a default one unless given this. */
export const EMPTY_HEADER = '<span></span>';
