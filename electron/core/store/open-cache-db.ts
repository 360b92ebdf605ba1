// Opens the cache database (WAL, migrated). The cache is disposable: a corrupt or unreadable file is moved aside
// and rebuilt, and the caller is told so.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from 'better-sqlite3';
import { migrate } from './migrate';
import { CACHE_MIGRATIONS } from './migrations';
import { openSqlite } from './sqlite';

export interface OpenedDatabase {
  db: Database;
  /** Set when a damaged cache was moved aside. */
  warning: string | null;
}

function open(file: string): Database {
  const db = openSqlite(file, { checkpointElsewhere: true });
  try {
    migrate(db, CACHE_MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function openCacheDatabase(file: string): OpenedDatabase {
  mkdirSync(dirname(file), { recursive: true });
  try {
    return { db: open(file), warning: null };
  } catch (error) {
    if (!existsSync(file)) throw error;
    const aside = `${file}.damaged-${Date.now()}`;
    renameSync(file, aside);
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      db: open(file),
      warning: `The offline cache was unreadable (${reason}); it was moved to ${aside} and rebuilt.`,
    };
  }
}
