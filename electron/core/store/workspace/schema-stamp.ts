// Which schema a workspace file has and which version of Aqar Lens wrote it, read without writing anything (a newer
// version's workspace must not even be switched to WAL), and recorded by each version that migrates the schema.
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { busyTimeoutMs } from '../busy-timeout';

export interface SchemaStamp {
  /** The highest migration applied: PRAGMA user_version, or the migration table's, whichever is higher. */
  version: number;
  /** The Aqar Lens version that last migrated the schema, when one recorded it (migration 6 on). */
  writtenBy: string | null;
}

function hasTable(db: Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** Reads a stamp from an open database. */
export function stampOf(db: Database): SchemaStamp {
  let version = db.pragma('user_version', { simple: true }) as number;
  if (hasTable(db, 'schema_migrations')) {
    const row = db.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number | null };
    version = Math.max(version, row.v ?? 0);
  }
  let writtenBy: string | null = null;
  if (hasTable(db, 'workspace_meta')) {
    const row = db.prepare("SELECT value FROM workspace_meta WHERE key = 'schema_written_by'").get() as
      { value: string } | undefined;
    writtenBy = row?.value ?? null;
  }
  return { version, writtenBy };
}

/** Reads a file's stamp on a read-only connection; throws as opening it would (a damaged file). */
export function readSchemaStamp(file: string): SchemaStamp {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
    return stampOf(db);
  } finally {
    db.close();
  }
}

/** Records this version as the writer of the schema it just brought up to date. */
export function recordWriter(db: Database, version: string, now = Date.now()): void {
  const put = db.prepare(
    'INSERT INTO workspace_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  db.transaction(() => {
    put.run('schema_written_by', version);
    put.run('schema_written_at', new Date(now).toISOString());
  })();
}
