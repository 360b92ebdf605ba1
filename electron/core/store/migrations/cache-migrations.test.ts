// One test per migration of the cache database: bring it to version N−1, seed it, migrate, check the rows.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../../test/support/temp-dir';
import { migrate } from '../migrate';
import { openCacheDatabase } from '../open-cache-db';
import { CACHE_MIGRATIONS } from './index';

const dir = makeTempDir('aqar-cache-migrations-');
afterAll(() => dir.remove());

const tables = (db: BetterSqlite3.Database): string[] =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (t) => t.name,
  );

describe('cache migrations', () => {
  it('1 creates the cache tables', () => {
    const db = new BetterSqlite3(':memory:');
    expect(migrate(db, CACHE_MIGRATIONS.slice(0, 1))).toBe(1);
    expect(tables(db)).toEqual([
      'entities',
      'listings',
      'rate_limits',
      'request_log',
      'responses',
      'schema_migrations',
      'transactions',
    ]);
  });

  it('2 drops the request log and quota readings (the workspace holds them now) and keeps the cached answers', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, CACHE_MIGRATIONS.slice(0, 1));
    db.prepare(
      "INSERT INTO responses VALUES ('k', 'demo', 'autocomplete', '{}', '{\"success\":true,\"data\":{}}', 1)",
    ).run();
    db.prepare(
      "INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (1, 'demo', 'x', 'ok', 200, 3)",
    ).run();
    expect(migrate(db, CACHE_MIGRATIONS.slice(0, 2))).toBe(2);
    expect(tables(db)).not.toContain('request_log');
    expect(tables(db)).not.toContain('rate_limits');
    expect(db.prepare('SELECT count(*) AS n FROM responses').get()).toEqual({ n: 1 });
  });

  it('a damaged cache file is moved aside and rebuilt at the latest version', () => {
    const file = join(dir.path, 'cache.db');
    writeFileSync(file, 'this is not a database, just garbage bytes '.repeat(200));
    const opened = openCacheDatabase(file);
    expect(opened.warning).toMatch(/moved to .*cache\.db\.damaged-\d+ and rebuilt/);
    expect(opened.db.pragma('user_version', { simple: true })).toBe(CACHE_MIGRATIONS.length);
    expect(opened.db.pragma('journal_mode', { simple: true })).toBe('wal');
    opened.db.close();
  });
});
