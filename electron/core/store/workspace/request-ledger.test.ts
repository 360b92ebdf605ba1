// The request ledger and its journal: a request is counted from the moment it leaves; when the workspace cannot take
// the write it goes to the journal (or memory), is counted once, and is merged into the workspace, once, at the next
// writable open, whoever wrote the journal and however it was torn.
import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../../../../test/support/temp-dir';
import { migrate } from '../migrate';
import { WORKSPACE_MIGRATIONS } from './migrations';
import { JOURNAL_NAME, parseJournal, RequestJournal, RESERVE_NAME } from './request-journal';
import { RequestLedger, type LedgerTarget } from './request-ledger';
import { createRequestLogRepo } from './request-log-repo';

let dir: TempDir;
afterEach(() => dir.remove());

function setUp(): { db: BetterSqlite3.Database; journal: RequestJournal; target: LedgerTarget } {
  dir = makeTempDir('aqar-ledger-');
  const db = new BetterSqlite3(join(dir.path, 'workspace.db'));
  migrate(db, WORKSPACE_MIGRATIONS);
  const journal = new RequestJournal(dir.path);
  return { db, journal, target: { repo: createRequestLogRepo(db), writable: true } };
}

const rows = (db: BetterSqlite3.Database) =>
  db.prepare('SELECT operation, outcome, status FROM request_log ORDER BY id').all();
const start = (operation: string) => ({ at: Date.now(), source: 'demo', operation });

describe('the request ledger', () => {
  it('writes a request as sent the moment it leaves, then completes it with its outcome', () => {
    const { db, journal, target } = setUp();
    const ledger = new RequestLedger(journal, () => target);
    const ref = ledger.begin(start('autocomplete'));
    expect(rows(db)).toEqual([{ operation: 'autocomplete', outcome: 'sent', status: null }]);
    expect(ledger.usage('demo').today).toBe(1);
    ledger.finish(ref, { outcome: 'ok', status: 200, durationMs: 5 });
    expect(rows(db)).toEqual([{ operation: 'autocomplete', outcome: 'ok', status: 200 }]);
    expect(ledger.usage('demo').today).toBe(1);
    expect(ledger.lastOutcome('demo')).toBe('ok');
  });

  it('journals what the workspace cannot take, counts each request once, and merges it at the next open', () => {
    const { db, journal, target } = setUp();
    const told: string[] = [];
    let writable = true;
    const ledger = new RequestLedger(
      journal,
      () => ({ ...target, writable }),
      (place) => told.push(place),
    );
    const early = ledger.begin(start('a'));
    // The workspace fails now (its connection closed stands in for a full disk): the outcome goes to the journal.
    const broken = new BetterSqlite3(':memory:');
    migrate(broken, WORKSPACE_MIGRATIONS);
    const brokenRepo = createRequestLogRepo(broken);
    broken.close();
    const failing = new RequestLedger(
      journal,
      () => ({ repo: brokenRepo, writable: true }),
      (p) => told.push(p),
    );
    failing.record({ ...start('b'), outcome: 'ok', status: 200, durationMs: 1 });
    expect(told).toEqual(['journal']);
    writable = false;
    ledger.finish(early, { outcome: 'ok', status: 200, durationMs: 1 });
    ledger.record({ ...start('c'), outcome: 'upstream', status: 502, durationMs: 1 });
    // 'a' is counted by its row, 'c' by the journal; 'b' by the other ledger's journal.
    expect(ledger.usage('demo').today).toBe(2);
    expect(existsSync(join(dir.path, JOURNAL_NAME))).toBe(true);
    writable = true;
    const next = new RequestLedger(journal, () => target);
    next.attach();
    expect(rows(db)).toEqual([
      { operation: 'a', outcome: 'ok', status: 200 },
      { operation: 'b', outcome: 'ok', status: 200 },
      { operation: 'c', outcome: 'upstream', status: 502 },
    ]);
    expect(next.usage('demo').today).toBe(3);
    expect(readdirSync(dir.path).filter((f) => f.includes('journal.') && !f.endsWith('.reserve'))).toEqual([]);
    expect(existsSync(join(dir.path, RESERVE_NAME))).toBe(true);
  });

  it('merges a journal left mid-merge only once, and skips a torn last line', () => {
    const { db, journal, target } = setUp();
    const ledger = new RequestLedger(journal, () => ({ ...target, writable: false }));
    ledger.record({ ...start('a'), outcome: 'ok', status: 200, durationMs: 1 });
    const file = join(dir.path, JOURNAL_NAME);
    appendFileSync(file, '{"ref":"torn","at":1,"sour');
    // A crash after the merge committed and before the moved journal was removed: merged again, added once.
    new RequestLedger(journal, () => target).attach();
    const moved = join(dir.path, 'request-journal.1-abcd.merging');
    appendFileSync(
      moved,
      JSON.stringify({ ...start('a'), ref: parseFirstRef(db), outcome: 'ok', status: 200, durationMs: 1 }) + '\n',
    );
    new RequestLedger(journal, () => target).attach();
    expect(rows(db)).toEqual([{ operation: 'a', outcome: 'ok', status: 200 }]);
    expect(existsSync(moved)).toBe(false);
  });

  it('counts a read-only workspace’s journal, and leaves it for a writable open', () => {
    const { db, journal, target } = setUp();
    new RequestLedger(journal, () => ({ ...target, writable: false })).record({
      ...start('a'),
      outcome: 'ok',
      status: 200,
      durationMs: 1,
    });
    const readOnly = new RequestLedger(journal, () => ({ ...target, writable: false }));
    readOnly.attach();
    expect(readOnly.usage('demo').thisMonth).toBe(1);
    expect(rows(db)).toEqual([]);
    expect(existsSync(join(dir.path, JOURNAL_NAME))).toBe(true);
  });
});

function parseFirstRef(db: BetterSqlite3.Database): string {
  return (db.prepare('SELECT ref FROM request_log ORDER BY id LIMIT 1').get() as { ref: string }).ref;
}

describe('parseJournal', () => {
  it('reads requests and quota readings, skipping what is not one', () => {
    const text = [
      JSON.stringify({ ref: 'r1', at: 1, source: 's', operation: 'o', outcome: 'ok', status: 200, durationMs: 3 }),
      JSON.stringify({ limits: { source: 's', headers: { 'x-ratelimit-requests-remaining': '9' }, at: 2 } }),
      '{"ref": 5}',
      'not json',
    ].join('\n');
    const parsed = parseJournal(text);
    expect(parsed.requests.map((r) => r.ref)).toEqual(['r1']);
    expect(parsed.limits).toEqual([{ source: 's', headers: { 'x-ratelimit-requests-remaining': '9' }, at: 2 }]);
  });
});

// The rename a merge starts with is what lets another process keep appending: a new journal, not the one moved.
describe('RequestJournal.drain', () => {
  it('moves the journal aside before merging, so an append meanwhile starts a new one', () => {
    dir = makeTempDir('aqar-journal-');
    const journal = new RequestJournal(dir.path);
    journal.append({ ref: 'a', at: 1, source: 's', operation: 'o', outcome: 'ok', status: 200, durationMs: 1 });
    const merged: string[] = [];
    journal.drain((content) => {
      merged.push(...content.requests.map((r) => r.ref));
      journal.append({ ref: 'b', at: 2, source: 's', operation: 'o', outcome: 'ok', status: 200, durationMs: 1 });
    });
    expect(merged).toEqual(['a']);
    expect(journal.read().requests.map((r) => r.ref)).toEqual(['b']);
  });
});
