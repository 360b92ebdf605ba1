// One test per migration of the workspace database: bring it to version N−1, seed it, migrate, check the rows.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../../../test/support/temp-dir';
import { migrate } from '../../migrate';
import { CACHE_MIGRATIONS } from '../../migrations';
import { WORKSPACE_MIGRATIONS } from './index';

const dir = makeTempDir('aqar-workspace-migrations-');
afterAll(() => dir.remove());

describe('workspace migrations', () => {
  it('1 creates the request log and the quota readings', () => {
    const db = new BetterSqlite3(':memory:');
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 1))).toBe(1);
    db.prepare(
      "INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (1, 'demo', 'autocomplete', 'ok', 200, 4)",
    ).run();
    db.prepare("INSERT INTO rate_limits VALUES ('demo', '{}', 1)").run();
    expect(db.prepare('SELECT count(*) AS n FROM request_log').get()).toEqual({ n: 1 });
  });

  it('2 imports the request log and quota readings an earlier version kept in cache.db', () => {
    const cacheFile = join(dir.path, 'cache-v1.db');
    const cache = new BetterSqlite3(cacheFile);
    migrate(cache, CACHE_MIGRATIONS.slice(0, 1));
    const log = cache.prepare(
      'INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < 120; i++)
      log.run(1_700_000_000_000 + i, 'https://g#h', 'search-property', i % 7 ? 'ok' : 'rate-limited', 200, 80);
    cache
      .prepare('INSERT INTO rate_limits VALUES (\'https://g#h\', \'{"x-ratelimit-requests-remaining":"630"}\', 5)')
      .run();
    cache.close();

    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 1));
    db.prepare(
      "INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (1, 'demo', 'autocomplete', 'ok', 200, 4)",
    ).run();
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 2), { cacheFile })).toBe(2);
    expect(db.prepare("SELECT count(*) AS n FROM request_log WHERE source = 'https://g#h'").get()).toEqual({ n: 120 });
    expect(db.prepare("SELECT count(*) AS n FROM request_log WHERE outcome = 'rate-limited'").get()).toEqual({ n: 18 });
    expect(db.prepare("SELECT headers FROM rate_limits WHERE source = 'https://g#h'").get()).toEqual({
      headers: '{"x-ratelimit-requests-remaining":"630"}',
    });
    expect(db.prepare("SELECT count(*) AS n FROM request_log WHERE source = 'demo'").get()).toEqual({ n: 1 });
  });

  it('2 is a no-op without a cache file, or with a cache that no longer has the tables', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 1));
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 2), { cacheFile: join(dir.path, 'missing.db') })).toBe(2);
    const modern = join(dir.path, 'cache-v2.db');
    const cache = new BetterSqlite3(modern);
    migrate(cache, CACHE_MIGRATIONS);
    cache.close();
    const other = new BetterSqlite3(':memory:');
    migrate(other, WORKSPACE_MIGRATIONS.slice(0, 1));
    expect(migrate(other, WORKSPACE_MIGRATIONS.slice(0, 2), { cacheFile: modern })).toBe(2);
    expect(other.prepare('SELECT count(*) AS n FROM request_log').get()).toEqual({ n: 0 });
  });

  it('3 creates the compare pins, one per source, kind and item, keeping the request log', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 2));
    db.prepare(
      "INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (1, 'demo', 'autocomplete', 'ok', 200, 4)",
    ).run();
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 3))).toBe(3);
    const pin = db.prepare(
      'INSERT INTO compare_pins (source, kind, item_id, position, label, snapshot, pinned_at, snapshot_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    pin.run('demo', 'listing', '101', 0, 'A', '{}', 1, 1);
    pin.run('demo', 'agency', '101', 0, 'B', '{}', 1, 1);
    pin.run('https://g#h', 'listing', '101', 0, 'C', '{}', 1, 1);
    expect(() => pin.run('demo', 'listing', '101', 1, 'again', '{}', 2, 2)).toThrow(/UNIQUE/);
    expect(() => pin.run('demo', 'building', '7', 0, 'x', '{}', 1, 1)).toThrow(/CHECK/);
    expect(() => pin.run('demo', 'listing', '8', 'first', 'x', '{}', 1, 1)).toThrow(/cannot store TEXT/);
    expect(db.prepare('SELECT count(*) AS n FROM compare_pins').get()).toEqual({ n: 3 });
    expect(db.prepare('SELECT count(*) AS n FROM request_log').get()).toEqual({ n: 1 });
  });
});
