// The outbox's rules: a change of an item not yet sent replaces the one before it; one already sent is kept as it
// was sent (the server may hold it) and the next waits behind it, one operation per item per batch.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { WORKSPACE_MIGRATIONS } from './migrations';
import { createTeamRepo, type QueuedOp } from './team-repo';

function repo() {
  const db = new BetterSqlite3(':memory:');
  migrate(db, WORKSPACE_MIGRATIONS);
  return { db, team: createTeamRepo(db) };
}

const op = (opId: string, itemId: string, name: string, action: QueuedOp['action'] = 'upsert'): QueuedOp => ({
  opId,
  kind: 'saved-search',
  itemId,
  action,
  body: action === 'upsert' ? { name } : null,
  baseVersion: 0,
  at: 1,
});

describe('the team outbox', () => {
  it('merges changes of an item not yet sent, and keeps a sent one as it was', () => {
    const { team } = repo();
    team.queue(op('a1', 'A', 'first'));
    team.queue(op('a2', 'A', 'second'));
    team.queue(op('b1', 'B', 'other'));
    let batch = team.nextBatch(10);
    expect(batch.map((r) => [r.op_id, r.item_id, JSON.parse(r.body!).name])).toEqual([
      ['a1', 'A', 'second'],
      ['b1', 'B', 'other'],
    ]);
    team.markSent(batch[0]!.id, 5);
    // Sent: a later change queues behind it and is not merged into what the server may already hold.
    team.queue(op('a3', 'A', 'third'));
    team.queue(op('a4', 'A', 'gone', 'delete'));
    batch = team.nextBatch(10);
    expect(batch.map((r) => [r.op_id, JSON.parse(r.body ?? 'null')?.name ?? null, r.attempts])).toEqual([
      ['a1', 'second', 1],
      ['b1', 'other', 0],
    ]);
    team.done('a1');
    team.done('b1');
    batch = team.nextBatch(10);
    expect(batch.map((r) => [r.op_id, r.action, r.body])).toEqual([['a3', 'delete', null]]);
    expect(team.pending()).toEqual({ waiting: 1, failed: 0 });
    team.fail(batch[0]!.id, 'Cannot reach the team server');
    expect(team.pending()).toEqual({ waiting: 1, failed: 1 });
  });

  it('leaving forgets the membership and the outbox and unlinks shared rows, keeping them', () => {
    const { db, team } = repo();
    team.join({
      server_url: 'http://127.0.0.1:9',
      team_id: 't',
      team_name: 'Marina Brokers',
      member_id: 'm',
      member_name: 'Huda',
      role: 'admin',
      device: 'laptop',
      joined_at: 1,
    });
    const id = Number(
      db
        .prepare(
          "INSERT INTO saved_queries (name, operation, params, created_at, updated_at) VALUES ('Marina', 'search-property', '{}', 1, 1)",
        )
        .run().lastInsertRowid,
    );
    team.setLink('saved-search', id, {
      itemId: 'X',
      author: 'Huda',
      updatedBy: null,
      updatedAt: null,
      version: 3,
      edited: true,
    });
    team.queue(op('x1', 'X', 'Marina'));
    expect(team.link('saved-search', 'X')).toEqual({ localId: id, version: 3, edited: true });
    expect(team.sharedCounts()).toEqual({ savedSearches: 1, watches: 0, notes: 0, compareBoards: 0, reports: 0 });
    team.leave();
    expect(team.membership()).toBeNull();
    expect(team.pending()).toEqual({ waiting: 0, failed: 0 });
    expect(team.link('saved-search', 'X')).toBeNull();
    expect(db.prepare('SELECT name FROM saved_queries').all()).toEqual([{ name: 'Marina' }]);
  });
});
