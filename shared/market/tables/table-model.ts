// The table beside each chart, in one shape for the screen and for export:table: typed columns (the export's kinds,
// areas and AED per area in square feet as the data has them) and plain cells, plus how the screen shows a few
// columns (months, signed changes) and which rows are thin.
import type { BedsBucket } from '../../ipc/contract';
import type { Lang } from '../../domain/lang';
import type { MARKET_PURPOSES } from '../../ipc/contract';
import type { AboutParameter, ColumnKind, TableColumn } from '../../export/table';
import type { ColumnDisplay, MarketTableShape } from '../market-table';
import { bedsRowName, shownBedsRowsOf } from '../beds-words';
import { THIN_BELOW } from '../thin-sample';
import type { AreaUnit } from '../../format/values';
import type { Say } from '../../messages/say-in';

export type { ColumnDisplay };

/** A table of the Market view: the shape the files take, plus what only the screen and the file names need. */
export interface MarketTable extends MarketTableShape {
  /**
   * The market the table holds, in words, when it is narrower than the query (one place, one purpose): its files
   * are named after it, never after a purpose they do not hold.
   */
  subject?: string;
  /** The About sheet of that narrower market (its place and purpose as parameters), when there is one. */
  about?: TableAbout;
  /** Per row: marked thin (fewer than 10 on a side), shown, never hidden. */
  thin?: boolean[];
  /** Per row: a month the period covers only part of (its first or last). */
  partial?: boolean[];
  /**
   * Screen only: the table keeps its natural width (no header squeezed into a column of single words), scrolling
   * sideways in a window too narrow for it: a list of many facts per row.
   */
  natural?: boolean;
}

type MarketPurpose = (typeof MARKET_PURPOSES)[number];

export interface TableContext {
  lang: Lang;
  unit: AreaUnit;
  /** A unit's name (the place the broker picked). */
  placeName(unitKey: string): string;
  /** The query in words narrowed to one unit (null: every place) and purpose ("both" for sales and rents). */
  scope(unitKey: string | null, purpose: MarketPurpose): string;
  /** The About sheet of the query narrowed so (absent where tables are built without one, as in tests). */
  scopeAbout?(unitKey: string, purpose: MarketPurpose): TableAbout;
  /** A transaction's place as recorded, in the interface language when a stored look-up gave its name. */
  locationName(recorded: string): string;
  /** Whether outliers are left out of the medians. */
  excluded: boolean;
  /** The bedroom counts the query chose (none: every count). */
  beds?: readonly number[];
}

/**
 * A bedroom row's name. The total row adds up the counts the query chose ("1 bed, 2 beds together"), or every count
 * ("All bedrooms") when it chose none.
 */
export function bedsName(beds: BedsBucket | null, ctx: TableContext): string {
  return bedsRowName(beds, ctx.beds, ctx.lang);
}

/** The bedroom rows worth a line: with one count chosen, the total row would only repeat it. */
export function shownBedsRows<T extends { beds: BedsBucket | null }>(rows: readonly T[], ctx: TableContext): T[] {
  return shownBedsRowsOf(rows, ctx.beds);
}

/** A column whose header may name the display unit. */
export function column(id: string, header: string, kind: ColumnKind, extra: Partial<TableColumn> = {}): TableColumn {
  return { id, header, kind, ...extra };
}

/** A month as the tables hold it: "2025-11" (typed `month`: a date with a month format in a workbook, not a day). */
export function monthCell(month: string): string {
  return month.slice(0, 7);
}

/** The month column and the partial-month column of the monthly tables. */
export function monthColumns(say: Say) {
  return {
    month: column('month', say('marketView.cols.month'), 'month'),
    partial: column('partial', say('marketView.cols.partial'), 'text'),
  };
}

/** Screen marks of partial months: the row's flag and a badge on its month cell (column 0). */
export function partialMarks(partial: readonly (string | null)[], say: Say): Pick<MarketTable, 'partial' | 'badges'> {
  const badges: Record<string, string> = {};
  partial.forEach((p, r) => {
    if (p) badges[`${r}:0`] = say('marketCards.partial');
  });
  return { partial: partial.map((p) => p !== null), badges };
}

/**
 * Screen marks of thin months (a median over fewer than 10 transactions), merged with the partial months' marks: the
 * row's flag and a badge on its count (column `countColumn`).
 */
export function thinMarks(
  counts: readonly number[],
  countColumn: number,
  say: Say,
  marks: Pick<MarketTable, 'partial' | 'badges'>,
): Pick<MarketTable, 'partial' | 'badges' | 'thin'> {
  const badges: Record<string, string> = { ...marks.badges };
  const thin = counts.map((n) => n < THIN_BELOW);
  thin.forEach((isThin, r) => {
    if (isThin) badges[`${r}:${countColumn}`] = say('areaTable.marks.thin');
  });
  return { ...marks, badges, thin };
}

/** Rounds AED per area to fils, and leaves everything else as it is. */
export function round2(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}

/** A sheet name without the characters Excel refuses (: \ / ? * [ ]); the workbook writer fits it to 31. */
export function sheetName(title: string): string {
  const clean = title.replace(/[:\\/?*[\]]/g, ' ').trim();
  // Left long: the writer cuts it between words, with an ellipsis, where it knows the other sheets' names.
  return clean.slice(0, 100) || 'Table';
}

/** What a table's file says about where it came from (its About sheet). */
export interface TableAbout {
  /** The market in words (places, purpose, category, bedrooms, period). */
  query: string;
  parameters: AboutParameter[];
  fetched: { oldest: string | null; newest: string | null };
  notes: string[];
}
