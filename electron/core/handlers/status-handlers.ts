// Handlers of the status bar and the cache panel: requests spent, the gateway's limits, the cache's size.
import type { CacheStatsView } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import type { Handlers } from '../ipc/handlers';

type StatusHandlers = Pick<Handlers, 'usage:get' | 'cache:stats' | 'cache:purge'>;

const DAY_MS = 86_400_000;

export function createStatusHandlers(data: DataRuntime): StatusHandlers {
  const stats = (): CacheStatsView => {
    const { store } = data;
    const responses = store.responses.stats();
    const id = data.source().id;
    return {
      fileBytes: store.fileBytes(),
      responses: responses.responses,
      oldest: responses.oldest ? new Date(responses.oldest).toISOString() : null,
      newest: responses.newest ? new Date(responses.newest).toISOString() : null,
      listings: store.listings.count(id),
      transactions: store.transactions.count(id),
    };
  };
  return {
    'usage:get': async () => {
      const source = data.source();
      const usage = data.store.requestLog.usage(source.id);
      const last = data.store.requestLog.lastOutcome(source.id);
      return {
        source: source.kind,
        today: usage.today,
        thisMonth: usage.thisMonth,
        rateLimits: usage.rateLimits,
        rateLimitsObservedAt: usage.rateLimitsObservedAt ? new Date(usage.rateLimitsObservedAt).toISOString() : null,
        lastOutcome:
          last === null ? null : last === 'ok' || last === 'not-found' || last === 'validation' ? 'ok' : 'failed',
      };
    },
    'cache:stats': async () => stats(),
    'cache:purge': async ({ olderThanDays }) => {
      const removed = data.store.responses.purgeOlderThan(Date.now() - olderThanDays * DAY_MS);
      return { removed, stats: stats() };
    },
  };
}
