// How the Market view writes its figures: months, bedroom buckets, changes and yields, AED and AED per area in
// the display unit, one way for the charts, the tables and the tiles alike.
import { formatList as listOf } from '../format/intl';
import type { Lang } from '../domain/lang';
import type { Purpose } from '../domain/listing';
import type { BedsBucket } from '../ipc/contract';
import { dateFormat, numberFormat } from '../format/intl';
import { bedsChoiceOf, bedsLabelOf } from './beds-words';
import { fill as format } from '../words/translated';
import { sayIn } from '../messages/say-in';
import {
  areaUnitLabel,
  formatAed,
  formatChange,
  formatDate,
  formatFraction,
  formatNumber,
  pricePerAreaInUnit,
  type AreaUnit,
} from '../format/values';

export { formatAed, formatChange, formatFraction, formatNumber, areaUnitLabel, pricePerAreaInUnit, type AreaUnit };

/** "Nov 2025" from "2025-11". */
export function formatMonth(month: string, lang: Lang): string {
  return formatDate(`${month}-01`, lang, 'month');
}

/** "24 Nov 2025" from "2025-11-24". */
export function formatDay(day: string, lang: Lang): string {
  return formatDate(day, lang, 'day');
}

/**
 * Two days as one span in the language's way: "24–30 Nov 2025", "25 Oct – 23 Nov 2026". It keeps together on one
 * line; `breakable` lets a narrow table cell break it after the dash, never inside a date.
 */
export function formatDayRange(from: string, to: string, lang: Lang, breakable = false): string {
  const text = dayRange(from, to, lang).replace(/\s/g, '\u00a0');
  // A line may break after a dash even before a no-break space: a word joiner says not there either.
  return breakable ? text.replace(/–\u00a0/, '– ') : text.replace(/–/g, '–\u2060');
}

function dayRange(from: string, to: string, lang: Lang): string {
  const f = dateFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const at = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const a = at(from);
  const b = at(to);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return `${from} – ${to}`;
  return a === b ? f.format(a) : f.formatRange(a, b);
}

/** A remark in brackets after a text, with the language's brackets: "12 months (…)", "12 个月（…）". */
export function withRemark(text: string, remark: string, lang: Lang): string {
  return lang === 'zh' ? `${text}（${remark}）` : `${text} (${remark})`;
}

/** "a, b and c" in the language's way. */
export function formatList(items: readonly string[], lang: Lang): string {
  return listOf(items, lang);
}

/** A difference in percentage points, with its sign and one decimal: 0.7 → "+0.7 pp" (`areaTable.points`). */
export function formatPoints(points: number | null | undefined, lang: Lang): string {
  if (typeof points !== 'number' || !Number.isFinite(points)) return '';
  const number = numberFormat(lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(points);
  return sayIn(lang)('areaTable.points', { value: number });
}

/** Studio, "1 bed", "5+ beds"; null is every bedroom count (the one way, #shared/market/beds-words). */
export function bedsLabel(beds: BedsBucket | null, lang: Lang): string {
  return bedsLabelOf(beds, lang);
}

/** The bedroom choice of a query in words: "1–2 beds", "Studio, 3 beds", every count when none. */
export function bedsChoice(beds: readonly number[] | undefined, lang: Lang): string {
  return bedsChoiceOf(beds, lang);
}

const PURPOSE_IDS = {
  'for-sale': 'areaTable.purposes.forSale',
  'for-rent': 'areaTable.purposes.forRent',
  both: 'areaTable.purposes.both',
} as const;

/** A purpose in words ("Sales", "Rents", "Sales and rents"), as the Market view's tables and notes name it. */
export function purposeLabel(purpose: Purpose | 'both', lang: Lang): string {
  return sayIn(lang)(PURPOSE_IDS[purpose]);
}

/** AED per square foot shown per display unit, whole dirhams, without the unit ("1,714"). */
export function perAreaNumber(pricePerSqft: number | null | undefined, unit: AreaUnit, lang: Lang): string {
  return formatNumber(pricePerAreaInUnit(pricePerSqft, unit), lang);
}

/** "AED 1,714/sq ft" in the display unit. */
export function perAreaText(pricePerSqft: number | null | undefined, unit: AreaUnit, lang: Lang): string {
  const value = pricePerAreaInUnit(pricePerSqft, unit);
  return value === null ? '' : `${formatAed(value, lang)}/${areaUnitLabel(unit, lang)}`;
}

/** Fills `{unit}` (and any other placeholder) of a label with the display unit's name. */
export function withUnit(template: string, unit: AreaUnit, lang: Lang, values: Record<string, string> = {}): string {
  return format(template, { unit: areaUnitLabel(unit, lang), ...values });
}

/** Axis ticks: short money ("AED 1.3M", "1.3M"). */
export function compactAed(value: number, lang: Lang): string {
  return formatAed(value, lang, { compact: true, currency: false });
}
