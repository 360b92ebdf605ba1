// A compact text table of records for the terminal: the first scalar columns, clipped to fit.
import type { Say } from '#shared/messages/say-in';
import { flattenRecord } from './flatten-record';
import { terminalSafe } from './terminal-text';

const PREFERRED = [
  'externalID',
  'transactionId',
  'name',
  'name.en',
  'title.en',
  'price',
  'rooms',
  'areaSqft',
  'date',
  'purpose',
  'path',
  'total',
];

/**
 * `headerOf` words a column's key in the command's language; the columns are chosen and ordered by their keys, so a
 * table in Arabic keeps the English one's columns.
 */
const ISOLATES = /[\u2066-\u2069]/g;
const ISOLATE_OPENS = new Set(['\u2066', '\u2067', '\u2068']);
/** The direction marks (LRM, RLM, ALM) Intl sets around a figure's sign or percent sign in Arabic: no room either. */
const MARKS = /[\u200e\u200f\u061c]/g;
const isMark = (char: string): boolean => char === '\u200e' || char === '\u200f' || char === '\u061c';

/**
 * What a cell takes on screen: the isolates a right-to-left sentence sets around its arguments, and the marks an
 * Arabic figure carries ("6.6\u200e%\u200e"), take no room.
 */
const shownLength = (text: string): number => text.replace(ISOLATES, '').replace(MARKS, '').length;

const padded = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - shownLength(text)));

/**
 * A cell made safe and cut to `width` shown characters; an isolate opened before the cut is closed after it, so the
 * terminal guard keeps it as a pair rather than showing a lone `\u2068`.
 */
function clipped(raw: string, width: number): string {
  const text = terminalSafe(raw);
  if (shownLength(text) <= width) return text;
  let end = 0;
  let shown = 0;
  let open = 0;
  for (; end < text.length && shown < width - 1; end++) {
    const char = text[end]!;
    if (ISOLATE_OPENS.has(char)) open++;
    else if (char === '\u2069') open = Math.max(0, open - 1);
    else if (!isMark(char)) shown++;
  }
  return `${text.slice(0, end)}${'\u2069'.repeat(open)}…`;
}

/** What a table with no rows prints, in the command's language. */
const noRows = (say: Say): string => `${say('cli.noResults')}\n`;

export function renderTable(
  say: Say,
  records: readonly unknown[],
  maxColumns = 7,
  width = 28,
  headerOf: (key: string) => string = (key) => key,
): string {
  if (records.length === 0) return noRows(say);
  const rows = records.map(flattenRecord);
  const keys = Object.keys(rows[0]!);
  const columns = [...PREFERRED.filter((k) => keys.includes(k)), ...keys.filter((k) => !PREFERRED.includes(k))].slice(
    0,
    maxColumns,
  );
  const clip = (raw: string) => clipped(raw, width);
  const headers = columns.map(headerOf);
  const widths = columns.map((c, i) => Math.max(clip(headers[i]!).length, ...rows.map((r) => clip(r[c] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => padded(clip(cell), widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))].join('\n')}\n`;
}

/** Rows already made text under their headers, clipped to fit. */
export function renderColumns(
  say: Say,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  width = 30,
): string {
  if (rows.length === 0) return noRows(say);
  const clip = (raw: string) => clipped(raw, width);
  const widths = headers.map((h, i) =>
    Math.max(shownLength(clip(h)), ...rows.map((r) => shownLength(clip(r[i] ?? '')))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => padded(clip(cell), widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n`;
}
