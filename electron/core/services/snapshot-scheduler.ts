// Scheduled snapshots while the app runs: every watched item whose last snapshot is older than the interval
// (daily by default; one never taken, an interval after it was watched) is snapshotted, oldest first; a run missed while the app was closed is caught up at start,
// an interrupted one is retried at once, a failed one after an hour. Before each run the free estimate is checked
// against what the budget allows (the gateway's remaining quota less a reserve, and the monthly budget), and the
// run itself is refused after its plan if the exact cost would exceed it.
import { randomUUID } from 'node:crypto';
import { AppFailure, saidOf } from '#shared/errors';
import type { WatchItem } from '#shared/domain/portfolio';
import type { SnapshotScheduleView, SchedulePatch } from '#shared/ipc/contract';
import type { NoticeBoard } from '../notices';
import type { Schedule } from '../store/workspace/snapshot-schedule-repo';
import type { Workspace } from '../store/workspace/workspace';
import type { SnapshotService } from './snapshot-service';
import type { UsageService } from './usage-service';
import { asWritten, ref } from '#shared/messages/message-ref';
import type { Log } from '../log-line';

const HOUR_MS = 3_600_000;
/** A failed run is tried again after this long (or the interval, if shorter), not at every check. */
const RETRY_FAILED_MS = HOUR_MS;
/** Refusals that another try within the hour would only repeat (and pay page 1 for again): wait the interval. */
const WAIT_INTERVAL_AFTER: ReadonlySet<string> = new Set([
  'quota-exhausted',
  'validation',
  'not-found',
  'bad-key',
  'not-subscribed',
]);

export interface SchedulerDeps {
  workspace: Workspace;
  snapshots: SnapshotService;
  usage: UsageService;
  notices: NoticeBoard;
  log: Log;
  now?: () => number;
  /** Delay of the first check after start (catch-up), and the period of the checks after it. */
  startDelayMs?: number;
  checkEveryMs?: number;
}

export interface TickReport {
  ran: { itemId: number; status: 'done' | 'failed'; requests: number; error?: string }[];
  /** Skipped for the budget: the broker is told. */
  skipped: { itemId: number; reason: string }[];
  /** Being taken by another process right now (an `aqar snapshot` cron job): due again at the next check. */
  busy?: { itemId: number; reason: string }[];
}

export class SnapshotScheduler {
  private timers: NodeJS.Timeout[] = [];
  private ticking: Promise<TickReport> | null = null;
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  start(): void {
    this.stopped = false;
    const first = setTimeout(() => void this.tick(), this.deps.startDelayMs ?? 30_000);
    const every = setInterval(() => void this.tick(), this.deps.checkEveryMs ?? 10 * 60_000);
    first.unref();
    every.unref();
    this.timers = [first, every];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.ticking;
  }

  /** When the item is next due; null when it never is (unwatched). Interrupted runs are due at once. */
  dueAt(item: WatchItem, schedule: Schedule): number | null {
    if (item.removedAt) return null;
    const interval = schedule.intervalHours * HOUR_MS;
    // A snapshot is timed by the data service's clock; one ahead of ours counts as taken now.
    const lastSnapshot = item.lastSnapshot ? Math.min(Date.parse(item.lastSnapshot.takenAt), this.now()) : null;
    // An item never taken is first due one interval after it was watched: a click on "Watch" spends nothing by
    // itself, and the broker sees the cost ("Snapshot now" estimates it first) and when the schedule will take it.
    const byInterval = (lastSnapshot ?? Date.parse(item.addedAt)) + interval;
    const run = item.lastRun;
    if (!run || run.status === 'done' || run.status === 'running') return byInterval;
    if (run.status === 'interrupted') return 0;
    const started = Date.parse(run.startedAt);
    const transient = run.status === 'failed' && !WAIT_INTERVAL_AFTER.has(run.errorCode ?? '');
    const backoff = transient ? Math.min(RETRY_FAILED_MS, interval) : interval;
    return Math.max(byInterval, started + backoff);
  }

  /** When the schedule next takes each item (never before now); null while it is off or the item unwatched. */
  async withNextRun<T extends WatchItem>(items: readonly T[]): Promise<(T & { nextScheduledAt: string | null })[]> {
    const schedule = await this.deps.workspace.snapshotSchedule.get();
    return items.map((item) => {
      const at = schedule.enabled ? this.dueAt(item, schedule) : null;
      return { ...item, nextScheduledAt: at === null ? null : new Date(Math.max(at, this.now())).toISOString() };
    });
  }

  /** Requests scheduled snapshots may still spend: null when neither a quota nor a budget limits them. */
  async allowance(schedule: Schedule): Promise<number | null> {
    const quota = this.deps.usage.quota();
    const limits: number[] = [];
    if (quota) limits.push(quota.remaining - schedule.quotaReserve);
    if (schedule.monthlyBudget !== null) {
      limits.push(schedule.monthlyBudget - (await this.deps.snapshots.spentThisMonth()));
    }
    return limits.length === 0 ? null : Math.max(0, Math.min(...limits));
  }

