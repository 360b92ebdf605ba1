// A snapshot this window did not start (the schedule's, or one started in another window) is followed from its
// events under its item's row, and cleared when it ends; one the broker is about to start here is left alone.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const handlers = new Map<string, (event: unknown) => void>();
const invoke = vi.fn(async () => ({ ok: true, value: [] }));
vi.mock('../api/api', () => ({
  api: {
    invoke: (...args: unknown[]) => invoke(...(args as [])),
    on: (channel: string, handler: (event: unknown) => void) => {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    },
  },
}));

const { followSnapshots } = await import('./portfolio-actions');
const { NEW_TASK, usePortfolio } = await import('./portfolio-store');

const emit = (channel: string, event: Record<string, unknown>) => handlers.get(channel)!(event);
const base = (itemId: number, trigger: string) => ({ taskId: `schedule-${itemId}`, itemId, runId: 1, trigger });

beforeEach(() => {
  usePortfolio.setState({ tasks: {} });
  followSnapshots();
});

describe('following snapshots started elsewhere', () => {
  it('shows a scheduled run with its plan and progress, and clears it when it ends', () => {
    emit('snapshot:planned', {
      ...base(5, 'schedule'),
      pages: 12,
      listings: 280,
      requests: 12,
      estimatedSeconds: 3,
      quotaRemaining: null,
    });
    expect(usePortfolio.getState().tasks[5]).toMatchObject({
      phase: 'running',
      taskId: 'schedule-5',
      scheduled: true,
      followed: true,
      planned: { pages: 12, listings: 280, requests: 12 },
    });
    emit('snapshot:progress', { ...base(5, 'schedule'), pagesDone: 4, pagesTotal: 12, requestsSpent: 4 });
    expect(usePortfolio.getState().tasks[5]!.progress).toEqual({ done: 4, total: 12, requests: 4 });
    emit('snapshot:finished', { ...base(5, 'schedule'), status: 'done', snapshotId: 9, requestsSpent: 3 });
    expect(usePortfolio.getState().tasks[5]).toBeUndefined();
    expect(invoke).toHaveBeenCalledWith('watch:list', {});
  });

  it('says a run another window started is running, without calling it scheduled', () => {
    emit('snapshot:progress', { ...base(6, 'manual'), pagesDone: 1, pagesTotal: 3, requestsSpent: 1 });
    expect(usePortfolio.getState().tasks[6]).toMatchObject({ phase: 'running', followed: true, scheduled: false });
  });

  it('leaves an estimate the broker is reading in place', () => {
    usePortfolio.getState().patchTask(7, { ...NEW_TASK, phase: 'confirm' });
    emit('snapshot:progress', { ...base(7, 'schedule'), pagesDone: 1, pagesTotal: 3, requestsSpent: 1 });
    expect(usePortfolio.getState().tasks[7]).toMatchObject({ phase: 'confirm', taskId: null });
  });
});
