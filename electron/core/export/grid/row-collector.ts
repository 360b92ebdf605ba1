// Turns a grid's normalized records into export rows the one way every export does, whether the records are read
// from the offline cache (grid-rows.ts, in the worker) or are already in hand (the CLI's --csv): each row once (a
// listing seen on two pages is written once), projected onto the export's columns with the grid's labels,
// filtered and, at the end, sorted.
import { labelOf } from '#shared/words/value-labels';
import type { Cell, TableColumn } from '#shared/export/table';
import { catalogOf } from './catalogs';
import { OPERATION_GRID } from './grid-columns';
import type { GridJob, ResolvedGrid } from './grid-job';
import { rowFilter, sortRows } from './row-order';

/** Distinct texts a column may hold before it stops being interned (names and places repeat; titles do not). */
const INTERN_LIMIT = 5_000;

/**
 * Keeps one copy of each repeated text per column: 100,000 listings name a few hundred agencies and places, and
 * JSON.parse gives every occurrence its own string, which the export would otherwise hold until it is written.
 */
function interner(columns: number): (column: number, value: Cell) => Cell {
  const tables = Array.from({ length: columns }, () => new Map<string, string>() as Map<string, string> | null);
  return (column, value) => {
    const table = tables[column];
    if (typeof value !== 'string' || !table) return value;
    const known = table.get(value);
    if (known !== undefined) return known;
    if (table.size >= INTERN_LIMIT) tables[column] = null;
    else table.set(value, value);
    return value;
  };
}

export type CollectorJob = Pick<GridJob, 'operation' | 'sort' | 'filters' | 'lang' | 'displayUnit'>;

export class RowCollector {
  readonly rows: Cell[][] = [];
  duplicates = 0;
  filteredOut = 0;
  private readonly rowId: (item: unknown) => string;
  private readonly seen = new Set<string>();
  private readonly intern: (column: number, value: Cell) => Cell;
  private readonly keep: (row: readonly Cell[]) => boolean;

  constructor(
    private readonly job: CollectorJob,
    private readonly grid: ResolvedGrid,
  ) {
    this.rowId = catalogOf(OPERATION_GRID[job.operation]).rowId;
    this.intern = interner(grid.columns.length);
    this.keep = rowFilter(
      job.filters,
      grid.columns.map((c) => c.column),
      job.displayUnit,
      job.lang,
    );
  }

  /** Takes one normalized record of the grid's operation. */
  add(item: unknown): void {
    const id = this.rowId(item);
    if (this.seen.has(id)) {
      this.duplicates++;
      return;
    }
    this.seen.add(id);
    const row = this.grid.columns.map(({ def, labels }, column) => {
      const value = def.value(item, this.job.lang);
      return this.intern(column, labels && typeof value === 'string' ? labelOf(labels, value) : value);
    });
    if (this.keep(row)) this.rows.push(row);
    else this.filteredOut++;
  }

  /** The rows in the grid's sort (kept as added when it has none). */
  sorted(): Cell[][] {
    sortRows(
      this.rows,
      this.job.sort,
      this.grid.columns.map((c) => c.column),
      this.job.displayUnit,
      this.job.lang,
    );
    return this.rows;
  }
}

/**
 * The written columns and rows of a grid from records already in hand, exactly as a grid export of the same records
 * writes them (the CLI's --csv beside its --xlsx).
 */
export function gridTable(
  job: CollectorJob,
  grid: ResolvedGrid,
  records: Iterable<unknown>,
): { columns: TableColumn[]; rows: Cell[][] } {
  const collector = new RowCollector(job, grid);
  for (const record of records) collector.add(record);
  const rows = collector.sorted();
  // Columns only the sort or filters read are dropped from each row, as the writers never read them.
  const written = grid.written;
  return {
    columns: grid.columns.slice(0, written).map((c) => c.column),
    rows: written === grid.columns.length ? rows : rows.map((r) => r.slice(0, written)),
  };
}
