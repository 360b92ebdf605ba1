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

  it('4 adds saved searches, the watchlist, snapshots, listing states, place names and the schedule', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 3));
    db.prepare(
      "INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (1, 'demo', 'autocomplete', 'ok', 200, 4)",
    ).run();
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 4))).toBe(4);
    expect(db.prepare('SELECT count(*) AS n FROM request_log').get()).toEqual({ n: 1 });
    expect(db.prepare('SELECT * FROM snapshot_schedule').get()).toEqual({
      id: 1,
      enabled: 1,
      interval_hours: 24,
      monthly_budget: null,
      quota_reserve: 50,
      max_pages: 1000,
      last_tick_at: null,
    });
    const save = db.prepare(
      "INSERT INTO saved_queries (name, operation, params, created_at, updated_at) VALUES (?, 'search-property', '{}', 1, 1)",
    );
    const saved = Number(save.run('Marina 2-bed').lastInsertRowid);
    expect(() => save.run('MARINA 2-BED')).toThrow(/UNIQUE/);
    const watch = db.prepare(
      'INSERT INTO watch_items (kind, external_id, name, saved_query_id, added_at) VALUES (?, ?, ?, ?, 1)',
    );
    expect(() => watch.run('broker', '1', 'x', null)).toThrow(/CHECK/);
    const item = Number(watch.run('saved', String(saved), 'Marina 2-bed', saved).lastInsertRowid);
    watch.run('agency', '100000', 'Lantern Compass', null);
    expect(() => watch.run('agency', '100000', 'again', null)).toThrow(/UNIQUE/);
    db.prepare('DELETE FROM saved_queries WHERE id = ?').run(saved);
    expect(db.prepare('SELECT saved_query_id FROM watch_items WHERE id = ?').get(item)).toEqual({
      saved_query_id: null,
    });
    const run = db.prepare(
      "INSERT INTO snapshot_runs (item_id, status, trigger, pid, started_at) VALUES (?, 'running', 'cli', 1, 1)",
    );
    expect(() => run.run(999)).toThrow(/FOREIGN KEY/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO snapshot_runs (item_id, status, trigger, pid, started_at) VALUES (?, 'paused', 'cli', 1, 1)",
        )
        .run(item),
    ).toThrow(/CHECK/);
    run.run(item);
    const indexes = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'listing_states'").all() as {
        name: string;
      }[]
    ).map((r) => r.name);
    expect(indexes.sort()).toEqual(['listing_states_by_item', 'listing_states_by_listing']);
  });

  it('5 adds one snapshot lease per item, gone with the item', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 4));
    const item = Number(
      db.prepare("INSERT INTO watch_items (kind, external_id, name, added_at) VALUES ('agency', '1', 'A', 1)").run()
        .lastInsertRowid,
    );
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 5))).toBe(5);
    const lease = db.prepare('INSERT INTO snapshot_leases (item_id, holder, pid, acquired_at) VALUES (?, ?, 1, 1)');
    lease.run(item, 'a');
    expect(() => lease.run(item, 'b')).toThrow(/UNIQUE|PRIMARY KEY/);
    expect(() => lease.run(999, 'c')).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM watch_items WHERE id = ?').run(item);
    expect(db.prepare('SELECT count(*) AS n FROM snapshot_leases').get()).toEqual({ n: 0 });
  });

  it('6 gives requests a unique reference (old rows keep none) and adds the meta table', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 5));
    const old = db.prepare(
      "INSERT INTO request_log (at, source, operation, outcome, status, duration_ms) VALUES (1, 'demo', 'x', 'ok', 200, 4)",
    );
    old.run();
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 6))).toBe(6);
    old.run();
    const withRef = db.prepare(
      "INSERT INTO request_log (ref, at, source, operation, outcome, status, duration_ms) VALUES (?, 1, 'demo', 'x', 'ok', 200, 4)",
    );
    withRef.run('r1');
    expect(() => withRef.run('r1')).toThrow(/UNIQUE/);
    expect(db.prepare('SELECT count(*) AS n FROM request_log WHERE ref IS NULL').get()).toEqual({ n: 2 });
    db.prepare("INSERT INTO workspace_meta (key, value) VALUES ('schema_written_by', '0.1.0')").run();
    expect(db.prepare('SELECT value FROM workspace_meta').get()).toEqual({ value: '0.1.0' });
  });

  it('7 gives leases and runs a heartbeat, counting an earlier one as renewed when it started', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 6));
    const item = Number(
      db.prepare("INSERT INTO watch_items (kind, external_id, name, added_at) VALUES ('agency', '1', 'A', 1)").run()
        .lastInsertRowid,
    );
    db.prepare("INSERT INTO snapshot_leases (item_id, holder, pid, acquired_at) VALUES (?, 'a', 7, 1234)").run(item);
    db.prepare(
      "INSERT INTO snapshot_runs (item_id, status, trigger, pid, started_at) VALUES (?, 'running', 'cli', 7, 5678)",
    ).run(item);
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 7))).toBe(7);
    expect(db.prepare('SELECT renewed_at, machine FROM snapshot_leases').get()).toEqual({
      renewed_at: 1234,
      machine: '',
    });
    expect(db.prepare('SELECT renewed_at FROM snapshot_runs').get()).toEqual({ renewed_at: 5678 });
  });

  it('8 gives listing states a title, none for those recorded before', () => {
    const db = new BetterSqlite3(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 7));
    const state = db.prepare(
      `INSERT INTO listing_states (item_id, entity, external_id, state_hash, first_snapshot) VALUES (1, 0, ?, 1, 1)`,
    );
    state.run('old');
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 8))).toBe(8);
    expect(db.prepare('SELECT external_id, title FROM listing_states').all()).toEqual([
      { external_id: 'old', title: null },
    ]);
    db.prepare(
      `INSERT INTO listing_states (item_id, entity, external_id, state_hash, first_snapshot, title)
       VALUES (1, 0, 'new', 1, 2, '{"en":"Marina Gate 1 | 2 Bedroom"}')`,
    ).run();
    expect(db.prepare("SELECT title FROM listing_states WHERE external_id = 'new'").get()).toEqual({
      title: '{"en":"Marina Gate 1 | 2 Bedroom"}',
    });
  });

  it('9 keeps one brand, its images as bytes of a known type, never one without the other', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 8));
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 9))).toBe(9);
    const insert = db.prepare('INSERT INTO brand (id, name, logo_mime, logo, updated_at) VALUES (?, ?, ?, ?, 1)');
    insert.run(1, 'Layla Haddad', 'image/png', Buffer.from([0x89, 0x50]));
    expect(() => insert.run(2, 'A second broker', null, null)).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE brand SET logo_mime = 'image/gif'").run()).toThrow(/CHECK/);
    expect(() => db.prepare('UPDATE brand SET logo = NULL').run()).toThrow(/CHECK/);
    expect(db.prepare('SELECT name, logo_mime, length(logo) AS n FROM brand').get()).toEqual({
      name: 'Layla Haddad',
      logo_mime: 'image/png',
      n: 2,
    });
  });

  it('12 adds the team membership (one row), the outbox and the team fields of saved searches and watches', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 11));
    db.prepare(
      "INSERT INTO saved_queries (name, operation, params, created_at, updated_at) VALUES ('Old', 'search-property', '{}', 1, 1)",
    ).run();
    db.prepare(
      "INSERT INTO watch_items (kind, external_id, name, added_at) VALUES ('agency', '7', 'Old firm', 1)",
    ).run();
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 12))).toBe(12);
    // Rows made before are this laptop's own: not shared, version 0.
    expect(db.prepare('SELECT team_item_id, team_version, team_edited FROM saved_queries').get()).toEqual({
      team_item_id: null,
      team_version: 0,
      team_edited: 0,
    });
    expect(db.prepare('SELECT team_item_id FROM watch_items').get()).toEqual({ team_item_id: null });
    const join = db.prepare(
      `INSERT INTO team_membership (id, server_url, team_id, team_name, member_id, member_name, role, device, joined_at)
       VALUES (?, 'http://127.0.0.1:1', 't', 'Team', 'm', 'Huda', ?, 'laptop', 1)`,
    );
    expect(() => join.run(1, 'owner')).toThrow(/CHECK/);
    join.run(1, 'admin');
    expect(() => join.run(2, 'admin')).toThrow(/CHECK/);
    expect(db.prepare('SELECT cursor FROM team_membership').get()).toEqual({ cursor: '0' });
    const queue = db.prepare(
      `INSERT INTO team_outbox (op_id, kind, item_id, action, base_version, queued_at) VALUES (?, ?, 'i', 'delete', 0, 1)`,
    );
    queue.run('op-1', 'watch');
    expect(() => queue.run('op-1', 'watch')).toThrow(/UNIQUE/);
    expect(() => queue.run('op-2', 'note')).toThrow(/CHECK/);
    const link = db.prepare('UPDATE saved_queries SET team_item_id = ?');
    link.run('item-1');
    db.prepare(
      "INSERT INTO saved_queries (name, operation, params, created_at, updated_at, team_item_id) VALUES ('New', 'search-property', '{}', 1, 1, NULL)",
    ).run();
    expect(() => link.run('item-1')).toThrow(/UNIQUE/);
  });

  it('14 gives watches the snapshot and run last exchanged with the team, none for those before', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 13));
    db.prepare(
      "INSERT INTO watch_items (kind, external_id, name, added_at) VALUES ('agency', '7', 'Old firm', 1)",
    ).run();
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 14))).toBe(14);
    expect(db.prepare('SELECT team_snapshot_id, team_run_seq FROM watch_items').get()).toEqual({
      team_snapshot_id: null,
      team_run_seq: null,
    });
    db.prepare("UPDATE watch_items SET team_snapshot_id = 3, team_run_seq = '12'").run();
    expect(db.prepare('SELECT team_snapshot_id, team_run_seq FROM watch_items').get()).toEqual({
      team_snapshot_id: 3,
      team_run_seq: '12',
    });
  });
  it('15 keeps the outbox rows, takes boards and reports in it, and links report series and boards to team items', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db, WORKSPACE_MIGRATIONS.slice(0, 14));
    db.prepare(
      `INSERT INTO team_outbox (op_id, kind, item_id, action, body, base_version, queued_at, sent_at, attempts)
       VALUES ('op-1', 'note', 'i-1', 'upsert', '{"text":"x"}', 2, 5, 6, 1)`,
    ).run();
    db.prepare("INSERT INTO report_series (name, created_at) VALUES ('Old report', 1)").run();
    expect(migrate(db, WORKSPACE_MIGRATIONS.slice(0, 15))).toBe(15);
    expect(
      db.prepare('SELECT op_id, kind, body, team_wide, base_version, sent_at, attempts FROM team_outbox').get(),
    ).toEqual({
      op_id: 'op-1',
      kind: 'note',
      body: '{"text":"x"}',
      team_wide: null,
      base_version: 2,
      sent_at: 6,
      attempts: 1,
    });
    const queue = db.prepare(
      `INSERT INTO team_outbox (op_id, kind, item_id, action, base_version, queued_at) VALUES (?, ?, 'i', 'delete', 0, 1)`,
    );
    queue.run('op-2', 'compare-board');
    queue.run('op-3', 'report');
    expect(() => queue.run('op-4', 'folder')).toThrow(/CHECK/);
    expect(db.prepare('SELECT team_item_id, team_version FROM report_series').get()).toEqual({
      team_item_id: null,
      team_version: 0,
    });
    const board = db.prepare(
      "INSERT INTO compare_boards (kind, name, pins, created_at, updated_at, team_item_id) VALUES (?, 'B', '[]', 1, 1, ?)",
    );
    board.run('listing', 'item-1');
    expect(() => board.run('listing', 'item-1')).toThrow(/UNIQUE/);
    expect(() => board.run('yacht', null)).toThrow(/CHECK/);
    expect(db.prepare('SELECT team_wide FROM saved_queries').all()).toEqual([]);
  });
});
