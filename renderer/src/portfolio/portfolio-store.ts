// The watchlist as the Portfolios view and the Watch buttons see it, the item whose history is open, and each
// snapshot the broker started (its estimate, plan, progress and outcome), kept while the broker moves around.
import { create } from 'zustand';
import type { WatchItem } from '#shared/domain/portfolio';
import type { AppError } from '#shared/errors';
import type { SnapshotEstimate, SnapshotRunResult } from '#shared/ipc/contract';

export type SnapshotPhase = 'estimating' | 'confirm' | 'running' | 'done' | 'stopped' | 'failed';

export interface SnapshotTask {
  phase: SnapshotPhase;
  estimate: SnapshotEstimate | null;
  taskId: string | null;
  planned: { pages: number; listings: number; requests: number } | null;
  progress: { done: number; total: number; requests: number } | null;
  result: SnapshotRunResult | null;
  error: AppError | null;
  /** Started elsewhere (the schedule, another window): followed from its events only, its outcome the refreshed row. */
  followed?: boolean;
  /** Started by the schedule. */
  scheduled?: boolean;
}

export const NEW_TASK: SnapshotTask = {
  phase: 'estimating',
  estimate: null,
  taskId: null,
  planned: null,
  progress: null,
  result: null,
  error: null,
};

/** The key of "Snapshot all" among the per-item tasks. */
export const ALL = 0;

interface PortfolioStore {
  items: WatchItem[];
  status: 'idle' | 'loading' | 'ok' | 'error';
  error: AppError | null;
  /** The item whose history is shown. */
  selected: number | null;
  tasks: Record<number, SnapshotTask>;
  /** Bumped when any snapshot ends (scheduled ones too): open histories and summaries read again. */
  version: number;
  set(patch: Partial<Pick<PortfolioStore, 'items' | 'status' | 'error' | 'selected'>>): void;
  upsert(item: WatchItem): void;
  patchTask(itemId: number, change: Partial<SnapshotTask> | null): void;
  bump(): void;
}

export const usePortfolio = create<PortfolioStore>()((set) => ({
  items: [],
  status: 'idle',
  error: null,
  selected: null,
  tasks: {},
  version: 0,
  set: (patch) => set(patch),
  upsert: (item) =>
    set((s) => ({
      items: s.items.some((i) => i.id === item.id)
        ? s.items.map((i) => (i.id === item.id ? item : i))
        : [...s.items, item],
    })),
  patchTask: (itemId, change) =>
    set((s) => {
      const tasks = { ...s.tasks };
      if (change === null) delete tasks[itemId];
      else tasks[itemId] = { ...(tasks[itemId] ?? NEW_TASK), ...change };
      return { tasks };
    }),
  bump: () => set((s) => ({ version: s.version + 1 })),
}));

/** The watched (not removed) item following this firm, if any. */
export function findWatched(items: readonly WatchItem[], kind: WatchItem['kind'], externalID: string) {
  return items.find((i) => i.kind === kind && i.externalID === externalID && i.removedAt === null) ?? null;
}
