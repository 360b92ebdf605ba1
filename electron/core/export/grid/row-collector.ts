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

export type CollectorJob = Pick<GridJob, 'operation' | 'sort' | 'filters' | 'lang' | 'dataLang' | 'displayUnit'> &
  Partial<Pick<GridJob, 'notes'>>;

export class RowCollector {
  readonly rows: Cell[][] = [];
  duplicates = 0;
  filteredOut = 0;
  private readonly rowId: (item: unknown) => string;
  private readonly seen = new Set<string>();
  private readonly intern: (column: number, value: Cell) => Cell;
  private readonly keep: (row: readonly Cell[]) => boolean;
  /** Columns whose cells the whole set gives, with each row's facts for them (rows kept unfiltered until then). */
  private readonly setColumns: { column: number; cells(facts: readonly unknown[]): Cell[]; facts: unknown[] }[];
  private readonly setFacts: ((item: unknown) => unknown)[];

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
    this.setColumns = [];
    this.setFacts = [];
    grid.columns.forEach(({ def }, column) => {
      if (!def.ofSet) return;
      this.setColumns.push({ column, cells: (f) => def.ofSet!.cells(f), facts: [] });
      this.setFacts.push((item) => def.ofSet!.facts(item));
    });
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
      if (def.ofSet) return null;
      const value = def.fromJob ? def.fromJob(item, this.job) : def.value(item, this.job);
      return this.intern(column, labels && typeof value === 'string' ? labelOf(labels, value) : value);
    });
    // A filter may read a column the whole set gives: such rows wait for it, unfiltered.
    if (this.setColumns.length > 0) {
      this.setColumns.forEach((s, i) => s.facts.push(this.setFacts[i]!(item)));
      this.rows.push(row);
    } else if (this.keep(row)) this.rows.push(row);
    else this.filteredOut++;
  }

  /** Fills the columns the whole set gives, then filters as add() does for the others. */
  private settle(): void {
    if (this.setColumns.length === 0) return;
    for (const s of this.setColumns) {
      const cells = s.cells(s.facts);
      this.rows.forEach((row, i) => (row[s.column] = cells[i] ?? null));
      s.facts.length = 0;
    }
    const kept = this.rows.filter((row) => this.keep(row));
    this.filteredOut += this.rows.length - kept.length;
    this.rows.length = 0;
    for (const row of kept) this.rows.push(row);
  }

  /** The rows in the grid's sort (kept as added when it has none). */
  sorted(): Cell[][] {
    this.settle();
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
