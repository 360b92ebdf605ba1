// Snapshots of watch items: the cost estimated before anything is spent (the last snapshot, else the listing count
// the data service already gave), the exact plan from page 1 of each list checked against the month's remaining
// quota and any budget, every page fetched, and the result written in one transaction. A run is recorded before its
// first request and renewed, with the item's lease, by a heartbeat while it runs, so a process that dies mid-run
// leaves a `running` row whose heartbeat stops, which a later start marks interrupted (and the scheduler retries).
import { setMaxListeners } from 'node:events';
import { AppFailure } from '#shared/errors';
import type { RunTrigger, SnapshotRunView, WatchItem } from '#shared/domain/portfolio';
import type { SnapshotEstimate, SnapshotPlan, SnapshotRunResult } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import type { EventBus } from '../events';
import type { NoticeBoard } from '../notices';
import { uaeTimeText } from '../export/cell-values';
import { SnapshotBuilder } from '../portfolio/build-states';
import {
  estimateItem,
  knownCountOf,
  weakestBasis,
  type ItemEstimate,
  type KnownCount,
} from '../portfolio/snapshot-estimate';
import { fetchRest, planLists } from '../portfolio/snapshot-fetch';
import { checkPlan, makePlan, refuseEstimate } from '../portfolio/snapshot-plan';
import { listCount, snapshotLists } from '../portfolio/snapshot-targets';
import { writeSnapshot } from '../portfolio/snapshot-writer';
import { startOfMonth } from '../store/workspace/request-log-repo';
import type { Workspace } from '../store/workspace/workspace';
import { DEFAULT_LEASE_TIMING, isLive, machineName, startHeartbeat, type LeaseTiming } from './snapshot-lease';
import type { UsageService } from './usage-service';
import { ref, type MessageRef } from '#shared/messages/message-ref';

export interface SnapshotDeps {
  workspace: Workspace;
  runtime: DataRuntime;
  usage: UsageService;
  events: EventBus;
  notices: NoticeBoard;
  now?: () => number;
  /** How long a lease lasts without a heartbeat, and how often it beats (tests shorten both). */
  lease?: LeaseTiming;
  /** What a failed local write stands for (a full disk, a locked workspace), when it can tell. */
  asStorage?: (error: unknown) => AppFailure | null;
  /**
   * The team lease for a watch shared with a team (the team service's): held for the whole run, renewed while it
   * lasts and released when it ends; it refuses as busy while a colleague takes the team's snapshot.
   */
  teamLease?: (item: WatchItem) => Promise<{ release(): Promise<void> } | null>;
}

export interface RunRequest {
  itemId: number;
  taskId: string;
  trigger: RunTrigger;
  /** The most the whole snapshot may cost (a budget); refused after the plan when it would cost more. */
  maxRequests?: number;
  /** Refuse (as busy) an item another run snapshotted since this time: a run of several items started then. */
  skipIfTakenSince?: number;
}

function agoText(ms: number): MessageRef {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return seconds < 120
    ? ref('error.snapshot.agoSeconds', { seconds })
    : ref('error.snapshot.agoMinutes', { minutes: Math.round(seconds / 60) });
}

export class SnapshotService {
  private readonly tasks = new Map<string, { abort: AbortController; itemId: number; done: Promise<unknown> }>();

  constructor(private readonly deps: SnapshotDeps) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  private get timing(): LeaseTiming {
    return this.deps.lease ?? DEFAULT_LEASE_TIMING;
  }

  /**
   * Marks runs whose heartbeat stopped as interrupted (at start-up); returns them. Process ids are not asked: one
   * may be reused by another program, or belong to another machine sharing the workspace.
   */
  async recoverInterrupted(): Promise<SnapshotRunView[]> {
    const { mode } = this.deps.workspace;
    if (mode === 'backup-read-only' || mode === 'read-only') return [];
    const now = this.now();
    const marked: SnapshotRunView[] = [];
    for (const run of await this.deps.workspace.snapshotRuns.running()) {
      if (isLive(run.renewedAt, now, this.timing)) continue;
      if (await this.deps.workspace.snapshotRuns.markInterrupted(run.id, now)) {
        marked.push((await this.deps.workspace.snapshotRuns.get(run.id))!);
      }
    }
    for (const run of marked) {
      const item = await this.deps.workspace.watchItems.get(run.itemId);
      this.deps.notices.raise({
        key: `snapshot-interrupted-${run.itemId}`,
        level: 'warning',
        said: ref('notice.snapshot.interrupted', {
          name: item?.name ?? ref('error.snapshot.itemNumber', { id: String(run.itemId) }),
          started: run.startedAt,
        }),
      });
    }
    return marked;
  }

