// The one number and date format per interface language (Intl with one locale each), shared by every screen so a
// count, a date or a time reads the same in the grid, the details, the status bar and Settings.
import type { Lang } from '#shared/domain/lang';

import { LOCALES } from '#shared/words/plural';

export { LOCALES };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One Intl.NumberFormat per language and options, made once. */
export function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(LOCALES[lang], options)));
  return f;
}

/** One Intl.DateTimeFormat per language and options, made once. */
export function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${lang}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(LOCALES[lang], options)));
  return f;
}

/** "16,590" / "16 590": grouped digits of the language. */
export function formatInteger(value: number, lang: Lang): string {
  return Number.isFinite(value) ? numberFormat(lang, { maximumFractionDigits: 0 }).format(value) : '';
}

/** A share from 0 to 1 as a percentage: "14%", "14 %". Shares under 1% read "<1%" rather than a false 0%. */
export function formatShare(share: number, lang: Lang): string {
  if (!Number.isFinite(share)) return '';
  if (share > 0 && share < 0.01) return `<${numberFormat(lang, { style: 'percent' }).format(0.01)}`;
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/**
 * The market's clock: every time on screen is Dubai's, as the workbooks, CSVs and the CLI write them, whatever the
 * clock of the computer (a broker's laptop set to London showed 11:05 PM beside a workbook saying 03:05 AM).
 */
export const UAE_TIME_ZONE = 'Asia/Dubai';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: UAE_TIME_ZONE };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };

/** A UAE clock time with its zone named, in each language's way. */
const ZONE_NAMED: Readonly<Record<Lang, (time: string) => string>> = {
  en: (time) => `${time} UAE time`,
  ar: (time) => `${time} بتوقيت الإمارات`,
  ru: (time) => `${time} (время ОАЭ)`,
  zh: (time) => `${time}（阿联酋时间）`,
};

/** An instant as date and time on the UAE's clock, the zone named: "2 Nov 2025, 08:05 AM UAE time". */
export function formatDateTime(iso: string | null | undefined, lang: Lang): string {
  const clock = formatUaeClock(iso, lang);
  return clock === '' ? '' : ZONE_NAMED[lang](clock);
}

/** An instant as date and time on the UAE's clock, for places that name the zone once (a chart's title, a list). */
export function formatUaeClock(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : dateFormat(lang, DAY_TIME).format(ms);
}

/** An instant as a date only, on the UAE's calendar: "2 Nov 2025". */
export function formatDay(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : dateFormat(lang, DAY).format(ms);
}

/** "Label: value" with the language's colon (full-width in Chinese). */
export function labelled(label: string, value: string, lang: Lang): string {
  return lang === 'zh' ? `${label}：${value}` : `${label}: ${value}`;
}

/** A file size in the language's units: "55.0 MB", "55,0 МБ", "512 kB"; megabytes above 1 MiB, else kilobytes. */
export function formatBytes(bytes: number, lang: Lang): string {
  if (!Number.isFinite(bytes)) return '';
  return bytes > 1_048_576
    ? numberFormat(lang, {
        style: 'unit',
        unit: 'megabyte',
        unitDisplay: 'short',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(bytes / 1_048_576)
    : numberFormat(lang, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(
        Math.round(bytes / 1024),
      );
}

/** A duration for estimates: "about 6 s", "about 3 min" in the language's own units. */
export function formatDuration(seconds: number, lang: Lang): string {
  if (seconds < 90) {
    return numberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(Math.max(1, seconds));
  }
  const minutes = Math.round(seconds / 60);
  return numberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
}

/** Page numbers for a sentence: "4, 7 and 9" (lists of more than 12 end with "…"). */
export function formatPageList(pages: readonly number[], lang: Lang): string {
  const shown = pages.slice(0, 12).map((p) => formatInteger(p, lang));
  if (pages.length > 12) shown.push('…');
  return new Intl.ListFormat(LOCALES[lang], { style: 'long', type: 'conjunction' }).format(shown);
}
