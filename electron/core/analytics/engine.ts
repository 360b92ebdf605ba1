// The analytics engine of the compute worker: its read-only connection, the columnar copy brought up to date before
// every call (one indexed query when nothing changed), and the copy persisted beside the cache a moment after it
// stopped changing, or at once when the core flushes it before closing.
import { join } from 'node:path';
import { openCacheReader, type CacheReader } from '../store/open-cache-reader';
import { saveColumns } from './columns/column-file';
import type { ColumnStore } from './columns/column-store';
import { syncColumns, type SyncOutcome } from './columns/column-sync';

export const COLUMN_FILE = 'analytics-columns.bin';
const PERSIST_AFTER_MS = 1_000;
const PERSIST_AT_LEAST_MS = 30_000;

export interface SyncReport {
  origin: SyncOutcome['origin'];
  rowsRead: number;
  linksRead: number;
  rows: number;
  scopes: number;
  ms: number;
}

export class AnalyticsEngine {
  private reader: CacheReader | null = null;
  private store: ColumnStore | null = null;
  private dirty = false;
  private dirtySince = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly dataDir: string) {}

  get file(): string {
    return join(this.dataDir, COLUMN_FILE);
  }

  private open(): CacheReader {
    this.reader ??= openCacheReader(this.dataDir);
    return this.reader;
  }

  /** The current copy and the reader, after reading whatever the core stored since the last call. */
  current(): { store: ColumnStore; reader: CacheReader; report: SyncReport } {
    const started = performance.now();
    const reader = this.open();
    const outcome = syncColumns(this.store, reader.transactions, this.file);
    this.store = outcome.store;
    if (outcome.origin === 'rebuilt' || outcome.rowsRead > 0 || outcome.linksRead > 0) this.schedulePersist();
    return {
      store: outcome.store,
      reader,
      report: {
        origin: outcome.origin,
        rowsRead: outcome.rowsRead,
        linksRead: outcome.linksRead,
        rows: outcome.store.size,
        scopes: outcome.store.scopes.size,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
    };
  }

  /**
   * Writes the copy once changes have stopped for a second, and at least every half minute while they go on: the
   * app follows the store as a market loads page by page, and 2,000,000 rows are a 50 MB file, not to be written
   * after every page.
   */
  private schedulePersist(): void {
    const now = performance.now();
    if (!this.dirty) this.dirtySince = now;
    this.dirty = true;
    if (this.timer) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(PERSIST_AFTER_MS, this.dirtySince + PERSIST_AT_LEAST_MS - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      try {
        this.flush();
      } catch {
        // A full or read-only disk: the copy is an accelerator, rebuilt from the cache at the next cold start.
        this.dirty = true;
      }
    }, wait);
    this.timer.unref();
  }

  /** Writes the copy if it changed since it was last written; returns the bytes written. */
  flush(): number {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.dirty || !this.store) return 0;
    this.dirty = false;
    return saveColumns(this.store, this.file);
  }

  /** Forgets the in-memory copy and closes the connection (benchmarks measure a cold start with it). */
  reset(): void {
    this.flush();
    this.store = null;
    this.reader?.close();
    this.reader = null;
  }
}