  async estimate(itemIds?: readonly number[]): Promise<SnapshotEstimate> {
    const items: WatchItem[] = [];
    if (itemIds) for (const id of itemIds) items.push(await this.item(id));
    else items.push(...(await this.deps.workspace.watchItems.list(false)));
    const rows = [];
    for (const item of items) {
      rows.push({
        itemId: item.id,
        kind: item.kind,
        name: item.name,
        lists: listCount(item),
        ...(await this.estimateOf(item)),
      });
    }
    const estimatedRequests = rows.reduce((sum, r) => sum + r.estimatedRequests, 0);
    const quota = this.deps.usage.quota();
    return {
      items: rows,
      estimatedRequests,
      basis: weakestBasis(rows.map((r) => r.basis)),
      estimatedSeconds: this.deps.usage.estimateSeconds(estimatedRequests),
      quotaRemaining: quota?.remaining ?? null,
      quotaLimit: quota?.limit ?? null,
      spentThisMonth: await this.spentThisMonth(),
    };
  }

  /** One item's estimate: its last snapshot, else what the data service already said of its size (no request). */
  private async estimateOf(item: WatchItem): Promise<ItemEstimate> {
    const last = await this.deps.workspace.snapshots.last(item.id);
    const saved = item.savedQueryId === null ? null : await this.deps.workspace.savedQueries.get(item.savedQueryId);
    return estimateItem(item, last ? last.pages : null, last ? null : this.knownCount(item), saved);
  }

  /** The firm's listing count as the offline cache last stored it (from its picker, list or details answer). */
  private knownCount(item: WatchItem): KnownCount | null {
    if (item.kind === 'saved') return null;
    const { runtime } = this.deps;
    const entry = runtime.store.entities.entry(runtime.source().id, item.kind, item.externalID);
    return entry ? knownCountOf(entry.data, entry.fetchedAt) : null;
  }

  spentThisMonth(): Promise<number> {
    return this.deps.workspace.snapshotRuns.spentSince(startOfMonth(new Date(this.now())));
  }

  runs(itemId: number | null, limit = 50): Promise<SnapshotRunView[]> {
    return this.deps.workspace.snapshotRuns.recent(itemId, limit);
  }

  cancel(taskId: string): boolean {
    const task = this.tasks.get(taskId);
    task?.abort.abort();
    return task !== undefined;
  }

  isRunning(itemId: number): boolean {
    return [...this.tasks.values()].some((t) => t.itemId === itemId);
  }

  private async item(itemId: number): Promise<WatchItem> {
    const item = await this.deps.workspace.watchItems.get(itemId);
    if (!item)
      throw new AppFailure('not-found', ref('error.watch.noItem', { id: String(itemId) }), { field: 'itemId' });
    return item;
  }

  async run(request: RunRequest): Promise<SnapshotRunResult> {
    this.deps.workspace.assertWritable();
    const item = await this.item(request.itemId);
    if (item.removedAt) {
      throw new AppFailure('validation', ref('error.watch.snapshotUnwatched', { name: item.name }), {
        field: 'itemId',
      });
    }
    if (this.isRunning(item.id)) {
      throw new AppFailure('validation', ref('error.snapshot.running', { name: item.name }), { field: 'itemId' });
    }
    if (this.tasks.has(request.taskId)) {
      throw new AppFailure('validation', ref('error.task.running', { taskId: request.taskId }), { field: 'taskId' });
    }
    const saved = item.savedQueryId === null ? null : await this.deps.workspace.savedQueries.get(item.savedQueryId);
    const lists = snapshotLists(item, saved);
    const holder = await this.lease(item, request);
    let team: { release(): Promise<void> } | null = null;
    try {
      await this.refuseTakenSince(item, request.skipIfTakenSince);
      await this.refuseBeforeSpending(item, request.maxRequests);
      // Taken after the local checks (nothing asked of the server for a run refused here anyway).
      if (item.team) team = (await this.deps.teamLease?.(item)) ?? null;
      const abort = new AbortController();
      // Every page in flight listens to this one signal; hundreds of them are expected, not a leak.
      setMaxListeners(0, abort.signal);
      const done = this.execute(item, lists, request, abort, holder);
      this.tasks.set(request.taskId, { abort, itemId: item.id, done: done.catch(() => {}) });
      try {
        return await done;
      } finally {
        this.tasks.delete(request.taskId);
      }
    } finally {
      await team?.release();
      try {
        await this.deps.workspace.snapshotLeases.release(item.id, holder);
      } catch {
        // A workspace that cannot be written now (a full disk): the lease expires by itself, its heartbeat stopped.
      }
    }
  }

