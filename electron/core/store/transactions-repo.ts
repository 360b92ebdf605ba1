// Transactions seen in any answer, upserted for market analytics: each stored batch takes the next store sequence
// (the analytics worker reads rows above its high-water mark), and the rows of a one-place answer are linked to that
// place (transaction_places). Also the worker's read side: rows above a sequence, in column order.
import type { Database } from 'better-sqlite3';

/** What the table needs of a transaction; the domain's Transaction satisfies it. */
export interface StorableTransaction {
  transactionId: string;
  purpose: string;
  price: number;
  areaSqft: number | null;
  pricePerSqft?: number | null;
  rooms: number | null;
  location: string;
  category: string | null;
  completionStatus: string | null;
  date: string;
}

/** The place (and category filter) of the one-place answer that carried the rows. */
export interface PlaceKey {
  locationId: string;
  /** The answer's canonical category filter, '*' when it had none. */
  category: string;
}

export function createTransactionsRepo(db: Database) {
  const nextSeq = db.prepare<[], { seq: number }>('SELECT coalesce(max(seq), 0) + 1 AS seq FROM transactions');
  const upsert = db.prepare<Record<string, unknown>, { id: number }>(
    `INSERT INTO transactions (source, transaction_id, purpose, price, area_sqft, price_per_sqft, rooms, location, category, completion, date, data, fetched_at, seq)
     VALUES (@source, @transactionId, @purpose, @price, @areaSqft, @pricePerSqft, @rooms, @location, @category, @completionStatus, @date, @data, @fetchedAt, @seq)
     ON CONFLICT (source, transaction_id) DO UPDATE SET
       price = excluded.price, area_sqft = excluded.area_sqft, price_per_sqft = excluded.price_per_sqft,
       data = excluded.data, fetched_at = excluded.fetched_at, seq = excluded.seq
     RETURNING id`,
  );
  const link = db.prepare(
    'INSERT OR IGNORE INTO transaction_places (source, location_id, category, tx) VALUES (?, ?, ?, ?)',
  );
  const upsertMany = db.transaction(
    (source: string, rows: readonly StorableTransaction[], fetchedAt: number, place: PlaceKey | null) => {
      const { seq } = nextSeq.get()!;
      for (const t of rows) {
        const { id } = upsert.get({
          source,
          transactionId: t.transactionId,
          purpose: t.purpose,
          price: Math.round(t.price),
          areaSqft: t.areaSqft,
          pricePerSqft: t.pricePerSqft ?? null,
          rooms: t.rooms,
          location: t.location,
          category: t.category,
          completionStatus: t.completionStatus,
          date: t.date,
          data: JSON.stringify(t),
          fetchedAt,
          seq,
        })!;
        if (place) link.run(source, place.locationId, place.category, id);
      }
    },
  );
  const count = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM transactions WHERE source = ?');
  return {
    /** Upserts the rows of one answer; `place` links them to the single place that answer asked for. */
    upsertMany: (
      source: string,
      rows: readonly StorableTransaction[],
      fetchedAt: number,
      place: PlaceKey | null = null,
    ): void => upsertMany(source, rows, fetchedAt, place),
    count: (source: string): number => count.get(source)!.n,
  };
}

export type TransactionsRepo = ReturnType<typeof createTransactionsRepo>;

/** One transaction as the columnar copy needs it: id, purpose, price, AED/sqft, rooms, completion, day number. */
export type TransactionColumnsRow = [
  id: number,
  purpose: string,
  price: number,
  pricePerSqft: number | null,
  rooms: number | null,
  completion: string | null,
  day: number,
];

/** One place link: its id (the high-water mark), source, place id, category filter and transaction id. */
export type PlaceLinkRow = [id: number, source: string, locationId: string, category: string, tx: number];

/** A flagged transaction as the outlier list shows it. */
export interface TransactionDetailRow {
  id: number;
  transactionId: string;
  location: string;
  category: string | null;
  date: string;
  areaSqft: number | null;
}

/** The read side used by the analytics worker on its own read-only connection. */
export function createTransactionsReader(db: Database) {
  const marks = db.prepare<[], { generation: string | null; seq: number | null; link: number | null }>(
    `SELECT (SELECT value FROM cache_meta WHERE key = 'transactions-generation') AS generation,
            (SELECT max(seq) FROM transactions) AS seq,
            (SELECT max(id) FROM transaction_places) AS link`,
  );
  // Days since 1970-01-01 computed by SQLite, so the worker never parses 500,000 date strings.
  const rows = db
    .prepare<[number]>(
      `SELECT id, purpose, price, price_per_sqft, rooms, completion,
              CAST(julianday(date) - 2440587.5 AS INTEGER) AS day
       FROM transactions WHERE seq > ?`,
    )
    .raw(true);
  const links = db
    .prepare<[number]>(
      `SELECT id, source, location_id, category, tx FROM transaction_places WHERE id > ?
       ORDER BY source, location_id, category, tx`,
    )
    .raw(true);
  const details = db.prepare<[string], TransactionDetailRow>(
    `SELECT id, transaction_id AS transactionId, location, category, date, area_sqft AS areaSqft
     FROM transactions WHERE id IN (SELECT value FROM json_each(?))`,
  );
  return {
    /** The generation, the highest store sequence and the highest link id, read together. */
    marks: (): { generation: string; seq: number; link: number } => {
      const m = marks.get()!;
      return { generation: m.generation ?? '', seq: m.seq ?? 0, link: m.link ?? 0 };
    },
    rowsAfter: (seq: number): IterableIterator<TransactionColumnsRow> =>
      rows.iterate(seq) as IterableIterator<TransactionColumnsRow>,
    linksAfter: (id: number): IterableIterator<PlaceLinkRow> => links.iterate(id) as IterableIterator<PlaceLinkRow>,
    details: (ids: readonly number[]): TransactionDetailRow[] => details.all(JSON.stringify(ids)),
    /** Runs `read` in one read transaction, so the marks and the rows it reads agree. */
    snapshot: <T>(read: () => T): T => db.transaction(read)(),
  };
}

export type TransactionsReader = ReturnType<typeof createTransactionsReader>;
