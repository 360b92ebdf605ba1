// Writes one sheet as CSV the way Excel opens it correctly: UTF-8 with a byte-order mark (so Arabic is read as
// Arabic), RFC 4180 quoting with CRLF line ends, values converted like the workbook's (display unit, UAE dates),
// and text that would run as a formula neutralized with a leading apostrophe.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Lang } from '#shared/domain/lang';
import type { Cell, ColumnKind, TableColumn } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { cleanText, dateText, toSheetValue, type SheetValue } from './cell-values';
import type { SheetPlan } from './workbook-plan';
import { formatMessage } from '#shared/messages/messages';

export const BOM = '\uFEFF';
const BATCH = 1000;

/**
 * A formula's first sign, after any blanks a spreadsheet skips (spaces of every kind, tabs, line breaks, a zero-width
 * space): =, +, - or @, and their full-width forms (＝ ＋ － ＠), which spreadsheets in East Asian locales read alike.
 */
const FORMULA_START = /^[\s\u200B]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A text a spreadsheet would evaluate (a formula sign first, also after blanks or in full width; a tab or CR first)
 * gets an apostrophe; plain numbers stay as they are.
 */
export function neutralizeFormula(text: string): string {
  const risky = FORMULA_START.test(text) || /^[\t\r]/.test(text);
  return risky && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a quote, a comma or a line break is quoted, with its quotes doubled. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A fraction as the percentage a broker reads, with two decimals in every row: "74.00%", "7.12%", never 0.74 under a
 * "Completion" header nor "7.119%" beside "2%". Excel, LibreOffice and Sheets read "7.12%" back as 0.0712 shown as a
 * percentage; the workbook keeps every digit.
 */
export function percentText(fraction: number): string {
  const text = (fraction * 100).toFixed(2);
  return `${Number(text) === 0 ? '0.00' : text}%`;
}

export function csvField(value: SheetValue, kind: ColumnKind): string {
  if (value === null) return '';
  if (value instanceof Date) return dateText(value, kind);
  if (typeof value === 'number') return kind === 'percent' ? percentText(value) : String(value);
  return quoteField(neutralizeFormula(value));
}

/**
 * The header line (without its line end): the workbook's header cells, quoted. A date-and-time column says its
 * times are UAE time, as the workbook's About sheet does: a CSV has none, and the broker's computer may be elsewhere.
 */
export function csvHeader(columns: readonly TableColumn[], lang: Lang): string {
  const zone = formatMessage(lang, 'about.uaeTimeShort');
  return columns
    .map((c) => {
      const header = cleanText(c.header);
      // Worded with the header set in, then cleaned again: a file keeps no bidi marks.
      const named =
        c.kind === 'datetime' && !header.includes(zone)
          ? cleanText(formatMessage(lang, 'about.csvUaeTime', { header }))
          : header;
      return quoteField(neutralizeFormula(named));
    })
    .join(',');
}

export function csvLine(row: readonly Cell[], kinds: readonly ColumnKind[], unit: AreaUnit, lang: Lang): string {
  const fields = new Array<string>(kinds.length);
  for (let c = 0; c < kinds.length; c++) {
    const kind = kinds[c]!;
    fields[c] = csvField(toSheetValue(row[c], kind, unit, lang), kind);
  }
  return fields.join(',');
}

/** A whole small table as CSV text, BOM and CRLF line ends included (the CLI's `--csv`, standard output too). */
export function csvText(
  columns: readonly TableColumn[],
  rows: Iterable<readonly Cell[]>,
  options: Pick<CsvOptions, 'unit' | 'lang'>,
  rowKinds?: readonly ColumnKind[],
): string {
  const kinds = columns.map((c) => c.kind);
  const lines = [`${BOM}${csvHeader(columns, options.lang)}`];
  let index = 0;
  for (const row of rows) {
    lines.push(csvLine(row, kindsOfRow(columns, kinds, rowKinds, index++), options.unit, options.lang));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The kinds of one row: a column marked kindByRow takes the row's own kind (a comparison: one measure per row). */
function kindsOfRow(
  columns: readonly TableColumn[],
  kinds: readonly ColumnKind[],
  rowKinds: readonly ColumnKind[] | undefined,
  row: number,
): readonly ColumnKind[] {
  const own = rowKinds?.[row];
  return own === undefined ? kinds : columns.map((c, i) => (c.kindByRow ? own : kinds[i]!));
}

export interface CsvOptions {
  unit: AreaUnit;
  /** The file's language: its flags read Yes / No in it. */
  lang: Lang;
  checkpoint: () => Promise<void>;
  onRows?: (written: number) => void;
}

/** Writes the sheet's header and rows to `file`; returns the data rows written. */
export async function writeCsv(file: string, plan: SheetPlan, options: CsvOptions): Promise<number> {
  const stream = createWriteStream(file, { encoding: 'utf8' });
  const kinds = plan.columns.map((c) => c.kind);
  let rows = 0;
  try {
    stream.write(`${BOM}${csvHeader(plan.columns, options.lang)}\r\n`);
    for await (const row of plan.rows) {
      const line = csvLine(row, kindsOfRow(plan.columns, kinds, plan.rowKinds, rows), options.unit, options.lang);
      if (!stream.write(`${line}\r\n`)) await once(stream, 'drain');
      rows++;
      if (rows % BATCH === 0) {
        options.onRows?.(rows);
        await options.checkpoint();
      }
    }
    stream.end();
    await once(stream, 'close');
  } catch (error) {
    stream.destroy();
    throw error;
  }
  options.onRows?.(rows);
  return rows;
}
