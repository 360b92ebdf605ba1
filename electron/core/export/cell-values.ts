// Turns a table cell into what a spreadsheet cell holds for its column's kind: numbers in the display unit, dates
// as Date values on the UAE clock, flags as "Yes" / "No" in the file's language, text without the characters XML
// cannot carry. Both writers (xlsx and CSV) use it, so a workbook and a CSV of the same table hold the same values.
import type { Lang } from '#shared/domain/lang';
import type { Cell, ColumnKind } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { SQFT_PER_SQM } from '../normalize/lenient';
import { formatMessage } from '#shared/messages/messages';
import { UAE_OFFSET_MS } from '#shared/domain/uae-day';
import { stripBidiControls } from '#shared/text/bidi-controls';

/** A flag as a broker reads it in a workbook or a CSV: "Yes" or "No" in the file's language. */
export function yesNo(value: boolean, lang: Lang): string {
  return formatMessage(lang, value ? 'export.yes' : 'export.no');
}

/** No flags: a broker reads Yes / No in their language, not TRUE / FALSE, so flags are written as text. */
export type SheetValue = string | number | Date | null;

export const MAX_CELL_TEXT = 32_767;

// XML 1.0 cannot carry these; a workbook holding one is refused by Excel as damaged.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/**
 * Text as a cell may hold it: without what XML cannot carry, without bidirectional controls (a title from the
 * service cannot read reordered in the file), cut at the cell's limit.
 */
export function cleanText(text: string): string {
  const clean = stripBidiControls(text.replace(FORBIDDEN, ''));
  return clean.length > MAX_CELL_TEXT ? clean.slice(0, MAX_CELL_TEXT) : clean;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

function asNumber(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string' && cell.trim() !== '') {
    const n = Number(cell.replaceAll(',', ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** A calendar day (YYYY-MM-DD), or the UAE day of an instant, as a Date at UTC midnight (Excel has no zones). */
function asDay(text: string): Date | null {
  const day = DAY.exec(text);
  if (day) {
    const date = new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!));
    // Date.UTC rolls 2024-13-99 over into another day; a day that does not exist stays text.
    return date.getUTCMonth() === +day[2]! - 1 && date.getUTCDate() === +day[3]! ? date : null;
  }
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  const local = new Date(at + UAE_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/** A calendar month (YYYY-MM) as its first day, a Date at UTC midnight; null for anything else. */
function asMonth(text: string): Date | null {
  const month = MONTH.exec(text);
  if (!month || +month[2]! < 1 || +month[2]! > 12) return null;
  return new Date(Date.UTC(+month[1]!, +month[2]! - 1, 1));
}

/** An instant as its UAE wall-clock time, encoded as a UTC Date (what a spreadsheet shows is what Dubai read). */
function asInstant(text: string): Date | null {
  if (DAY.test(text)) return asDay(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : new Date(at + UAE_OFFSET_MS);
}

/** A flag of a `boolean` column, also when it came as the text "true" or "false"; null for anything else. */
export function flagOf(cell: Cell | undefined): boolean | null {
  if (typeof cell === 'boolean') return cell;
  return cell === 'true' || cell === 'false' ? cell === 'true' : null;
}

/**
 * The value a cell of `kind` holds; a value that does not fit its kind is kept as text rather than lost. `lang` is
 * the file's language, the language of its Yes / No.
 */
export function toSheetValue(cell: Cell | undefined, kind: ColumnKind, unit: AreaUnit, lang: Lang): SheetValue {
  if (cell === null || cell === undefined) return null;
  switch (kind) {
    case 'text':
      return typeof cell === 'boolean' ? yesNo(cell, lang) : cleanText(String(cell));
    case 'boolean': {
      const flag = flagOf(cell);
      return flag === null ? cleanText(String(cell)) : yesNo(flag, lang);
    }
    case 'month':
      return typeof cell === 'string' ? (asMonth(cell) ?? cleanText(cell)) : typeof cell === 'number' ? cell : null;
    case 'date':
    case 'datetime': {
      if (typeof cell === 'boolean') return yesNo(cell, lang);
      if (typeof cell !== 'string') return typeof cell === 'number' ? cell : cleanText(String(cell));
      return (kind === 'date' ? asDay(cell) : asInstant(cell)) ?? cleanText(cell);
    }
    default: {
      const n = asNumber(cell);
      if (n === null) return typeof cell === 'boolean' ? null : cleanText(String(cell));
      if (kind === 'area') return unit === 'sqm' ? round2(n / SQFT_PER_SQM) : n;
      if (kind === 'aedPerArea') return unit === 'sqm' ? round2(n * SQFT_PER_SQM) : n;
      return n;
    }
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant (ISO 8601) as UAE wall-clock text, "2026-11-24 18:26", as CSVs and the terminal show it; else as given. */
export function uaeTimeText(iso: string): string {
  const at = asInstant(iso);
  return at === null ? iso : dateText(at, DAY.test(iso) ? 'date' : 'datetime');
}

/** A Date written by toSheetValue, as the text a CSV carries: YYYY-MM-DD, YYYY-MM of a month, or YYYY-MM-DD HH:MM (UAE time). */
export function dateText(date: Date, kind: ColumnKind): string {
  const month = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  if (kind === 'month') return month;
  const day = `${month}-${pad(date.getUTCDate())}`;
  return kind === 'datetime' ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}
