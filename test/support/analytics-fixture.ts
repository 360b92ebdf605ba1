// A cache database in a temporary folder filled with generated transactions and listings, linked to test places
// the way a one-place /transactions answer links them, and the analytics engine over it (on this thread).
import { AnalyticsEngine } from '#core/analytics/engine';
import { openCacheStore, type CacheStore } from '#core/store/cache-store';
import type { StorableListing } from '#core/store/listings-repo';
import type { StorableTransaction } from '#core/store/transactions-repo';
import { makeTempDir, type TempDir } from './temp-dir';

export interface AnalyticsFixture {
  dir: TempDir;
  store: CacheStore;
  engine: AnalyticsEngine;
  addTransactions(place: string, rows: readonly StorableTransaction[], category?: string): void;
  addListings(rows: readonly (StorableListing & Record<string, unknown>)[]): void;
  close(): void;
}

export const SOURCE = 'test-source';

export function analyticsFixture(): AnalyticsFixture {
  const dir = makeTempDir('aqar-analytics-');
  const store = openCacheStore(dir.path);
  const engine = new AnalyticsEngine(dir.path);
  return {
    dir,
    store,
    engine,
    addTransactions: (place, rows, category = 'apartments') =>
      store.transactions.upsertMany(SOURCE, rows, Date.now(), { locationId: place, category }),
    addListings: (rows) => store.listings.upsertMany(SOURCE, rows, Date.now()),
    close: () => {
      engine.reset();
      store.close();
      dir.remove();
    },
  };
}

let next = 0;

/** A sale or rent transaction on a day, with an area (or none). */
export function tx(
  purpose: 'for-sale' | 'for-rent',
  date: string,
  rooms: number | null,
  price: number,
  areaSqft: number | null,
  completion = 'completed',
): StorableTransaction {
  next++;
  return {
    transactionId: `T-${next}`,
    purpose,
    price,
    areaSqft,
    pricePerSqft: areaSqft ? Math.round((price / areaSqft) * 100) / 100 : null,
    rooms,
    location: 'Test Place',
    category: 'Apartment',
    completionStatus: completion,
    date,
  };
}