  async view(): Promise<SnapshotScheduleView> {
    const schedule = await this.deps.workspace.snapshotSchedule.get();
    const due = (await this.deps.workspace.watchItems.list(false))
      .map((item) => this.dueAt(item, schedule))
      .filter((at): at is number => at !== null);
    const next = due.length === 0 ? null : Math.max(Math.min(...due), this.now());
    return {
      enabled: schedule.enabled,
      intervalHours: schedule.intervalHours,
      monthlyBudget: schedule.monthlyBudget,
      quotaReserve: schedule.quotaReserve,
      maxPagesPerSnapshot: schedule.maxPagesPerSnapshot,
      lastTickAt: schedule.lastTickAt === null ? null : new Date(schedule.lastTickAt).toISOString(),
      nextDueAt: next === null ? null : new Date(next).toISOString(),
      spentThisMonth: await this.deps.snapshots.spentThisMonth(),
    };
  }

  async update(patch: SchedulePatch): Promise<SnapshotScheduleView> {
    this.deps.workspace.assertWritable();
    await this.deps.workspace.snapshotSchedule.update(patch);
    return this.view();
  }

  /** One check: runs every due item in turn (never two at once, never over the allowance). */
  tick(): Promise<TickReport> {
    this.ticking ??= this.runDue().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async runDue(): Promise<TickReport> {
    const report: TickReport = { ran: [], skipped: [] };
    const { workspace } = this.deps;
    if (workspace.mode !== 'normal') return report;
    const schedule = await workspace.snapshotSchedule.get();
    if (!schedule.enabled) return report;
    await workspace.snapshotSchedule.ticked(this.now());
    const due = (await workspace.watchItems.list(false))
      .map((item) => ({ item, at: this.dueAt(item, schedule) }))
      .filter((d): d is { item: WatchItem; at: number } => d.at !== null && d.at <= this.now())
      .sort((a, b) => a.at - b.at);
    for (const { item } of due) {
      if (this.stopped) break;
      if (this.deps.snapshots.isRunning(item.id)) continue;
      const allowed = await this.allowance(schedule);
      const estimate = (await this.deps.snapshots.estimate([item.id])).estimatedRequests;
      if (allowed !== null && estimate > allowed) {
        report.skipped.push({ itemId: item.id, reason: `needs about ${estimate} requests; ${allowed} allowed` });
        continue;
      }
      // A shared watch's run takes the team lease itself (SnapshotService): a colleague holding it is reported busy.
      await this.runOne(item, allowed, report);
    }
    await this.noticeSkipped(report, schedule);
    return report;
  }

  private async runOne(item: WatchItem, allowed: number | null, report: TickReport): Promise<void> {
    try {
      const result = await this.deps.snapshots.run({
        itemId: item.id,
        taskId: `schedule-${randomUUID()}`,
        trigger: 'schedule',
        ...(allowed === null ? {} : { maxRequests: allowed }),
      });
      report.ran.push({ itemId: item.id, status: 'done', requests: result.run.requestsSpent });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof AppFailure && error.appError.code === 'cancelled') return;
      // Another process (a cron job's `aqar snapshot`) is taking it right now: nothing failed, it is due again later.
      if (error instanceof AppFailure && error.appError.code === 'busy') {
        (report.busy ??= []).push({ itemId: item.id, reason: message });
        return;
      }
      report.ran.push({ itemId: item.id, status: 'failed', requests: 0, error: message });
      if (!(error instanceof AppFailure))
        this.deps.log(ref('log.snapshot.scheduledFailed', { name: item.name }), error);
      this.deps.notices.raise({
        key: `snapshot-failed-${item.id}`,
        level: 'warning',
        said: ref('notice.snapshot.scheduledFailed', {
          name: item.name,
          reason: error instanceof AppFailure ? saidOf(error.appError) : asWritten(message),
        }),
      });
    }
  }

  private async noticeSkipped(report: TickReport, schedule: Schedule): Promise<void> {
    if (report.skipped.length === 0) return;
    const allowed = (await this.allowance(schedule)) ?? 0;
    this.deps.notices.raise({
      key: 'snapshot-budget',
      level: 'warning',
      said:
        schedule.monthlyBudget === null
          ? ref('notice.snapshot.skipped', { skipped: report.skipped.length, allowed, reserve: schedule.quotaReserve })
          : ref('notice.snapshot.skippedBudget', {
              skipped: report.skipped.length,
              allowed,
              reserve: schedule.quotaReserve,
              budget: schedule.monthlyBudget,
            }),
    });
  }
}
