// Reads a grid's rows in the worker, straight from the offline cache (its own read-only connection): every page's
// saved answer, normalized as the gateway would, each row once (a listing seen on two pages is written once),
// projected onto the export's columns, filtered and sorted. Pages never fetched are reported, not invented.
import { normalizerTag } from '../../normalize/version';
import BetterSqlite3 from 'better-sqlite3';
import type { Cell } from '#shared/export/table';
import { normalizeOperation } from '../../normalize/normalize-operation';
import { readStoredResult } from '../../normalize/result-shape';
import { createResponsesRepo } from '../../store/responses-repo';
import { catalogOf } from './catalogs';
import { OPERATION_GRID } from './grid-columns';
import type { GridJob, ResolvedGrid } from './grid-job';
import { rowFilter, sortRows } from './row-order';

export interface GridRows {
  rows: Cell[][];
  pagesRead: number;
  missingPages: number[];
  /** Saved answers that could not be read (damaged): their pages count as missing. */
  unreadablePages: number[];
  duplicates: number;
  filteredOut: number;
  oldestFetchedAt: number | null;
  newestFetchedAt: number | null;
}

export interface ReadHooks {
  checkpoint(): Promise<void>;
  onRows(read: number): void;
}

function itemsOf(result: unknown): unknown[] {
  const items = (result as { items?: unknown }).items;
  return Array.isArray(items) ? items : [result];
}

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

export async function readGridRows(job: GridJob, grid: ResolvedGrid, hooks: ReadHooks): Promise<GridRows> {
  const catalog = catalogOf(OPERATION_GRID[job.operation]);
  const db = new BetterSqlite3(job.cacheFile, { readonly: true, fileMustExist: true });
  const out: GridRows = {
    rows: [],
    pagesRead: 0,
    missingPages: [],
    unreadablePages: [],
    duplicates: 0,
    filteredOut: 0,
    oldestFetchedAt: null,
    newestFetchedAt: null,
  };
  try {
    db.pragma('busy_timeout = 5000');
    const responses = createResponsesRepo(db);
    const seen = new Set<string>();
    const intern = interner(grid.columns.length);
    const keep = rowFilter(
      job.filters,
      grid.columns.map((c) => c.column),
      job.displayUnit,
      job.lang,
    );
    for (const { page, key } of job.pages) {
      const saved = responses.get(key);
      if (!saved) {
        out.missingPages.push(page);
        continue;
      }
      let result: unknown = null;
      try {
        // The normalized form saved beside the body serves when it was made by these normalizers and unit and
        // still has the operation's shape; otherwise the body is normalized again.
        result =
          (saved.normalizer === normalizerTag(job.sourceAreaUnit)
            ? readStoredResult(job.operation, saved.normalized)
            : null) ??
          normalizeOperation(job.operation, (JSON.parse(saved.body) as { data?: unknown }).data, {
            areaUnit: job.sourceAreaUnit,
          });
      } catch {
        result = null;
      }
      if (result === null) {
        out.unreadablePages.push(page);
        continue;
      }
      out.pagesRead++;
      out.oldestFetchedAt = Math.min(out.oldestFetchedAt ?? saved.fetchedAt, saved.fetchedAt);
      out.newestFetchedAt = Math.max(out.newestFetchedAt ?? saved.fetchedAt, saved.fetchedAt);
      for (const item of itemsOf(result)) {
        const id = catalog.rowId(item);
        if (seen.has(id)) {
          out.duplicates++;
          continue;
        }
        seen.add(id);
        const row = grid.columns.map(({ def, labels }, column) => {
          const value = def.value(item, job.lang);
          return intern(column, labels && typeof value === 'string' ? (labels[value] ?? value) : value);
        });
        if (keep(row)) out.rows.push(row);
        else out.filteredOut++;
      }
      if (out.pagesRead % 50 === 0) {
        hooks.onRows(out.rows.length);
        await hooks.checkpoint();
      }
    }
  } finally {
    db.close();
  }
  sortRows(
    out.rows,
    job.sort,
    grid.columns.map((c) => c.column),
    job.displayUnit,
    job.lang,
  );
  hooks.onRows(out.rows.length);
  return out;
}