  /**
   * Takes the item's lease in the workspace, or refuses (nothing spent) while another run renews it: another process
   * (a cron job's `aqar snapshot`, the app's schedule) or another machine sharing this workspace. A lease not
   * renewed within its time is taken over, whatever its process id.
   */
  private async lease(item: WatchItem, request: RunRequest): Promise<string> {
    const machine = machineName();
    const holder = `${machine}:${process.pid}:${request.taskId}`;
    const now = this.now();
    const other = await this.deps.workspace.snapshotLeases.acquire(
      { itemId: item.id, holder, pid: process.pid, machine, at: now },
      (lease) => isLive(lease.renewedAt, now, this.timing),
    );
    if (!other) return holder;
    const held = {
      name: item.name,
      pid: String(other.pid),
      ago: agoText(now - other.renewedAt),
      since: uaeTimeText(new Date(other.acquiredAt).toISOString()),
    };
    throw new AppFailure(
      'busy',
      other.machine && other.machine !== machine
        ? ref('error.snapshot.leasedElsewhere', { ...held, machine: other.machine })
        : ref('error.snapshot.leased', held),
      { field: 'itemId' },
    );
  }

  /** Renews the lease and the run while the snapshot runs; stops the run if another took the lease over. */
  private heartbeat(item: WatchItem, holder: string, runId: number, abort: AbortController): () => void {
    return startHeartbeat(
      this.timing,
      // The lease and its run are renewed together: a run alive with a lease gone (or the reverse) is no state.
      () =>
        this.deps.workspace.unitOfWork(async (tx) => {
          const at = this.now();
          const held = await tx.snapshotLeases.renew(item.id, holder, at);
          if (held) await tx.snapshotRuns.renew(runId, at);
          return held;
        }),
      () => abort.abort(new AppFailure('busy', ref('error.snapshot.leaseLost', { name: item.name }))),
    );
  }

  /** An item of a multi-item run that another run snapshotted after this run started is not paid for again. */
  private async refuseTakenSince(item: WatchItem, since: number | undefined): Promise<void> {
    if (since === undefined) return;
    const last = (await this.deps.workspace.snapshotRuns.recent(item.id, 5)).find((r) => r.status === 'done');
    if (!last?.finishedAt || Date.parse(last.finishedAt) < since) return;
    throw new AppFailure('busy', ref('error.snapshot.takenMeanwhile', { name: item.name, at: last.finishedAt }), {
      field: 'skipIfTakenSince',
    });
  }

  /** The free check: the estimate (as `estimate` gives it) against the quota and budget, before page 1 is paid for. */
  private async refuseBeforeSpending(item: WatchItem, maxRequests: number | undefined): Promise<void> {
    const estimate = (await this.estimateOf(item)).estimatedRequests;
    refuseEstimate(item.name, estimate, this.deps.usage.quota()?.remaining ?? null, maxRequests);
  }

