// The snapshot schedule: what is due (missed runs caught up, interrupted ones at once, failed ones after a pause),
// never more than the budget allows, and nothing while disabled.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../events';
import { NoticeBoard } from '../notices';
import { listing, takeSnapshot } from '../portfolio/listings.test-support';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { makeTempDir, type TempDir } from '../../../test/support/temp-dir';
import { SnapshotScheduler } from './snapshot-scheduler';
import type { RunRequest, SnapshotService } from './snapshot-service';
import type { UsageService } from './usage-service';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 10, 12);
let dir: TempDir;
let workspace: WorkspaceStore;
let notices: NoticeBoard;
let quota: { remaining: number; limit: number } | null;
let ran: RunRequest[];

function scheduler(): SnapshotScheduler {
  const snapshots = {
    isRunning: () => false,
    spentThisMonth: () => 30,
    estimate: (ids: number[]) => ({
      estimatedRequests: ids.reduce((s, id) => s + (workspace.portfolio.snapshots.last(id)?.pages ?? 1), 0),
    }),
    run: async (request: RunRequest) => {
      ran.push(request);
      return { run: { requestsSpent: 1 } };
    },
  } as unknown as SnapshotService;
  const usage = { quota: () => quota } as unknown as UsageService;
  return new SnapshotScheduler({
    workspace: workspace.workspace,
    snapshots,
    usage,
    notices,
    log: () => {},
    now: () => NOW,
  });
}

function watch(name: string): number {
  return workspace.portfolio.watchItems.upsert({
    kind: 'agency',
    externalID: name,
    name,
    ownerID: null,
    savedQueryId: null,
    at: NOW - 100 * HOUR,
  });
}

function endRun(itemId: number, status: 'failed' | 'interrupted', startedAt: number, errorCode = 'offline'): void {
  const runs = workspace.portfolio.snapshotRuns;
  const id = runs.start(itemId, 'schedule', 1, startedAt);
  if (status === 'interrupted') runs.markInterrupted(id, startedAt);
  else runs.finish(id, { status, at: startedAt, requestsSpent: 1, error: 'it failed', errorCode });
}

beforeEach(async () => {
  dir = makeTempDir('aqar-schedule-');
  workspace = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  notices = new NoticeBoard(new EventBus());
  quota = null;
  ran = [];
});
afterEach(() => {
  workspace.close();
  dir.remove();
});

describe('snapshot scheduler', () => {
  it('runs what is due, most overdue first: interrupted, never taken, missed while closed; not what is fresh', async () => {
    const never = watch('never');
    const missed = watch('missed');
    const fresh = watch('fresh');
    const interrupted = watch('interrupted');
    const failedRecently = watch('failed-recently');
    const failedLongAgo = watch('failed-long-ago');
    await takeSnapshot(workspace, missed, [listing()], NOW - 30 * HOUR);
    await takeSnapshot(workspace, fresh, [listing()], NOW - 2 * HOUR);
    await takeSnapshot(workspace, interrupted, [listing()], NOW - 2 * HOUR);
    endRun(interrupted, 'interrupted', NOW - HOUR);
    await takeSnapshot(workspace, failedRecently, [listing()], NOW - 30 * HOUR);
    endRun(failedRecently, 'failed', NOW - 0.5 * HOUR);
    await takeSnapshot(workspace, failedLongAgo, [listing()], NOW - 30 * HOUR);
    endRun(failedLongAgo, 'failed', NOW - 2 * HOUR);
    // Refused for its cost two hours ago: trying again within the interval would only pay for page 1 again.
    const refused = watch('refused');
    await takeSnapshot(workspace, refused, [listing()], NOW - 30 * HOUR);
    endRun(refused, 'failed', NOW - 2 * HOUR, 'quota-exhausted');
    workspace.portfolio.watchItems.remove(watch('unwatched'), NOW);

    const report = await scheduler().tick();
    expect(ran.map((r) => r.itemId)).toEqual([interrupted, never, missed, failedLongAgo]);
    expect(ran.every((r) => r.trigger === 'schedule' && r.maxRequests === undefined)).toBe(true);
    expect(report.ran).toHaveLength(4);
    expect(ran.map((r) => r.itemId)).not.toContain(fresh);
    expect(ran.map((r) => r.itemId)).not.toContain(refused);
    const view = await scheduler().view();
    expect(view.lastTickAt).toBe(new Date(NOW).toISOString());
    expect(view.nextDueAt).toBe(new Date(NOW).toISOString());
  });

  it('takes a newly watched item first an interval after it was watched, and says when', async () => {
    const justWatched = workspace.portfolio.watchItems.upsert({
      kind: 'developer',
      externalID: 'new',
      name: 'New',
      ownerID: null,
      savedQueryId: null,
      at: NOW - HOUR,
    });
    const schedule = scheduler();
    expect((await schedule.tick()).ran).toEqual([]);
    const [listed] = await schedule.withNextRun(workspace.portfolio.watchItems.list(false));
    expect(listed!.nextScheduledAt).toBe(new Date(NOW + 23 * HOUR).toISOString());
    await schedule.update({ enabled: false });
    expect((await schedule.withNextRun(workspace.portfolio.watchItems.list(false)))[0]!.nextScheduledAt).toBeNull();
    expect(justWatched).toBe(listed!.id);
  });

  it('never spends more than the quota less the reserve, or the monthly budget, and says what it skipped', async () => {
    const small = watch('small');
    const large = watch('large');
    await takeSnapshot(workspace, small, [listing()], NOW - 30 * HOUR);
    await takeSnapshot(
      workspace,
      large,
      Array.from({ length: 2000 }, (_, i) => listing({ externalID: String(i) })),
      NOW - 30 * HOUR,
    );
    quota = { remaining: 100, limit: 750 };
    const schedule = scheduler();
    expect(await schedule.allowance(workspace.portfolio.snapshotSchedule.get())).toBe(50);
    const report = await schedule.tick();
    expect(ran.map((r) => [r.itemId, r.maxRequests])).toEqual([[small, 50]]);
    expect(report.skipped).toEqual([{ itemId: large, reason: 'needs about 80 requests; 50 allowed' }]);
    expect(notices.list().at(-1)!.message).toMatch(
      /1 scheduled snapshot was skipped: the budget allows 50 more requests/,
    );

    quota = null;
    workspace.portfolio.snapshotSchedule.update({ monthlyBudget: 40 });
    expect(await schedule.allowance(workspace.portfolio.snapshotSchedule.get())).toBe(10); // 40 less the 30 spent
  });

  it('does nothing while disabled, and runs again when enabled', async () => {
    watch('a');
    const schedule = scheduler();
    expect(await schedule.update({ enabled: false, intervalHours: 12 })).toMatchObject({
      enabled: false,
      intervalHours: 12,
    });
    expect(await schedule.tick()).toEqual({ ran: [], skipped: [] });
    await schedule.update({ enabled: true });
    expect((await schedule.tick()).ran).toHaveLength(1);
  });
});
