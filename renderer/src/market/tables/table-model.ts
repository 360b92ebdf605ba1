// The table beside each chart, in one shape for the screen and for export:table: typed columns (the export's kinds,
// areas and AED per area in square feet as the data has them) and plain cells, plus how the screen shows a few
// columns (months, signed changes) and which rows are thin.
import type { Lang } from '#shared/domain/lang';
import type { Cell, CellMark, ColumnKind, TableColumn } from '#shared/export/table';
import type { AreaUnit } from '../../grid/formatters';
import type { MarketStrings } from '../strings/en';

/** How the screen shows a column beyond its kind: months as "Nov 2025", changes with their sign. */
export type ColumnDisplay = 'month' | 'change';

export interface MarketTable {
  /** Stable id: test ids and file names. */
  id: string;
  /** What the table shows, in the interface language: the sheet's name and the About sheet's title. */
  title: string;
  columns: TableColumn[];
  rows: Cell[][];
  display?: Readonly<Record<string, ColumnDisplay>>;
  /** Per row: its kind for columns marked kindByRow (a comparison: one measure per row). */
  rowKinds?: ColumnKind[];
  /** Per row: marked thin (fewer than 10 on a side), shown, never hidden. */
  thin?: boolean[];
  marks?: { row: number; column: number; mark: CellMark }[];
  /** Words shown after a cell's value on screen only ("highest"), keyed "row:column". */
  badges?: Readonly<Record<string, string>>;
}

export interface TableContext {
  t: MarketStrings;
  lang: Lang;
  unit: AreaUnit;
  /** A unit's name (the place the broker picked). */
  placeName(unitKey: string): string;
  /** Whether outliers are left out of the medians. */
  excluded: boolean;
}

/** A column whose header may name the display unit. */
export function column(id: string, header: string, kind: ColumnKind, extra: Partial<TableColumn> = {}): TableColumn {
  return { id, header, kind, ...extra };
}

/** A month ("2025-11") as a date cell (the first of the month), so a workbook can sort and chart it. */
export function monthCell(month: string): string {
  return `${month}-01`;
}

/** Rounds AED per area to fils, and leaves everything else as it is. */
export function round2(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(title: string): string {
  const clean = title.replace(/[:\\/?*[\]]/g, ' ').trim();
  return (clean.length > 31 ? clean.slice(0, 31) : clean) || 'Table';
}
