// A Market table in one shape for the screen and the files: typed columns and plain cells (what export:table and
// the CLI's --csv and --xlsx write), plus how the screen shows a few columns and marks a few cells.
import type { Cell, CellMark, ColumnKind, TableColumn } from '../export/table';

/**
 * How the screen shows a column beyond its kind: months as "Nov 2025", changes with their sign, differences of
 * ratios in percentage points ("+0.7 pp"), spans of days ("2025-11-24/2025-11-30") as "24–30 Nov 2025", decimals
 * with at least two digits and up to four ("3.70", "3.004").
 */
export type ColumnDisplay = 'month' | 'change' | 'points' | 'span' | 'decimals';

export interface MarketTableShape {
  /** Stable id: test ids and file names. */
  id: string;
  /** What the table shows, in the interface language: the sheet's name and the About sheet's title. */
  title: string;
  columns: TableColumn[];
  rows: Cell[][];
  display?: Readonly<Record<string, ColumnDisplay>>;
  /** Per row (one per row of `rows`): its kind for columns marked kindByRow (a comparison: one measure per row). */
  rowKinds?: ColumnKind[];
  marks?: { row: number; column: number; mark: CellMark }[];
  /** Words shown after a cell's value on screen only ("highest"), keyed "row:column". */
  badges?: Readonly<Record<string, string>>;
  /** Columns whose cells may wrap on screen (names, spans of days), so a wide table fits a narrow window. */
  wrap?: readonly string[];
  /**
   * Screen only: columns grouped under a heading (a place's value, difference and samples), each column then
   * headed by a short label; the export keeps each column's full header.
   */
  groups?: readonly { label: string; columns: readonly string[] }[];
  shortHeaders?: Readonly<Record<string, string>>;
}
