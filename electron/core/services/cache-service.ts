// The offline cache as the broker sees it: its size and age, and purging saved answers older than an age.
import type { CacheStatsView } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';

const DAY_MS = 86_400_000;

export class CacheService {
  constructor(private readonly data: DataRuntime) {}

  stats(): CacheStatsView {
    const { store } = this.data;
    const responses = store.responses.stats();
    const id = this.data.source().id;
    return {
      fileBytes: store.fileBytes(),
      responses: responses.responses,
      oldest: responses.oldest ? new Date(responses.oldest).toISOString() : null,
      newest: responses.newest ? new Date(responses.newest).toISOString() : null,
      listings: store.listings.count(id),
      transactions: store.transactions.count(id),
    };
  }

  purge(olderThanMs: number, now = Date.now()): { removed: number; stats: CacheStatsView } {
    const removed = this.data.store.responses.purgeOlderThan(now - olderThanMs);
    return { removed, stats: this.stats() };
  }

  purgeDays(olderThanDays: number): { removed: number; stats: CacheStatsView } {
    return this.purge(olderThanDays * DAY_MS);
  }
}
