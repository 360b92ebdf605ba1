// Migration 2 of the workspace database: copies the request log and quota readings that earlier versions kept in
// cache.db, so that moving them out of the disposable cache keeps every request already counted.
import { existsSync } from 'node:fs';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { MigrationContext } from '../../migrate';

export const name = 'import-request-log-from-cache';

export const sql = '-- code: copies request_log and rate_limits rows from cache.db when it still has them';

interface LoggedRow {
  at: number;
  source: string;
  operation: string;
  outcome: string;
  status: number | null;
  duration_ms: number;
}

export function up(db: Database, context: MigrationContext): void {
  const file = context.cacheFile;
  if (!file || !existsSync(file)) return;
  let cache: Database;
  try {
    cache = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch {
    return; // An unreadable cache holds nothing we could import; the cache itself is rebuilt later.
  }
  try {
    const tables = new Set(
      (cache.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    if (tables.has('request_log')) {
      const insert = db.prepare(
        'INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (@at, @source, @operation, @outcome, @status, @duration_ms)',
      );
      for (const row of cache.prepare('SELECT * FROM request_log ORDER BY id').iterate() as Iterable<LoggedRow>)
        insert.run(row);
    }
    if (tables.has('rate_limits')) {
      const insert = db.prepare(
        'INSERT OR REPLACE INTO rate_limits (source, headers, observed_at) VALUES (@source, @headers, @observed_at)',
      );
      for (const row of cache.prepare('SELECT * FROM rate_limits').all()) insert.run(row);
    }
  } catch {
    // A cache too damaged to read is rebuilt; the counts it held are lost with it, as before.
  } finally {
    cache.close();
  }
}
