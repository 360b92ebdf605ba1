// Number, money, area, room and date formatting for grids and anything else that shows market figures. Pure
// functions over Intl with the locale of each interface language; data is always AED and square feet, the display
// unit is the broker's choice. Null, undefined and non-finite values format as '' (an empty cell).
import { SQFT_PER_SQM, type AreaUnit, perSqftIn, sqftIn } from '../domain/area';
import type { Lang } from '../domain/lang';
import { formatMessage } from '../messages/format-message';
import { areaUnitWord, valueLabels } from '../words/value-labels';
import { LOCALES, dateFormat, numberFormat } from './intl';

export { SQFT_PER_SQM, type AreaUnit };

export { LOCALES };

/** Where a date-only value has no zone, instants are shown on the UAE's clock (no daylight saving). */
const MARKET_TIME_ZONE = 'Asia/Dubai';

type Num = number | null | undefined;

function isNumber(value: Num): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A plain number with the locale's digits and grouping, e.g. "1,250" or "1 250". */
export function formatNumber(value: Num, lang: Lang, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  if (!isNumber(value)) return '';
  return numberFormat(lang, {
    maximumFractionDigits,
    ...(minimumFractionDigits > 0 ? { minimumFractionDigits } : {}),
  }).format(value);
}

export interface MoneyOptions {
  /** "AED 1.25M" instead of "AED 1,250,000". */
  compact?: boolean;
  /** False leaves the currency out (for cells under a header that names it). */
  currency?: boolean;
  /** A change: "+44,000" as well as "-83,000", the sign where the language puts it (Arabic marks its direction). */
  signed?: boolean;
}

/** Dirhams, whole: "AED 1,250,000" (en), "1 250 000 AED" (ru); compact: "AED 1.25M", "AED 125万" (zh). */
export function formatAed(value: Num, lang: Lang, options: MoneyOptions = {}): string {
  if (!isNumber(value)) return '';
  const { compact = false, currency = true, signed = false } = options;
  const base: Intl.NumberFormatOptions = {
    ...(currency ? { style: 'currency', currency: 'AED' } : {}),
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  };
  if (compact) {
    // Three significant digits whatever the size: "194K" beside "2.36M" (two decimals gave "194.48K" beside "116K"),
    // and "2.90M" beside "2.28M", not "2.9M".
    return numberFormat(lang, {
      ...base,
      notation: 'compact',
      ...(Math.abs(value) >= 1000
        ? { minimumSignificantDigits: 3, maximumSignificantDigits: 3 }
        : { maximumFractionDigits: 0 }),
    }).format(value);
  }
  return numberFormat(lang, { ...base, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value);
}

/** Square feet (the data's unit) in the display unit. */
export function areaInUnit(areaSqft: Num, unit: AreaUnit): number | null {
  if (!isNumber(areaSqft)) return null;
  return sqftIn(unit, areaSqft);
}

/** AED per square foot in AED per display unit. */
export function pricePerAreaInUnit(pricePerSqft: Num, unit: AreaUnit): number | null {
  if (!isNumber(pricePerSqft)) return null;
  return perSqftIn(unit, pricePerSqft);
}

/** The unit's short label in `lang`: "sq ft", "m²", "قدم²", "平方米" … */
export function areaUnitLabel(unit: AreaUnit, lang: Lang): string {
  return areaUnitWord(unit, lang);
}

export interface UnitOptions {
  /** False leaves the unit out (for cells under a header that names it). */
  unit?: boolean;
}

/** An area given in square feet, shown in `unit`: "1,250 sq ft", "116 m²". */
export function formatArea(areaSqft: Num, unit: AreaUnit, lang: Lang, options: UnitOptions = {}): string {
  const value = areaInUnit(areaSqft, unit);
  if (value === null) return '';
  const number = formatNumber(value, lang);
  return options.unit === false ? number : `${number} ${areaUnitLabel(unit, lang)}`;
}

/** A price per square foot shown per `unit`: "AED 1,234/sq ft", "AED 13,283/m²". */
export function formatPricePerArea(pricePerSqft: Num, unit: AreaUnit, lang: Lang, options: UnitOptions = {}): string {
  const value = pricePerAreaInUnit(pricePerSqft, unit);
  if (value === null) return '';
  if (options.unit === false) return formatNumber(value, lang);
  return `${formatAed(value, lang)}/${areaUnitLabel(unit, lang)}`;
}

/** AED per square foot from a price and an area; null when there is no area to divide by. */
export function pricePerSqftOf(price: Num, areaSqft: Num): number | null {
  if (!isNumber(price) || !isNumber(areaSqft) || areaSqft <= 0) return null;
  return price / areaSqft;
}

/** Bedrooms: 0 is a studio. */
export function roomsLabel(rooms: Num, lang: Lang): string {
  if (!isNumber(rooms)) return '';
  return rooms === 0 ? valueLabels(lang).studio : formatNumber(rooms, lang);
}

/** The span of bedroom counts on offer: "Studio–3", "2", "" for none. */
export function roomsRangeLabel(rooms: readonly number[] | null | undefined, lang: Lang): string {
  const counts = (rooms ?? []).filter((r) => isNumber(r));
  if (counts.length === 0) return '';
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return min === max ? roomsLabel(min, lang) : `${roomsLabel(min, lang)}–${roomsLabel(max, lang)}`;
}

/** A 0 to 100 share: "45%", "45 %" (ru). */
export function formatPercent(value: Num, lang: Lang): string {
  if (!isNumber(value)) return '';
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A fraction as a percentage, one decimal by default: 0.0704 → "7.0%". */
export function formatFraction(value: Num, lang: Lang, digits = 1): string {
  if (!isNumber(value)) return '';
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A change with its sign and one decimal: 0.0203 → "+2.0%", −0.0084 → "−0.8%". */
export function formatChange(value: Num, lang: Lang): string {
  if (!isNumber(value)) return '';
  return numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value);
}

/** Years of experience with the language's plural forms: "1 yr", "5 лет", "سنتان". */
export function formatYears(value: Num, lang: Lang): string {
  if (!isNumber(value)) return '';
  // One decimal at most, as the other figures of a row.
  return formatMessage(lang, 'value.years', { n: Math.round(value * 10) / 10 });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds since the epoch of a YYYY-MM-DD date (read as UTC midnight) or an ISO instant; null if unreadable. */
export function parseDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? null : ms;
}

export type DateStyle = 'day' | 'month';

/**
 * A date: "5 Mar 2024" (day) or "Mar 2024" (month). YYYY-MM-DD values are calendar dates and never shift;
 * instants are shown on the UAE's clock. Unreadable text is returned as it came.
 */
export function formatDate(value: string | null | undefined, lang: Lang, style: DateStyle = 'day'): string {
  if (!value) return '';
  const ms = parseDate(value);
  if (ms === null) return value;
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : MARKET_TIME_ZONE;
  const options: Intl.DateTimeFormatOptions =
    style === 'day'
      ? { year: 'numeric', month: 'short', day: 'numeric', timeZone }
      : { year: 'numeric', month: 'short', timeZone };
  return dateFormat(lang, options).format(ms);
}

/** Left-to-right text (phone numbers, ids) kept whole inside right-to-left text. */
export function isolateLtr(text: string): string {
  return text === '' ? '' : `\u2066${text}\u2069`;
}
