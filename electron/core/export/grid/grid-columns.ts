// The columns a grid export can write, per kind of grid: each with the id the renderer's grid uses for it, a header
// (the export's words in every language; the app's grid sends its own), a kind, and how to read it from a
// normalized row. They run in the worker, next to the rows they read.
import type { OperationName } from '#shared/data-service/operations';
import type { Languages } from '#shared/domain/lang';
import type { Cell, ColumnKind } from '#shared/export/table';
import type { GridHeader } from './grid-header';

export type GridKind =
  'listings' | 'projects' | 'transactions' | 'agents' | 'agencies' | 'developers' | 'locations' | 'amenities';

export interface GridColumnDef<T> {
  id: string;
  /** English header, translated in header-words.ts; `{unit}` is the display area unit. */
  header: GridHeader;
  kind: ColumnKind;
  width?: number;
  /** A code (purpose, completion …) the grid shows through labels in the broker's language. */
  coded?: boolean;
  /** The cell: words in the file's language, the record's own texts (titles, places) in the data language. */
  value: (row: T, languages: Languages) => Cell;
  /**
   * A value only the whole set of rows gives (how many other rows advertise a listing's unit): `value` is not read;
   * each row keeps `facts`, and `cells` turns every row's facts into its cells once all rows are in.
   */
  ofSet?: SetColumn<T>;
  /**
   * A value the workspace gives rather than the row (the broker's notes on a listing): read from what the job
   * carries, in place of `value`.
   */
  fromJob?: (row: T, job: JobExtras) => Cell;
}

/** What a grid job carries beyond the rows: the broker's notes on listings, as a file writes them, by listing id. */
export interface JobExtras {
  notes?: Readonly<Record<string, string>> | undefined;
}

export interface SetColumn<T> {
  facts(row: T): unknown;
  cells(facts: readonly unknown[]): Cell[];
}

export interface GridCatalog<T> {
  kind: GridKind;
  /** What one row is, in words ("listing"), for the About sheet. */
  noun: string;
  /** Identifies a row, so that one seen on two pages (the market moved between them) is written once. */
  rowId: (row: T) => string;
  columns: readonly GridColumnDef<T>[];
}

/** Which grid each operation's answer fills. */
export const OPERATION_GRID: Readonly<Record<OperationName, GridKind>> = {
  'search-property': 'listings',
  'agent-properties': 'listings',
  'agency-properties': 'listings',
  'property-details': 'listings',
  'search-new-projects': 'projects',
  transactions: 'transactions',
  'agent-search': 'agents',
  'agent-search-by-name': 'agents',
  'agency-agents': 'agents',
  'agent-details': 'agents',
  'agency-search': 'agencies',
  'agency-search-by-name': 'agencies',
  'agency-details': 'agencies',
  'developer-search-by-name': 'developers',
  autocomplete: 'locations',
  'amenities-search': 'amenities',
};

/** Text or null: empty text is an empty cell. */
export const orNull = (text: string | null | undefined): string | null => (text ? text : null);

/** Names of a location trail (broadest first), most specific first as an address reads. */
export function trail(location: readonly { name: string }[] | null | undefined): string | null {
  if (!location || location.length === 0) return null;
  return location
    .map((p) => p.name)
    .reverse()
    .join(', ');
}

export const placeOf = (location: readonly { name: string }[] | null | undefined): string | null =>
  location?.at(-1)?.name ?? null;

/** Seconds or ISO text from the service, as an ISO instant (the normalizers already give ISO). */
export const instant = (value: string | null | undefined): string | null => value ?? null;
