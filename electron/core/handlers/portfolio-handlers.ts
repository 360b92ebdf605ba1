// Handlers of the watchlist, snapshots and their schedule: thin adapters to their services.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type PortfolioHandlers = Pick<
  Handlers,
  | 'watch:list'
  | 'watch:add'
  | 'watch:remove'
  | 'snapshot:estimate'
  | 'snapshot:run'
  | 'snapshot:cancel'
  | 'snapshot:runs'
  | 'snapshot:schedule-get'
  | 'snapshot:schedule-set'
>;

export function createPortfolioHandlers({ watchlist, snapshots, scheduler }: Services): PortfolioHandlers {
  return {
    'watch:list': async ({ includeRemoved }) => scheduler.withNextRun(await watchlist.list(includeRemoved ?? false)),
    'watch:add': async (input, context) =>
      (await scheduler.withNextRun([await watchlist.add(input, context.signal)]))[0]!,
    'watch:remove': async ({ itemId }) => watchlist.remove(itemId),
    'snapshot:estimate': async ({ itemIds }) => snapshots.estimate(itemIds),
    'snapshot:run': ({ itemId, taskId, maxRequests, skipIfTakenSince }) =>
      snapshots.run({
        itemId,
        taskId,
        trigger: 'manual',
        ...(maxRequests === undefined ? {} : { maxRequests }),
        ...(skipIfTakenSince === undefined ? {} : { skipIfTakenSince }),
      }),
    'snapshot:cancel': async ({ taskId }) => ({ cancelled: snapshots.cancel(taskId) }),
    'snapshot:runs': async ({ itemId, limit }) => snapshots.runs(itemId ?? null, limit ?? 50),
    'snapshot:schedule-get': async () => scheduler.view(),
    'snapshot:schedule-set': async (patch) => scheduler.update(patch),
  };
}
