// The team database's migrations: numbered .sql files beside this folder, each applied once in its own
// transaction with the sha-256 of its text stored, so a migration edited after it ran (or a database migrated by
// a newer server) stops the server with a message rather than leaving two versions of the schema about.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MIGRATION_LOCK, type Pool } from './pool';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  sha256: string;
}

/** Where the .sql files are: beside the sources (tsx), or beside the bundle (compiled to out/team-server/). */
export function migrationsDir(): string {
  for (const relative of ['../migrations/', './migrations/']) {
    const dir = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error('The team server cannot find its migrations folder beside its code.');
}

export function readMigrations(dir = migrationsDir()): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return files.map((file, index) => {
    const match = /^(\d{4})-([a-z0-9-]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file ${file} is not named NNNN-name.sql.`);
    const version = Number(match[1]);
    if (version !== index + 1) throw new Error(`Migration ${file} is out of sequence: expected number ${index + 1}.`);
    const sql = readFileSync(`${dir}/${file}`, 'utf8');
    return { version, name: file, sql, sha256: createHash('sha256').update(sql).digest('hex') };
  });
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

interface AppliedRow {
  version: number;
  name: string;
  sha256: string;
}

/**
 * Brings the database up to the newest migration. Several servers starting at once take turns (an advisory lock);
 * returns the versions applied now.
 */
export async function migrate(pool: Pool, migrations = readMigrations()): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS team_migrations (
      version integer PRIMARY KEY, name text NOT NULL, sha256 text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = (
      await client.query<AppliedRow>('SELECT version, name, sha256 FROM team_migrations ORDER BY version')
    ).rows;
    const known = new Map(migrations.map((m) => [m.version, m]));
    for (const row of applied) {
      const migration = known.get(row.version);
      if (!migration) {
        throw new MigrationError(
          `This database was migrated by a newer team server (migration ${row.name} is unknown here): ` +
            'run that version of the server, or restore a backup taken before it.',
        );
      }
      if (migration.sha256 !== row.sha256) {
        throw new MigrationError(
          `Migration ${migration.name} was edited after it was applied to this database ` +
            `(sha-256 ${row.sha256.slice(0, 12)}… when applied, ${migration.sha256.slice(0, 12)}… now). ` +
            'Restore the file as it was and put the change in a new numbered migration.',
        );
      }
    }
    const done = new Set(applied.map((r) => r.version));
    const now: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO team_migrations (version, name, sha256) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          migration.sha256,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`);
      }
      now.push(migration.version);
    }
    return now;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
