// Migration 1 of the cache database: raw responses, entity tables, request log and rate-limit readings.
export const name = 'cache';

export const sql = /* sql */ `
CREATE TABLE responses (
  cache_key   TEXT PRIMARY KEY,
  source      TEXT NOT NULL,
  operation   TEXT NOT NULL,
  params      TEXT NOT NULL,
  body        TEXT NOT NULL,
  fetched_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX responses_by_age ON responses (fetched_at);

CREATE TABLE listings (
  source       TEXT NOT NULL,
  external_id  TEXT NOT NULL,
  purpose      TEXT NOT NULL,
  price        INTEGER NOT NULL,
  rooms        INTEGER,
  area_sqft    REAL,
  agency_id    TEXT,
  agent_id     TEXT,
  location     TEXT NOT NULL,
  data         TEXT NOT NULL,
  first_seen   INTEGER NOT NULL,
  fetched_at   INTEGER NOT NULL,
  PRIMARY KEY (source, external_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX listings_by_agency ON listings (source, agency_id);

CREATE TABLE transactions (
  source          TEXT NOT NULL,
  transaction_id  TEXT NOT NULL,
  purpose         TEXT NOT NULL,
  price           INTEGER NOT NULL,
  area_sqft       REAL,
  rooms           INTEGER,
  location        TEXT NOT NULL,
  category        TEXT,
  completion      TEXT,
  date            TEXT NOT NULL,
  data            TEXT NOT NULL,
  fetched_at      INTEGER NOT NULL,
  PRIMARY KEY (source, transaction_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX transactions_by_place ON transactions (source, location, date);

CREATE TABLE entities (
  source       TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('project', 'agent', 'agency', 'developer', 'location', 'amenity')),
  external_id  TEXT NOT NULL,
  name         TEXT NOT NULL,
  data         TEXT NOT NULL,
  fetched_at   INTEGER NOT NULL,
  PRIMARY KEY (source, kind, external_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE request_log (
  id           INTEGER PRIMARY KEY,
  at           INTEGER NOT NULL,
  source       TEXT NOT NULL,
  operation    TEXT NOT NULL,
  outcome      TEXT NOT NULL,
  status       INTEGER,
  duration_ms  INTEGER NOT NULL
) STRICT;
CREATE INDEX request_log_by_time ON request_log (at);

CREATE TABLE rate_limits (
  source      TEXT PRIMARY KEY,
  headers     TEXT NOT NULL,
  observed_at INTEGER NOT NULL
) STRICT;
`;
