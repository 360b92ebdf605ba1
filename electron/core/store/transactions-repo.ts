// Transactions seen in any answer, upserted for market analytics: each stored batch takes the next store sequence
// (the analytics worker reads rows above its high-water mark), and the rows of a one-place answer are linked to that
// place (transaction_places). Also the worker's read side: rows above a sequence, in column order.
import type { Database } from 'better-sqlite3';
import { NO_BEDROOM_TYPE_KEYS } from '#shared/domain/bedrooms';

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
/** A stored transaction as an alert on its place reads it. */
export interface PlaceTransaction {
  transactionId: string;
  purpose: string;
  price: number;
  areaSqft: number | null;
  pricePerSqft: number | null;
  rooms: number | null;
  location: string;
  category: string | null;
  date: string;
}

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
  // A place's transactions are those linked to it (every category asked for): an alert on the place reads them.
  const IN_PLACE = `FROM transactions t
    WHERE t.source = @source AND t.id IN (SELECT tx FROM transaction_places WHERE source = @source AND location_id = @place)`;
  const latestIn = db.prepare<{ source: string; place: string }, { date: string | null; seq: number | null }>(
    `SELECT max(t.date) AS date, (SELECT max(seq) FROM transactions) AS seq ${IN_PLACE}`,
  );
  const storedSince = db.prepare<
    { source: string; place: string; seq: number; date: string },
    PlaceTransaction & { seq: number }
  >(
    `SELECT t.transaction_id AS transactionId, t.purpose, t.price, t.area_sqft AS areaSqft,
            t.price_per_sqft AS pricePerSqft, t.rooms, t.location, t.category, t.date, t.seq
     ${IN_PLACE} AND t.seq > @seq AND t.date > @date ORDER BY t.date, t.transaction_id`,
  );
  const perSqftIn = db.prepare<
    { source: string; place: string; purpose: string; from: string; to: string; rooms: number | null },
    { v: number }
  >(
    `SELECT t.price_per_sqft AS v ${IN_PLACE}
       AND t.purpose = @purpose AND t.date >= @from AND t.date <= @to AND t.price_per_sqft > 0
       AND (@rooms IS NULL OR t.rooms = @rooms)`,
  );
  const listeners = new Set<() => void>();
  return {
    /** Upserts the rows of one answer; `place` links them to the single place that answer asked for. */
    upsertMany: (
      source: string,
      rows: readonly StorableTransaction[],
      fetchedAt: number,
      place: PlaceKey | null = null,
    ): void => {
      upsertMany(source, rows, fetchedAt, place);
      if (rows.length > 0) for (const listener of listeners) listener();
    },
    count: (source: string): number => count.get(source)!.n,
    /** The newest registration day stored for a place, and the store's sequence now (where a reader starts). */
    latestInPlace: (source: string, place: string): { date: string | null; seq: number } => {
      const row = latestIn.get({ source, place });
      return { date: row?.date ?? null, seq: row?.seq ?? 0 };
    },
    /** A place's transactions stored after sequence `seq` and registered after `date`, oldest first. */
    storedSince: (source: string, place: string, seq: number, date: string) =>
      storedSince.all({ source, place, seq, date }),
    /** The AED per sq ft of a place's transactions of one purpose registered from `from` to `to` (YYYY-MM-DD). */
    perSqftIn: (
      source: string,
      place: string,
      purpose: string,
      from: string,
      to: string,
      rooms: number | null = null,
    ): number[] => perSqftIn.all({ source, place, purpose, from, to, rooms }).map((r) => r.v),
    /** Told after each batch is committed (the analytics worker reads new rows as they are stored); unsubscribes. */
    onStored: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TransactionsRepo = ReturnType<typeof createTransactionsRepo>;

/**
 * Up to CHUNK transactions as the columnar copy needs them, one comma-separated list per column (the lists line
 * up: every aggregate sees the rows in the same order). Codes: purpose 1 sale / 2 rent; completion 0 unknown,
 * 1 completed, 2 under construction; rooms -1 unknown; an empty AED/sqft is unknown; day counts from 1970-01-01.
 */
export interface ColumnChunk {
  n: number;
  lastId: number;
  id: string;
  purpose: string;
  price: string;
  pricePerSqft: string;
  rooms: string;
  completion: string;
  day: string;
  /** The place each transaction names, as recorded, joined by LOCATION_SEPARATOR. */
  location: string;
}

/** Joins the recorded place names of a chunk: the unit separator, which no name holds. */
export const LOCATION_SEPARATOR = '\u001f';

/** A place scope's new links: its transaction ids as one comma-separated list. */
export interface LinkGroup {
  source: string;
  locationId: string;
  category: string;
  txs: string;
}

const CHUNK = 100_000;

const NO_BEDROOM_KEYS = NO_BEDROOM_TYPE_KEYS.map((key) => `'${key.replace(/'/g, "''")}'`).join(', ');
const TYPE_KEY = "replace(replace(lower(trim(category)), '_', '-'), ' ', '-')";
/**
 * The bedroom code of a row: rooms, or -1 when unknown. A "0" of an office, a shop or land (as rows stored before
 * the normalizers knew better carry it) is no count, so no studio figure ever takes it; see bedroomsOf.
 */
const ROOMS_CODE = `CASE WHEN rooms = 0 AND ${TYPE_KEY} IN (${NO_BEDROOM_KEYS}) THEN -1 ELSE coalesce(rooms, -1) END`;

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
  // One row of lists per chunk: SQLite builds the text in C, so the worker never handles 500,000 row objects. A
  // first build walks the table by row id; a catch-up finds the few new rows through the sequence index instead.
  const chunkOf = (rows: string) =>
    db.prepare<[number, number], ColumnChunk>(
      `SELECT count(*) AS n, max(id) AS lastId,
              group_concat(id) AS id,
              group_concat(CASE purpose WHEN 'for-rent' THEN 2 ELSE 1 END) AS purpose,
              group_concat(price) AS price,
              group_concat(coalesce(price_per_sqft, '')) AS pricePerSqft,
              group_concat(${ROOMS_CODE}) AS rooms,
              group_concat(CASE completion WHEN 'completed' THEN 1 WHEN 'under-construction' THEN 2 ELSE 0 END) AS completion,
              group_concat(day) AS day,
              group_concat(coalesce(replace(location, char(31), ' '), ''), char(31)) AS location
       FROM (SELECT id, purpose, price, price_per_sqft, rooms, category, completion, day, location FROM ${rows}
             WHERE seq > ? AND id > ? ORDER BY id LIMIT ${CHUNK})`,
    );
  const wholeChunk = chunkOf('transactions NOT INDEXED');
  const newChunk = chunkOf('transactions INDEXED BY transactions_by_seq');
  // Likewise for links: grouped through the unique index when building, from the row-id range when catching up.
  const linksOf = (rows: string) =>
    db.prepare<[number], LinkGroup>(
      `SELECT source, location_id AS locationId, category, group_concat(tx) AS txs
       FROM ${rows} WHERE id > ? GROUP BY source, location_id, category`,
    );
  const allLinks = linksOf('transaction_places');
  const newLinks = linksOf('transaction_places NOT INDEXED');
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
    /** Rows stored after sequence `seq`, in chunks by row id. */
    *chunksAfter(seq: number): Generator<ColumnChunk> {
      const chunk = seq === 0 ? wholeChunk : newChunk;
      for (let after = 0; ;) {
        const next = chunk.get(seq, after)!;
        if (next.n === 0) return;
        yield next;
        after = next.lastId;
      }
    },
    /** Links added after link id `id`, grouped by scope. */
    linksAfter: (id: number): LinkGroup[] => (id === 0 ? allLinks : newLinks).all(id),
    details: (ids: readonly number[]): TransactionDetailRow[] => details.all(JSON.stringify(ids)),
    /** Runs `read` in one read transaction, so the marks and the rows it reads agree. */
    snapshot: <T>(read: () => T): T => db.transaction(read)(),
  };
}

export type TransactionsReader = ReturnType<typeof createTransactionsReader>;
