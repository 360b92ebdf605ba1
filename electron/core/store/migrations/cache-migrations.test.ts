// One test per migration of the cache database: bring it to version N−1, seed it, migrate, check the rows.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
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

  it('3 gives transactions a row id, a store sequence and their AED/sqft, keys them by place, and keeps them', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, CACHE_MIGRATIONS.slice(0, 2));
    const insert = db.prepare(
      `INSERT INTO transactions (source, transaction_id, purpose, price, area_sqft, rooms, location, category, completion, date, data, fetched_at)
       VALUES ('demo', ?, 'for-sale', 1000000, 800, 1, 'Dubai Marina', 'Apartment', 'completed', ?, ?, 5)`,
    );
    insert.run('TX-2', '2026-03-02', JSON.stringify({ pricePerSqft: 1250 }));
    insert.run('TX-1', '2026-03-01', 'not json');
    expect(migrate(db, CACHE_MIGRATIONS.slice(0, 3))).toBe(3);
    expect(tables(db)).toEqual(expect.arrayContaining(['transaction_places', 'market_coverage', 'cache_meta']));
    const rows = db
      .prepare('SELECT id, transaction_id AS t, price_per_sqft AS ppsf, seq FROM transactions ORDER BY id')
      .all();
    expect(rows).toEqual([
      { id: 1, t: 'TX-1', ppsf: null, seq: 1 },
      { id: 2, t: 'TX-2', ppsf: 1250, seq: 1 },
    ]);
    const generation = () =>
      (db.prepare("SELECT value FROM cache_meta WHERE key = 'transactions-generation'").get() as { value: string })
        .value;
    const before = generation();
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    db.prepare(
      "INSERT INTO transaction_places (source, location_id, category, tx) VALUES ('demo', '5002', '*', 2)",
    ).run();
    expect(() =>
      db
        .prepare("INSERT INTO transaction_places (source, location_id, category, tx) VALUES ('demo', '5002', '*', 9)")
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare("DELETE FROM transactions WHERE transaction_id = 'TX-2'").run();
    // A deletion changes the generation, so the worker's columnar copy is rebuilt; the link went with the row.
    expect(generation()).not.toBe(before);
    expect(db.prepare('SELECT count(*) AS n FROM transaction_places').get()).toEqual({ n: 0 });
  });

  it('a damaged cache file is moved aside and rebuilt at the latest version', () => {
    const file = join(dir.path, 'cache.db');
    writeFileSync(file, 'this is not a database, just garbage bytes '.repeat(200));
    const opened = openCacheDatabase(file);
    expect(opened.warning && formatRef('en', opened.warning)).toMatch(/moved to .*cache\.db\.damaged-\d+ and rebuilt/);
    expect(opened.db.pragma('user_version', { simple: true })).toBe(CACHE_MIGRATIONS.length);
    expect(opened.db.pragma('journal_mode', { simple: true })).toBe('wal');
    opened.db.close();
  });
});

describe('cache migration 4', () => {
  it('keeps every saved answer and gives it room for its normalized form', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, CACHE_MIGRATIONS.slice(0, 3));
    db.prepare(
      "INSERT INTO responses VALUES ('k', 'demo', 'autocomplete', '{}', '{\"success\":true,\"data\":{}}', 1)",
    ).run();
    expect(migrate(db, CACHE_MIGRATIONS.slice(0, 4))).toBe(4);
    expect(db.prepare('SELECT cache_key, normalized, normalizer FROM responses').all()).toEqual([
      { cache_key: 'k', normalized: null, normalizer: null },
    ]);
  });
});
