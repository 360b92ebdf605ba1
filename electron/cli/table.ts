// A compact text table of records for the terminal: the first scalar columns, clipped to fit.
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
export function renderTable(
  records: readonly unknown[],
  maxColumns = 7,
  width = 28,
  headerOf: (key: string) => string = (key) => key,
): string {
  if (records.length === 0) return '(no results)\n';
  const rows = records.map(flattenRecord);
  const keys = Object.keys(rows[0]!);
  const columns = [...PREFERRED.filter((k) => keys.includes(k)), ...keys.filter((k) => !PREFERRED.includes(k))].slice(
    0,
    maxColumns,
  );
  const clip = (raw: string) => {
    const text = terminalSafe(raw);
    return text.length > width ? `${text.slice(0, width - 1)}…` : text;
  };
  const headers = columns.map(headerOf);
  const widths = columns.map((c, i) => Math.max(clip(headers[i]!).length, ...rows.map((r) => clip(r[c] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => clip(cell).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))].join('\n')}\n`;
}

/** Rows already made text under their headers, clipped to fit. */
export function renderColumns(headers: readonly string[], rows: readonly (readonly string[])[], width = 30): string {
  if (rows.length === 0) return '(no results)\n';
  const clip = (raw: string) => {
    const text = terminalSafe(raw);
    return text.length > width ? `${text.slice(0, width - 1)}…` : text;
  };
  const widths = headers.map((h, i) => Math.max(clip(h).length, ...rows.map((r) => clip(r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => clip(cell).padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n`;
}
