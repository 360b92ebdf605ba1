// Snapshot leases (and their runs) expire by time: the running snapshot renews them (a heartbeat) and one not renewed
// for the lease's time is over, whatever process ids say. A reused process id (a live process that is not ours) must
// not block snapshots for hours, and a lease another machine sharing the workspace renews must be obeyed although its
// process id means nothing here. What the server received, the snapshot runs say they spent.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import { LEASE_TTL_MS } from '#core/services/snapshot-lease';
import type { SnapshotRunView, WatchItem } from '#shared/domain/portfolio';
import { EXIT } from '../../../electron/cli/exit-codes';
import { startLiveFixture, TEST_KEY, testMarket, type LiveFixture } from '../../support/demo-fixture';
import { aqar } from './support';

let fixture: LiveFixture;
let core: Core;
let item: WatchItem;
const env = () => ({ AQAR_API_KEY: TEST_KEY });
const cli = (...args: string[]) =>
  aqar([...args, '--base-url', fixture.server.url], { dataDir: fixture.dataDir, env: env() });

function workspace<T>(read: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(join(fixture.dataDir, 'workspace.db'));
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function putLease(pid: number, renewedAgoMs: number, machine: string): void {
  const at = Date.now() - renewedAgoMs;
  workspace((db) =>
    db
      .prepare(
        `INSERT OR REPLACE INTO snapshot_leases (item_id, holder, pid, acquired_at, renewed_at, machine)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(item.id, `${machine}:${pid}:cron`, pid, at - 60_000, at, machine),
  );
}

const spent = (): number =>
  workspace(
    (db) => (db.prepare('SELECT coalesce(sum(requests_spent), 0) AS n FROM snapshot_runs').get() as { n: number }).n,
  );

beforeAll(async () => {
  fixture = await startLiveFixture({ latencyMs: 30 });
  core = await fixture.core();
  // An agency of about 200 listings: a snapshot of several pages, long enough for a few heartbeats.
  const view = testMarket().view();
  const index = [...view.agencyCounts.keys()].sort(
    (a, b) => Math.abs(view.agencyCounts[a]!.total - 200) - Math.abs(view.agencyCounts[b]!.total - 200),
  )[0]!;
  const chosen = testMarket().agencies[index]!;
  const added = await core.dispatch('watch:add', { kind: 'agency', externalID: chosen.externalID, name: chosen.name });
  if (!added.ok) throw new Error(added.error.message);
  item = added.value as WatchItem;
  await core.close();
}, 60_000);
afterAll(async () => fixture.close());

describe('snapshot leases that expire by time', () => {
  it('takes over a lease not renewed in time although its process id is alive (a reused pid)', async () => {
    const stranger: ChildProcess = spawn('sleep', ['120']);
    try {
      putLease(stranger.pid!, LEASE_TTL_MS + 5_000, '');
      const before = fixture.server.traffic.requestsThisMonth;
      const taken = await cli('snapshot', '--agency', item.name);
      expect(taken.code, taken.err).toBe(EXIT.ok);
      expect(fixture.server.traffic.requestsThisMonth - before).toBe(spent());
      expect(workspace((db) => db.prepare('SELECT count(*) AS n FROM snapshot_leases').get())).toEqual({ n: 0 });
    } finally {
      stranger.kill('SIGKILL');
    }
  }, 120_000);

  it('obeys a lease another machine renews, though no process here has its id, spending nothing', async () => {
    putLease(4_000_000, 1_000, 'other-laptop');
    const before = fixture.server.traffic.requestsThisMonth;
    const spentBefore = spent();
    const refused = await cli('snapshot', '--agency', item.name);
    expect(refused.code, refused.err).toBe(EXIT.busy);
    expect(refused.err).toMatch(
      /already being taken \(process 4000000 on other-laptop, renewed \d+ s ago, since \d{4}-\d\d-\d\d \d\d:\d\d UAE time\); .*nothing was spent/,
    );
    expect(fixture.server.traffic.requestsThisMonth).toBe(before);
    expect(spent()).toBe(spentBefore);
    workspace((db) => db.prepare('DELETE FROM snapshot_leases').run());
  }, 60_000);

  it('renews the lease and its run while the snapshot runs', async () => {
    core = await createCore({
      dataDir: fixture.dataDir,
      host: 'test',
      version: 'test',
      settings: {
        source: 'live',
        connection: { baseUrl: fixture.server.url, timeoutMs: 5000 },
        // Slow enough that the run lasts seconds however fast the machine: the heartbeats are what is watched.
        limits: { perSecond: 2, concurrency: 1 },
      },
      apiKey: async () => TEST_KEY,
      log: () => {},
      snapshotLease: { ttlMs: 3_000, heartbeatMs: 100 },
    });
    try {
      const renewals: number[] = [];
      const run = core.dispatch('snapshot:run', { itemId: item.id, taskId: 'beat' });
      const watch = setInterval(() => {
        const row = workspace(
          (db) =>
            db.prepare('SELECT renewed_at AS at FROM snapshot_leases WHERE item_id = ?').get(item.id) as
              { at: number } | undefined,
        );
        if (row) renewals.push(row.at);
      }, 150);
      const result = await run;
      clearInterval(watch);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(new Set(renewals).size).toBeGreaterThan(2);
    } finally {
      await core.close();
    }
  }, 120_000);

  it('marks a run interrupted when its heartbeat stopped, even if its process id lives, and not one still renewed', async () => {
    const start = (pid: number, renewedAgoMs: number): number =>
      workspace((db) =>
        Number(
          db
            .prepare(
              `INSERT INTO snapshot_runs (item_id, status, trigger, pid, started_at, renewed_at)
               VALUES (?, 'running', 'schedule', ?, ?, ?)`,
            )
            .run(item.id, pid, Date.now() - renewedAgoMs - 60_000, Date.now() - renewedAgoMs).lastInsertRowid,
        ),
      );
    const silent = start(process.pid, LEASE_TTL_MS + 5_000);
    const elsewhere = start(4_000_000, 1_000);
    core = await fixture.core();
    const runs = await core.dispatch('snapshot:runs', { itemId: item.id });
    if (!runs.ok) throw new Error(runs.error.message);
    const status = (id: number) => (runs.value as SnapshotRunView[]).find((r) => r.id === id)?.status;
    expect(status(silent)).toBe('interrupted');
    expect(status(elsewhere)).toBe('running');
  }, 60_000);
});
