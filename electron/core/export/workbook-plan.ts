// What the writers are given: sheets of typed columns whose rows may still be arriving (a grid read page by page),
// with the names, widths and marks a broker's workbook needs. Sheet names are made valid and unique here.
import type { Cell, CellMark, ColumnKind, TableColumn } from '#shared/export/table';
import { fitName } from '#shared/words/fit-name';

export type RowSource = Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>;

export interface SheetPlan {
  name: string;
  columns: readonly TableColumn[];
  rows: RowSource;
  /** Known before writing, for progress; null when the rows are streamed. */
  rowsTotal: number | null;
  rightToLeft: boolean;
  /** A header row with an auto-filter (data sheets); the About sheet has neither filter nor frozen header. */
  autoFilter: boolean;
  rowKinds?: readonly ColumnKind[];
  /** Marks by `row:column` (data rows from 0, columns from 0). */
  marks?: ReadonlyMap<string, CellMark>;
}

export const markKey = (row: number, column: number): string => `${row}:${column}`;

const MAX_SHEET_NAME = 31;
// eslint-disable-next-line no-control-regex -- control characters are not allowed in sheet names
const RESERVED = /[[\]:*?/\\\u0000-\u001f]/g;

/** Excel's rules: at most 31 characters, none of []:*?/\, not starting or ending with an apostrophe, unique. */
export function uniqueSheetNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    let base = raw
      .replace(RESERVED, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '');
    // Excel keeps "History" for its own change log: a sheet named so still says what it holds.
    if (base.toLowerCase() === 'history') base = `${base} sheet`;
    if (!base) base = `Sheet ${i + 1}`;
    let name = fitName(base, MAX_SHEET_NAME);
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${fitName(base, MAX_SHEET_NAME - suffix.length)}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

const KIND_WIDTH: Readonly<Record<ColumnKind, number>> = {
  text: 24,
  integer: 10,
  number: 12,
  aed: 15,
  aedPerArea: 18,
  area: 14,
  percent: 10,
  date: 12,
  month: 10,
  datetime: 17,
  boolean: 9,
};

/** Characters of the longest line of a text, by its display width (CJK characters count twice). */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/.test(ch) ? 2 : 1;
  return width;
}

/**
 * Sensible widths: the caller's hint, else the widest of the header and the values in the first rows (those that
 * are written first are the ones a broker sees on opening), within bounds per kind.
 */
export function columnWidths(columns: readonly TableColumn[], sample: readonly (readonly Cell[])[]): number[] {
  return columns.map((column, i) => {
    if (column.width !== undefined) return column.width;
    const floor = column.kindByRow ? 14 : KIND_WIDTH[column.kind];
    let widest = Math.min(displayWidth(column.header), 40);
    if (column.kind === 'text' || column.kindByRow) {
      for (const row of sample) {
        const cell = row[i];
        if (typeof cell === 'string') widest = Math.max(widest, Math.min(displayWidth(cell), 60));
      }
    }
    return Math.max(floor, Math.min(widest + 2, 62));
  });
}
