// 500,000 (or any number of) generated transactions of one place stored through the cache, as a market load
// would store them, with the coverage that says the place's 24 months are held: the input of the analytics and
// main-thread benchmarks.
import { dayToIso } from '#core/analytics/dates';
import type { Core } from '#core/create-core';
import type { StorableTransaction } from '#core/store/transactions-repo';

/** Batches of 10,000 generated transactions, one at a time, so the host's heap stays small while they are stored. */
function* generate(rows: number, today: number): Generator<StorableTransaction[]> {
  // mulberry32: draws independent enough that bedrooms, months and prices do not line up.
  let seed = 20_260_101;
  const r = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let b = 0; b < rows / 10_000; b++) {
    yield Array.from({ length: 10_000 }, (_, i) => {
      const sale = r() < 0.55;
      const rooms = r() < 0.03 ? null : Math.floor(r() * 7);
      const area = r() < 0.03 ? null : 450 + Math.round(r() * (rooms ?? 1) * 700 + r() * 300);
      const noise = 1 + (r() + r() + r() - 1.5) * 0.2;
      const odd = r() < 0.015 ? 3 : r() < 0.01 ? 0.3 : 1;
      const perSqft = (sale ? 1600 : 105) * noise * odd;
      const price = Math.round((area ?? 900) * perSqft);
      return {
        transactionId: `B-${b}-${i}`,
        purpose: sale ? 'for-sale' : 'for-rent',
        price,
        areaSqft: area,
        pricePerSqft: area ? Math.round((price / area) * 100) / 100 : null,
        rooms,
        location: 'Bench Place',
        category: 'Apartment',
        completionStatus: r() < 0.3 ? 'under-construction' : 'completed',
        date: dayToIso(today - Math.floor(r() * 730)),
      };
    });
  }
}

/** Stores `rows` transactions of place `placeId` (apartments, both purposes, 24 months to `today`). */
export function seedTransactions(core: Core, rows: number, placeId: string, today: number): void {
  const { store } = core.data;
  for (const batch of generate(rows, today))
    store.transactions.upsertMany('demo', batch, Date.now(), { locationId: placeId, category: 'apartments' });
  coverAll(core, placeId, today);
}

/** The coverage that says the place's 24 months are held, for both purposes. */
function coverAll(core: Core, placeId: string, today: number): void {
  const { store } = core.data;
  for (const purpose of ['for-sale', 'for-rent']) {
    store.marketCoverage.put(
      { source: 'demo', locationId: placeId, category: 'apartments', purpose },
      {
        completion: 'any',
        beds: '*',
        fromDate: dayToIso(today - 729),
        toDate: dayToIso(today),
        fetchedAt: Date.now(),
      },
    );
  }
}

/**
 * The same rows stored as the app stores answers: batch by batch, the event loop free between them (pages arriving
 * from the network), so a core that follows the store reads them as they come.
 */
export async function storeAsAnswers(core: Core, rows: number, placeId: string, today: number): Promise<void> {
  const { store } = core.data;
  for (const batch of generate(rows, today)) {
    store.transactions.upsertMany('demo', batch, Date.now(), { locationId: placeId, category: 'apartments' });
    await new Promise((resolve) => setImmediate(resolve));
  }
  coverAll(core, placeId, today);
}
