import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { migrate, MigrationError } from './migrate';
import { CACHE_MIGRATIONS } from './migrations';
import { openCacheDatabase } from './open-cache-db';

const dir = makeTempDir('aqar-migrate-');
afterAll(() => dir.remove());

describe('migrations', () => {
  it('migration 1 creates the cache tables and sets user_version', () => {
    const db = new BetterSqlite3(':memory:');
    expect(migrate(db, CACHE_MIGRATIONS)).toBe(1);
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
    ).map((t) => t.name);
    expect(tables).toEqual([
      'entities',
      'listings',
      'rate_limits',
      'request_log',
      'responses',
      'schema_migrations',
      'transactions',
    ]);
    expect(migrate(db, CACHE_MIGRATIONS)).toBe(1); // idempotent
  });

  it('fails loudly when an applied migration was edited', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, CACHE_MIGRATIONS);
    const edited = [{ ...CACHE_MIGRATIONS[0]!, sql: `${CACHE_MIGRATIONS[0]!.sql}\n-- edited` }];
    expect(() => migrate(db, edited)).toThrow(MigrationError);
  });

  it('rolls back a failing migration as a whole', () => {
    const db = new BetterSqlite3(':memory:');
    const broken = [
      ...CACHE_MIGRATIONS,
      { version: 2, name: 'broken', sql: 'CREATE TABLE x (a INTEGER); THIS IS NOT SQL;' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'x'").get()).toEqual({ n: 0 });
  });

  it('moves a damaged cache file aside and rebuilds it', () => {
    const file = join(dir.path, 'cache.db');
    writeFileSync(file, 'this is not a database, just garbage bytes '.repeat(200));
    const opened = openCacheDatabase(file);
    expect(opened.warning).toMatch(/moved to .*cache\.db\.damaged-\d+ and rebuilt/);
    expect(opened.db.pragma('user_version', { simple: true })).toBe(1);
    expect(opened.db.pragma('journal_mode', { simple: true })).toBe('wal');
    opened.db.close();
  });
});
