// Migration 3 of the cache database: transactions keyed by the places that were asked for, so a place and
// everything below it can be selected exactly (a row's own `location` is only its most specific place name), a
// row id and a store sequence the analytics worker follows to keep its columnar copy current, the stored AED per
// sq ft (real gateways may give it without an area), and what the market analyses know to be held completely.
export const name = 'transactions-by-place';

export const sql = /* sql */ `
CREATE TABLE transactions_v3 (
  id              INTEGER PRIMARY KEY,
  source          TEXT NOT NULL,
  transaction_id  TEXT NOT NULL,
  purpose         TEXT NOT NULL,
  price           INTEGER NOT NULL,
  area_sqft       REAL,
  price_per_sqft  REAL,
  rooms           INTEGER,
  location        TEXT NOT NULL,
  category        TEXT,
  completion      TEXT,
  date            TEXT NOT NULL,
  -- Days since 1970-01-01, computed once when the row is written (the analyses group by day and month).
  day             INTEGER GENERATED ALWAYS AS (CAST(julianday(date) - 2440587.5 AS INTEGER)) STORED,
  data            TEXT NOT NULL,
  fetched_at      INTEGER NOT NULL,
  -- Raised on every insert or update (one value per stored batch): the worker reads rows above its high-water mark.
  seq             INTEGER NOT NULL,
  UNIQUE (source, transaction_id)
) STRICT;
INSERT INTO transactions_v3
  (source, transaction_id, purpose, price, area_sqft, price_per_sqft, rooms, location, category, completion, date, data, fetched_at, seq)
SELECT source, transaction_id, purpose, price, area_sqft,
       CASE WHEN json_valid(data) THEN json_extract(data, '$.pricePerSqft') END,
       rooms, location, category, completion, date, data, fetched_at, 1
FROM transactions ORDER BY source, date, transaction_id;
DROP TABLE transactions;
ALTER TABLE transactions_v3 RENAME TO transactions;
CREATE INDEX transactions_by_place ON transactions (source, location, date);
CREATE INDEX transactions_by_seq ON transactions (seq);

-- Each row under every place id (and category filter, '*' for none) of a one-place answer that carried it: the
-- service includes everything below the place asked for, so this is exact where the row's own name is not.
CREATE TABLE transaction_places (
  id           INTEGER PRIMARY KEY,
  source       TEXT NOT NULL,
  location_id  TEXT NOT NULL,
  category     TEXT NOT NULL,
  tx           INTEGER NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  UNIQUE (source, location_id, category, tx)
) STRICT;
CREATE INDEX transaction_places_by_tx ON transaction_places (tx);

-- What a market analysis holds completely: every transaction of the place, category, purpose, completion and
-- bedrooms dated from from_date to to_date (inclusive), as fetched at fetched_at (the oldest page's time).
CREATE TABLE market_coverage (
  source       TEXT NOT NULL,
  location_id  TEXT NOT NULL,
  category     TEXT NOT NULL,
  purpose      TEXT NOT NULL,
  completion   TEXT NOT NULL,
  beds         TEXT NOT NULL,
  from_date    TEXT NOT NULL,
  to_date      TEXT NOT NULL,
  fetched_at   INTEGER NOT NULL,
  PRIMARY KEY (source, location_id, category, purpose, completion, beds)
) STRICT, WITHOUT ROWID;

-- A generation the worker's columnar copy must match: new for every cache file, changed by any deletion.
CREATE TABLE cache_meta (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) STRICT, WITHOUT ROWID;
INSERT INTO cache_meta (key, value) VALUES ('transactions-generation', lower(hex(randomblob(8))));
CREATE TRIGGER transactions_deleted AFTER DELETE ON transactions BEGIN
  UPDATE cache_meta SET value = lower(hex(randomblob(8))) WHERE key = 'transactions-generation';
END;
CREATE TRIGGER transaction_places_deleted AFTER DELETE ON transaction_places BEGIN
  UPDATE cache_meta SET value = lower(hex(randomblob(8))) WHERE key = 'transactions-generation';
END;
`;
