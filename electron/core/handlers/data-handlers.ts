// Handlers of the data channels: one answer, the fetch-all plan, and fetch-all tasks that stream their pages
// as events and can be cancelled.
import { AppFailure } from '#shared/errors';
import type { DataAnswer, DataRequest, FetchAllSummary } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import { isPagedOperation } from '../data/fetch-all';
import type { EventBus } from '../events';
import type { Handlers } from '../ipc/handlers';

type DataHandlers = Pick<Handlers, 'data:fetch' | 'data:plan-all' | 'data:fetch-all' | 'data:cancel'>;

function pagedRequest(request: DataRequest) {
  if (!isPagedOperation(request.operation)) {
    throw new AppFailure('validation', `${request.operation} has no pages to fetch.`, { field: 'operation' });
  }
  return { operation: request.operation, params: request.params as never };
}

export function createDataHandlers(data: DataRuntime, events: EventBus, cap: () => number): DataHandlers {
  const tasks = new Map<string, AbortController>();
  return {
    'data:fetch': async (input, context) => {
      const answer = await data.gateway.fetch(input.operation, input.params as never, {
        signal: context.signal,
        ...(input.policy ? { policy: input.policy } : {}),
      });
      return answer as DataAnswer;
    },
    'data:plan-all': async (input, context) => {
      const { operation, params } = pagedRequest(input);
      return data.fetchAll.plan(operation, params, cap(), context.signal);
    },
    'data:fetch-all': async ({ taskId, request }) => {
      const { operation, params } = pagedRequest(request);
      if (tasks.has(taskId))
        throw new AppFailure('validation', `Task ${taskId} is already running.`, { field: 'taskId' });
      const abort = new AbortController();
      tasks.set(taskId, abort);
      const summary: FetchAllSummary = { taskId, pagesFetched: 0, itemsFetched: 0, requestsSpent: 0, cancelled: false };
      try {
        for await (const { page, answer } of data.fetchAll.pages(operation, params, {
          cap: cap(),
          signal: abort.signal,
          ...(request.policy ? { policy: request.policy } : {}),
          onProgress: (p) => {
            summary.requestsSpent = p.requestsSpent;
            events.emit('fetch:progress', {
              taskId,
              pagesDone: p.pagesDone,
              pagesTotal: p.pagesTotal,
              requestsSpent: p.requestsSpent,
            });
          },
        })) {
          const items = (answer.result as { items: unknown[] }).items;
          summary.pagesFetched++;
          summary.itemsFetched += items.length;
          events.emit('fetch:page', {
            taskId,
            page,
            items,
            fromCache: answer.provenance.fromCache,
            fetchedAt: answer.provenance.fetchedAt,
          });
        }
      } catch (error) {
        if (!(error instanceof AppFailure && error.appError.code === 'cancelled')) throw error;
        summary.cancelled = true;
      } finally {
        tasks.delete(taskId);
      }
      return summary;
    },
    'data:cancel': async ({ taskId }) => {
      const task = tasks.get(taskId);
      task?.abort();
      return { cancelled: task !== undefined };
    },
  };
}
