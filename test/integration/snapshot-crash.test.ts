// kill -9 in the middle of a snapshot: the workspace passes its integrity check, the earlier snapshot and its
// listing states are untouched, nothing of the killed run was stored, the run is marked interrupted at the next
// start once its heartbeat is over, and the scheduler takes the snapshot again.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotRunView, WatchItem } from '#shared/domain/portfolio';
import { startLiveFixture, TEST_KEY, testMarket, type LiveFixture } from '../support/demo-fixture';

const ROOT = join(import.meta.dirname, '../..');
let fixture: LiveFixture;

beforeAll(async () => {
  fixture = await startLiveFixture({ latencyMs: 40 });
});
afterAll(async () => fixture.close());

function counts(file: string): { snapshots: number; states: number; integrity: unknown } {
  const db = new BetterSqlite3(file);
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      snapshots: (db.prepare('SELECT count(*) AS n FROM snapshots').get() as { n: number }).n,
      states: (db.prepare('SELECT count(*) AS n FROM listing_states').get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

async function killMidway(itemId: number): Promise<number[]> {
  // tsx as a loader in the child itself (not the tsx command, which runs the script in a grandchild that a SIGKILL
  // of its parent would leave running): the process killed is the one taking the snapshot.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(import.meta.dirname, 'fixtures/snapshot-child.ts'),
      fixture.server.url,
      fixture.dataDir,
      TEST_KEY,
      String(itemId),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT },
  );
  const pages: number[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the child never fetched 10 pages')), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/page (\d+)/g)) pages.push(Number(match[1]));
      if (chunk.toString().includes('finished')) reject(new Error('the snapshot finished before it was killed'));
      if (pages.length >= 10) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.once('exit', (code) => code !== null && reject(new Error(`child exited by itself with ${code}`)));
  });
  await new Promise((resolve) => child.once('exit', resolve));
  expect(child.signalCode).toBe('SIGKILL');
  return pages;
}

describe('crash during a snapshot', () => {
  it('keeps the history intact, marks the killed run interrupted, and retries it', async () => {
    const view = testMarket().view();
    const index = [...view.agencyCounts.keys()].sort(
      (a, b) => view.agencyCounts[b]!.total - view.agencyCounts[a]!.total,
    )[2]!;
    const agency = testMarket().agencies[index]!;
    const first = await fixture.core();
    const added = await first.dispatch('watch:add', {
      kind: 'agency',
      externalID: agency.externalID,
      name: agency.name,
    });
    if (!added.ok) throw new Error(added.error.message);
    const item = added.value as WatchItem;
    const earlier = await first.dispatch('snapshot:run', { itemId: item.id, taskId: 'earlier' });
    expect(earlier.ok).toBe(true);
    await first.close();
    const file = join(fixture.dataDir, 'workspace.db');
    const before = counts(file);
    expect(before).toMatchObject({ integrity: 'ok', snapshots: 1 });
    const history = new BetterSqlite3(file, { readonly: true });
    const statesBefore = history.prepare('SELECT * FROM listing_states ORDER BY id').all();
    history.close();

    const pages = await killMidway(item.id);
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(counts(file)).toEqual(before);

    // The killed run's heartbeat has stopped: once its lease's time (a second here) has passed, it is interrupted.
    const lease = { ttlMs: 1_000, heartbeatMs: 200 };
    const lastBeat = (): number => {
      const db = new BetterSqlite3(file, { readonly: true });
      try {
        return (
          db.prepare("SELECT max(renewed_at) AS at FROM snapshot_runs WHERE status = 'running'").get() as { at: number }
        ).at;
      } finally {
        db.close();
      }
    };
    const beat = lastBeat();
    await expect.poll(() => Date.now() - beat, { timeout: 5_000 }).toBeGreaterThan(lease.ttlMs);
    const next = await fixture.core({}, { snapshotLease: lease });
    const runs = (await next.dispatch('snapshot:runs', { itemId: item.id })) as { ok: true; value: SnapshotRunView[] };
    expect(runs.value.map((r) => r.status)).toEqual(['interrupted', 'done']);
    expect(runs.value[0]!.snapshotId).toBeNull();
    expect(next.notices.list().some((n) => n.message.includes('was interrupted'))).toBe(true);
    const reread = new BetterSqlite3(file, { readonly: true });
    expect(reread.prepare('SELECT * FROM listing_states ORDER BY id').all()).toEqual(statesBefore);
    reread.close();

    const report = await next.services.scheduler.tick();
    expect(report.ran).toEqual([expect.objectContaining({ itemId: item.id, status: 'done' })]);
    const after = (await next.dispatch('snapshot:runs', { itemId: item.id })) as { ok: true; value: SnapshotRunView[] };
    expect(after.value.map((r) => r.status)).toEqual(['done', 'interrupted', 'done']);
    expect(counts(file)).toMatchObject({ integrity: 'ok', snapshots: 2 });
  }, 90_000);
});
