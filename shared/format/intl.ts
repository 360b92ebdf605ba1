// The one number, date and list format per interface language (Intl with one locale each), shared by the window,
// the core's sentences and the CLI, so a count, a date or a time reads the same in the grid, the details, the status
// bar, Settings and the warnings an answer carries. Formatters are made once per language and options: making one
// loads the language's ICU data.
import { LANGS, LANGUAGES, type Lang } from '../domain/lang';
import { messageTemplate } from '../messages/catalogue';
import type { PrintNumerals } from '../report/numerals';
import { fill } from '../words/translated';

/**
 * The locale each language formats numbers and dates in, as its catalogue says (`language.locale`): Hindi's hi-IN
 * groups amounts the Indian way (12,50,000) in Western digits, as Hindi readers write them.
 */
export const LOCALES: Readonly<Record<Lang, string>> = Object.fromEntries(
  LANGS.map((lang) => [lang, LANGUAGES[lang].locale]),
) as Record<Lang, string>;

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * The digits a figure is written in: the language's own when absent; a printed report takes the broker's choice of
 * Western (0–9, `latn`) or Arabic-Indic (٠–٩, `arab`) digits whatever the language.
 */
export type Numerals = PrintNumerals;

/** The locale of a language, with the digits asked for. */
export const localeOf = (lang: Lang, numerals?: Numerals) =>
  numerals ? `${LOCALES[lang]}-u-nu-${numerals}` : LOCALES[lang];

/** One Intl.NumberFormat per language, digits and options, made once. */
export function numberFormat(lang: Lang, options: Intl.NumberFormatOptions, numerals?: Numerals): Intl.NumberFormat {
  const key = `n|${lang}|${numerals ?? ''}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(localeOf(lang, numerals), options)));
  return f;
}

/** One Intl.DateTimeFormat per language, digits and options, made once. */
export function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions, numerals?: Numerals): Intl.DateTimeFormat {
  const key = `d|${lang}|${numerals ?? ''}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(localeOf(lang, numerals), options)));
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

/** A day on the UAE's calendar: "2 Nov 2025" (also the messages' `day`). */
export const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: UAE_TIME_ZONE,
};
/** A date and time on the UAE's clock: the window's one way of showing an instant (also the messages' `uaeClock`). */
export const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };

/**
 * An instant as date and time on the UAE's clock, the zone named as the language's catalogue words it
 * (`time.uaeZoneNamed`): "2 Nov 2025, 08:05 AM UAE time". The message is its text around `{time}` (a catalogue test
 * holds it so): filled here, below the formatter, which formats its dates with this module.
 */
export function formatDateTime(iso: string | null | undefined, lang: Lang): string {
  const clock = formatUaeClock(iso, lang);
  return clock === '' ? '' : fill(messageTemplate(lang, 'time.uaeZoneNamed'), { time: clock });
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

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes as each language writes it, in the largest unit under 1,024 of it: "1.2 MB", "1,2 МБ", "55 MB",
 * "512 kB" (one decimal under ten, whole above). The cache's size in Settings and on the command line, and a full
 * disk's free space in an error, alike.
 */
export function formatBytes(bytes: number, lang: Lang): string {
  if (!Number.isFinite(bytes)) return '';
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return numberFormat(lang, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  }).format(value);
}

/** A duration for estimates: "about 6 s", "about 3 min" in the language's own units. */
export function formatDuration(seconds: number, lang: Lang): string {
  if (seconds < 90) {
    return numberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(Math.max(1, seconds));
  }
  const minutes = Math.round(seconds / 60);
  return numberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);
}

const lists = new Map<string, Intl.ListFormat>();

/**
 * Items joined as the language joins a list: "A, B and C", "A، وB وC", "A, B и C", "A、B和C" (`long`, a conjunction);
 * `narrow` for a compact choice ("1 bed, 2 beds"), `unit` for facts side by side ("2 beds, 1,200 sq ft").
 */
export function formatList(items: readonly string[], lang: Lang, style: 'long' | 'narrow' | 'unit' = 'long'): string {
  let f = lists.get(`${lang}|${style}`);
  if (!f) {
    const options: Intl.ListFormatOptions =
      style === 'unit' ? { style: 'short', type: 'unit' } : { style, type: 'conjunction' };
    lists.set(`${lang}|${style}`, (f = new Intl.ListFormat(LOCALES[lang], options)));
  }
  return f.format(items);
}

const plurals = new Map<Lang, Intl.PluralRules>();

/** The plural form the language uses for `count` ("one", "few", "many", "other" …). */
export function pluralForm(count: number, lang: Lang): Intl.LDMLPluralRule {
  let r = plurals.get(lang);
  if (!r) plurals.set(lang, (r = new Intl.PluralRules(LOCALES[lang])));
  return r.select(count);
}

/** Page numbers for a sentence: "4, 7 and 9" (lists of more than 12 end with "…"). */
export function formatPageList(pages: readonly number[], lang: Lang): string {
  const shown = pages.slice(0, 12).map((p) => formatInteger(p, lang));
  if (pages.length > 12) shown.push('…');
  return formatList(shown, lang);
}
