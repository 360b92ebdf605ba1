// Applies numbered migrations, each in its own transaction, tracking the version in PRAGMA user_version and the
// hash of each applied script so that an edited migration fails loudly instead of silently diverging.
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** What a migration written as code may need beyond its database (e.g. the cache file to import from). */
export interface MigrationContext {
  cacheFile?: string;
}

export interface Migration {
  version: number;
  name: string;
  /** The migration's SQL; for a migration written as code, a fixed text naming what `up` does (it is hashed). */
  sql: string;
  /** Code run after `sql`, inside the same transaction, for steps SQL alone cannot do. */
  up?: (db: Database, context: MigrationContext) => void;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

export function pendingMigrations(db: Database, migrations: readonly Migration[]): number {
  const version = db.pragma('user_version', { simple: true }) as number;
  return migrations.filter((m) => m.version > version).length;
}

export function migrate(db: Database, migrations: readonly Migration[], context: MigrationContext = {}): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, sha256 TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT`);
  const applied = new Map(
    (db.prepare('SELECT version, sha256 FROM schema_migrations').all() as { version: number; sha256: string }[]).map(
      (row) => [row.version, row.sha256],
    ),
  );
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  ordered.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new MigrationError(`migrations must be numbered 1..n without gaps; found ${m.version} at ${i + 1}`);
  });
  for (const m of ordered) {
    const known = applied.get(m.version);
    if (known !== undefined) {
      if (known !== sha256(m.sql)) {
        throw new MigrationError(
          `migration ${m.version} (${m.name}) was edited after it was applied; add a new migration instead`,
        );
      }
      continue;
    }
    db.transaction(() => {
      db.exec(m.sql);
      m.up?.(db, context);
      db.prepare('INSERT INTO schema_migrations (version, name, sha256, applied_at) VALUES (?, ?, ?, ?)').run(
        m.version,
        m.name,
        sha256(m.sql),
        Date.now(),
      );
      db.pragma(`user_version = ${m.version}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}
