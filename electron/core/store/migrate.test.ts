// The migration runner: numbered, hashed, each in its own transaction, SQL or code.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, MigrationError, pendingMigrations, type Migration } from './migrate';

const ONE: Migration = { version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER) STRICT;' };
const TWO: Migration = {
  version: 2,
  name: 'two',
  sql: '-- code: fills a',
  up: (db) => void db.prepare('INSERT INTO a (x) VALUES (42)').run(),
};

describe('the migration runner', () => {
  it('applies migrations in order once, and counts what is pending', () => {
    const db = new BetterSqlite3(':memory:');
    expect(pendingMigrations(db, [ONE, TWO])).toBe(2);
    expect(migrate(db, [ONE])).toBe(1);
    expect(pendingMigrations(db, [ONE, TWO])).toBe(1);
    expect(migrate(db, [ONE, TWO])).toBe(2);
    expect(migrate(db, [ONE, TWO])).toBe(2); // idempotent: code runs once
    expect(db.prepare('SELECT count(*) AS n FROM a').get()).toEqual({ n: 1 });
  });

  it('fails loudly when an applied migration was edited', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, [ONE]);
    expect(() => migrate(db, [{ ...ONE, sql: `${ONE.sql}\n-- edited` }])).toThrow(MigrationError);
  });

  it('refuses gaps in the numbering', () => {
    expect(() => migrate(new BetterSqlite3(':memory:'), [ONE, { ...TWO, version: 3 }])).toThrow(/without gaps/);
  });

  it('rolls back a failing migration as a whole, SQL or code', () => {
    const db = new BetterSqlite3(':memory:');
    const brokenSql = { version: 2, name: 'broken', sql: 'CREATE TABLE x (a INTEGER); THIS IS NOT SQL;' };
    expect(() => migrate(db, [ONE, brokenSql])).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'x'").get()).toEqual({ n: 0 });
    const brokenCode: Migration = {
      version: 2,
      name: 'broken-code',
      sql: 'CREATE TABLE y (a INTEGER);',
      up: () => {
        throw new Error('boom');
      },
    };
    expect(() => migrate(db, [ONE, brokenCode])).toThrow('boom');
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'y'").get()).toEqual({ n: 0 });
  });
});
