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
  return {
    upsertMany: (source: string, rows: readonly StorableTransaction[], fetchedAt: number): void =>
      upsertMany(source, rows, fetchedAt),
    count: (source: string): number => count.get(source)!.n,
  };
}
