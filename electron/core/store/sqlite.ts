// Opens a SQLite file the way every store of the app does: WAL, foreign keys, a busy timeout and a quick check.
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { busyTimeoutMs } from './busy-timeout';

export interface OpenOptions {
  readonly?: boolean;
  /**
   * Leave WAL checkpoints to another thread (the worker): a checkpoint copies megabytes and would stall the
   * thread that owns the window on whichever commit crossed the threshold.
   */
  checkpointElsewhere?: boolean;
}

/** Opens and checks a database; throws (and closes it) when the file is not a healthy SQLite database. */
export function openSqlite(file: string, options: OpenOptions = {}): Database {
  const db = new BetterSqlite3(file, options.readonly ? { readonly: true, fileMustExist: true } : {});
  try {
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      if (options.checkpointElsewhere) db.pragma('wal_autocheckpoint = 0');
    }
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`integrity check failed: ${String(check)}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
