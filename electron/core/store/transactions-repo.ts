// Transactions seen in any answer, upserted for market analytics.
import type { Database } from 'better-sqlite3';

/** What the table needs of a transaction; the domain's Transaction satisfies it. */
export interface StorableTransaction {
  transactionId: string;
  purpose: string;
  price: number;
  areaSqft: number | null;
  rooms: number | null;
  location: string;
  category: string | null;
  completionStatus: string | null;
  date: string;
}

export interface MarketTransaction {
  purpose: string;
  price: number;
  areaSqft: number | null;
  rooms: number | null;
}

export function createTransactionsRepo(db: Database) {
  const upsert = db.prepare(
    `INSERT INTO transactions (source, transaction_id, purpose, price, area_sqft, rooms, location, category, completion, date, data, fetched_at)
     VALUES (@source, @transactionId, @purpose, @price, @areaSqft, @rooms, @location, @category, @completionStatus, @date, @data, @fetchedAt)
     ON CONFLICT (source, transaction_id) DO UPDATE SET
       price = excluded.price, area_sqft = excluded.area_sqft, data = excluded.data, fetched_at = excluded.fetched_at`,
  );
  const upsertMany = db.transaction((source: string, rows: readonly StorableTransaction[], fetchedAt: number) => {
    for (const t of rows) {
      upsert.run({
        source,
        transactionId: t.transactionId,
        purpose: t.purpose,
        price: Math.round(t.price),
        areaSqft: t.areaSqft,
        rooms: t.rooms,
        location: t.location,
        category: t.category,
        completionStatus: t.completionStatus,
        date: t.date,
        data: JSON.stringify(t),
        fetchedAt,
      });
    }
  });
  const count = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM transactions WHERE source = ?');
  const perSqft = db.prepare<[string, string, string, number, string], { v: number }>(
    `SELECT price / area_sqft AS v FROM transactions
     WHERE source = ? AND location = ? AND purpose = ? AND rooms = ? AND date >= ? AND area_sqft > 0`,
  );
  const ofPlace = db.prepare<[string, string, string], MarketTransaction>(
    `SELECT purpose, price, area_sqft AS areaSqft, rooms FROM transactions
     WHERE source = ? AND location = ? AND date >= ?`,
  );
  return {
    upsertMany: (source: string, rows: readonly StorableTransaction[], fetchedAt: number): void =>
      upsertMany(source, rows, fetchedAt),
    count: (source: string): number => count.get(source)!.n,
    /** AED per square foot of the transactions of a place and bedroom count since a day (YYYY-MM-DD). */
    pricesPerSqft: (source: string, place: string, purpose: string, rooms: number, since: string): number[] =>
      perSqft.all(source, place, purpose, rooms, since).map((r) => r.v),
    /** The transactions of a place since a day (YYYY-MM-DD), for its market figures. */
    ofPlace: (source: string, place: string, since: string): MarketTransaction[] => ofPlace.all(source, place, since),
  };
}
