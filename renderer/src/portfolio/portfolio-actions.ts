// What the broker does with the watchlist: load it, watch a firm (from a picker, a grid or a detail), stop watching,
// and take snapshots — the free estimate first, then the run with its plan and progress (events), stop, outcome.
import type { RunTrigger, WatchItem } from '#shared/domain/portfolio';
import type { AppError } from '#shared/errors';
import type { ChannelInput } from '#shared/ipc/contract';
import { api } from '../api/api';
import { notify } from '../notices';
import { failureText } from '../saved';
import { sayIn, type Say } from '../i18n/messages';
import { ALL, NEW_TASK, usePortfolio } from './portfolio-store';

type Lead = (say: Say) => string;
const failed = (error: AppError, lead: Lead) => notify('error', (l) => failureText(error, lead(sayIn(l)), l));

export async function loadWatchlist(): Promise<void> {
  const store = usePortfolio.getState();
  if (store.status === 'idle') store.set({ status: 'loading' });
  const result = await api.invoke('watch:list', {});
  if (result.ok) store.set({ items: result.value, status: 'ok', error: null });
  else store.set({ status: 'error', error: result.error });
}

/** Loads the watchlist once, for the Watch buttons outside the Portfolios view. */
export function ensureWatchlist(): void {
  if (usePortfolio.getState().status === 'idle') void loadWatchlist();
}

export async function watch(input: ChannelInput<'watch:add'>): Promise<WatchItem | null> {
  const result = await api.invoke('watch:add', input);
  if (!result.ok) {
    failed(result.error, (say) => say('portfolio.watchFailed'));
    return null;
  }
  // The watchlist row, or the Watch button turning into "Watching", says it: no notice to read on top.
  usePortfolio.getState().upsert(result.value);
  return result.value;
}

export async function unwatch(item: WatchItem): Promise<void> {
  const result = await api.invoke('watch:remove', { itemId: item.id });
  if (!result.ok) return failed(result.error, (say) => say('portfolio.unwatchFailed'));
  const store = usePortfolio.getState();
  store.set({
    items: store.items.filter((i) => i.id !== item.id),
    selected: store.selected === item.id ? null : store.selected,
  });
}

// ---- snapshots -----------------------------------------------------------------------------------------------------

let listening = false;

/** Follows every snapshot's plan, progress and end (scheduled ones too). Idempotent. */
export function followSnapshots(): void {
  if (listening) return;
  listening = true;
  const byTask = (taskId: string): number | null => {
    const tasks = usePortfolio.getState().tasks;
    const hit = Object.entries(tasks).find(([key, t]) => Number(key) !== ALL && t.taskId === taskId);
    return hit ? Number(hit[0]) : null;
  };
  // A run this window did not start (the schedule's, or a CLI's in the same core) is shown under its item's row
  // like one started here, with its Stop, unless the broker is busy with that item's own estimate or run.
  const taskOf = (e: { taskId: string; itemId: number; trigger: RunTrigger }): number | null => {
    const itemId = byTask(e.taskId);
    if (itemId !== null) return itemId;
    const own = usePortfolio.getState().tasks[e.itemId];
    if (own && own.phase !== 'done' && own.phase !== 'failed' && own.phase !== 'stopped') return null;
    usePortfolio.getState().patchTask(e.itemId, {
      ...NEW_TASK,
      phase: 'running',
      taskId: e.taskId,
      followed: true,
      scheduled: e.trigger === 'schedule',
    });
    return e.itemId;
  };
  api.on('snapshot:planned', (e) => {
    const itemId = taskOf(e);
    if (itemId !== null) {
      usePortfolio.getState().patchTask(itemId, {
        planned: { pages: e.pages, listings: e.listings, requests: e.requests },
        progress: { done: 0, total: e.pages, requests: 0 },
      });
    }
  });
  api.on('snapshot:progress', (e) => {
    const itemId = taskOf(e);
    if (itemId !== null) {
      usePortfolio.getState().patchTask(itemId, {
        progress: { done: e.pagesDone, total: e.pagesTotal, requests: e.requestsSpent },
      });
    }
  });
  api.on('snapshot:finished', (e) => {
    const store = usePortfolio.getState();
    // A run followed from its events only ends with them: its outcome is the refreshed row.
    if (store.tasks[e.itemId]?.followed && store.tasks[e.itemId]?.taskId === e.taskId) store.patchTask(e.itemId, null);
    store.bump();
    void loadWatchlist();
  });
}

/** The free estimate of one item's snapshot (or of all, with ALL), shown before anything is spent. */
export async function estimateSnapshot(itemId: number): Promise<void> {
  const { patchTask } = usePortfolio.getState();
  patchTask(itemId, { ...NEW_TASK });
  const result = await api.invoke('snapshot:estimate', itemId === ALL ? {} : { itemIds: [itemId] });
  if (result.ok) patchTask(itemId, { phase: 'confirm', estimate: result.value });
  else patchTask(itemId, { phase: 'failed', error: result.error });
}

function newTaskId(itemId: number): string {
  return `snap-${itemId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** `since`: when "Snapshot all" started, so an item another run took meanwhile is not paid for twice. */
export async function runSnapshot(itemId: number, since?: number): Promise<boolean> {
  const { patchTask } = usePortfolio.getState();
  const taskId = newTaskId(itemId);
  patchTask(itemId, { phase: 'running', taskId, planned: null, progress: null, result: null, error: null });
  const result = await api.invoke('snapshot:run', {
    itemId,
    taskId,
    ...(since === undefined ? {} : { skipIfTakenSince: since }),
  });
  if (result.ok) {
    patchTask(itemId, { phase: 'done', result: result.value });
    usePortfolio.getState().upsert(result.value.item);
    return true;
  }
  patchTask(itemId, { phase: result.error.code === 'cancelled' ? 'stopped' : 'failed', error: result.error });
  return false;
}

/** Snapshots every watched item in turn, after one estimate for them all; "Stop" ends the one running and the rest. */
export async function runAllSnapshots(): Promise<void> {
  const { patchTask } = usePortfolio.getState();
  patchTask(ALL, { phase: 'running' });
  const since = Date.now();
  const ids = usePortfolio
    .getState()
    .items.filter((i) => i.removedAt === null)
    .map((i) => i.id);
  for (const id of ids) {
    if (usePortfolio.getState().tasks[ALL]?.phase !== 'running') break;
    await runSnapshot(id, since);
  }
  if (usePortfolio.getState().tasks[ALL]?.phase === 'running') patchTask(ALL, null);
}

export async function stopSnapshot(itemId: number): Promise<void> {
  const tasks = usePortfolio.getState().tasks;
  if (itemId === ALL) {
    usePortfolio.getState().patchTask(ALL, null);
    const running = Object.values(tasks).filter((t) => t.phase === 'running' && t.taskId);
    await Promise.all(running.map((t) => api.invoke('snapshot:cancel', { taskId: t.taskId ?? '' })));
    return;
  }
  const taskId = tasks[itemId]?.taskId;
  if (taskId) await api.invoke('snapshot:cancel', { taskId });
}

export function dismissSnapshot(itemId: number): void {
  usePortfolio.getState().patchTask(itemId, null);
}
