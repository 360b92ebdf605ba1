// Reads a grid's rows in the worker, straight from the offline cache (its own read-only connection): every page's
// saved answer, normalized as the gateway would, then made rows by the row collector (each row once, projected
// onto the export's columns, filtered and sorted). Pages never fetched are reported, not invented.
import { normalizerTag } from '../../normalize/version';
import BetterSqlite3 from 'better-sqlite3';
import type { Cell } from '#shared/export/table';
import { normalizeOperation } from '../../normalize/normalize-operation';
import { readStoredResult } from '../../normalize/result-shape';
import { createResponsesRepo } from '../../store/responses-repo';
import type { GridJob, ResolvedGrid } from './grid-job';
import { RowCollector } from './row-collector';

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

export async function readGridRows(job: GridJob, grid: ResolvedGrid, hooks: ReadHooks): Promise<GridRows> {
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
    const collector = new RowCollector(job, grid);
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
      for (const item of itemsOf(result)) collector.add(item);
      if (out.pagesRead % 50 === 0) {
        hooks.onRows(collector.rows.length);
        await hooks.checkpoint();
      }
    }
    out.rows = collector.sorted();
    out.duplicates = collector.duplicates;
    out.filteredOut = collector.filteredOut;
  } finally {
    db.close();
  }
  hooks.onRows(out.rows.length);
  return out;
}