  private async execute(
    item: WatchItem,
    lists: ReturnType<typeof snapshotLists>,
    request: RunRequest,
    abort: AbortController,
    holder: string,
  ): Promise<SnapshotRunResult> {
    const { events, runtime } = this.deps;
    const runs = this.deps.workspace.snapshotRuns;
    const runId = await runs.start(item.id, request.trigger, process.pid, this.now());
    const stopBeating = this.heartbeat(item, holder, runId, abort);
    const base = { taskId: request.taskId, itemId: item.id, runId, trigger: request.trigger };
    let spent = 0;
    let plan: SnapshotPlan | null = null;
    try {
      const first = await planLists(runtime, lists, abort.signal);
      spent = first.requestsSpent;
      plan = makePlan(first.planned, first.requestsSpent, this.deps.usage, request.maxRequests);
      await runs.plan(runId, plan.pages, plan.requests);
      events.emit('snapshot:planned', {
        ...base,
        pages: plan.pages,
        listings: plan.listings,
        requests: plan.requests,
        requestsForPlan: plan.requestsForPlan,
        estimatedSeconds: plan.estimatedSeconds,
        quotaRemaining: plan.quotaRemaining,
      });
      checkPlan(item.name, plan, (await this.deps.workspace.snapshotSchedule.get()).maxPagesPerSnapshot);
      const pagesTotal = plan.pages;
      const builder = new SnapshotBuilder();
      const fetched = await fetchRest(runtime, first.planned, {
        signal: abort.signal,
        onPage: (list, items) => builder.add(list, items),
        onProgress: (pagesDone, requestsSpent) => {
          events.emit('snapshot:progress', {
            ...base,
            pagesDone,
            pagesTotal,
            requestsSpent: first.requestsSpent + requestsSpent,
          });
          spent = first.requestsSpent + requestsSpent;
        },
      });
      spent = first.requestsSpent + fetched.requestsSpent;
      const built = builder.finish(fetched.lists);
      if (abort.signal.aborted) throw new AppFailure('cancelled', ref('error.snapshot.cancelled'));
      // A last renewal: a run whose lease another run took over (this one was asleep) stores nothing.
      if (!(await this.deps.workspace.snapshotLeases.renew(item.id, holder, this.now()))) {
        abort.abort(new AppFailure('busy', ref('error.snapshot.takenOver', { name: item.name })));
        throw abort.signal.reason as AppFailure;
      }
      const written = await writeSnapshot(this.deps.workspace, {
        itemId: item.id,
        runId,
        // The market as of the data service's time (a demo service's clock may have been moved), else ours.
        takenAt: first.serviceTime ?? this.now(),
        source: runtime.source().id,
        states: built.states,
        places: built.places,
        pages: plan.pages,
        reportedTotal: built.reportedTotal,
        summary: built.summary,
        requestsSpent: spent,
      });
      events.emit('snapshot:finished', {
        ...base,
        status: 'done',
        snapshotId: written.snapshotId,
        requestsSpent: spent,
      });
      return {
        run: (await runs.get(runId))!,
        item: await this.item(item.id),
        plan,
        snapshot: await this.deps.workspace.snapshots.get(written.snapshotId),
        changes: written.changes,
        warnings: built.warnings,
      };
    } catch (caught) {
      // Stopped because another run took the lease over: that, not "cancelled"; a local write that failed (a full
      // disk) as a storage failure naming the folder.
      const reason: unknown = abort.signal.reason;
      const taken = reason instanceof AppFailure && reason.appError.code === 'busy' ? reason : null;
      const error = taken ?? (caught instanceof AppFailure ? caught : (this.deps.asStorage?.(caught) ?? caught));
      const cancelled = error instanceof AppFailure && error.appError.code === 'cancelled';
      const message = error instanceof Error ? error.message : String(error);
      const errorCode = error instanceof AppFailure ? error.appError.code : 'internal';
      try {
        await runs.finish(runId, {
          status: cancelled ? 'cancelled' : 'failed',
          at: this.now(),
          requestsSpent: spent,
          error: message,
          errorCode,
        });
      } catch {
        // The workspace went away (closed, restored); the run stays `running` and is marked interrupted next start.
      }
      events.emit('snapshot:finished', {
        ...base,
        status: cancelled ? 'cancelled' : 'failed',
        snapshotId: null,
        requestsSpent: spent,
      });
      throw error;
    } finally {
      stopBeating();
    }
  }

  /** Cancels running snapshots and waits for them to settle (nothing partial is stored). */
  async close(): Promise<void> {
    const pending = [...this.tasks.values()];
    for (const task of pending) task.abort.abort();
    await Promise.all(pending.map((t) => t.done));
  }
}
