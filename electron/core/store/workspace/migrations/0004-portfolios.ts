// Migration 4 of the workspace database: saved searches, the watchlist, snapshot runs and snapshots, listing
// states kept once per change (membership as ranges of snapshots), place names, and the snapshot schedule.
export const name = 'portfolios-and-saved-queries';

export const sql = /* sql */ `
CREATE TABLE saved_queries (
  id                INTEGER PRIMARY KEY,
  name              TEXT NOT NULL,
  operation         TEXT NOT NULL,
  params            TEXT NOT NULL,
  picks             TEXT NOT NULL DEFAULT '[]',
  created_at        INTEGER NOT NULL,
  updated_at        INTEGER NOT NULL,
  last_run_at       INTEGER,
  last_result_count INTEGER
) STRICT;
CREATE UNIQUE INDEX saved_queries_by_name ON saved_queries (name COLLATE NOCASE);

CREATE TABLE watch_items (
  id             INTEGER PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('agency', 'developer', 'agent', 'saved')),
  external_id    TEXT NOT NULL,
  name           TEXT NOT NULL,
  owner_id       TEXT,
  saved_query_id INTEGER REFERENCES saved_queries (id) ON DELETE SET NULL,
  added_at       INTEGER NOT NULL,
  removed_at     INTEGER,
  UNIQUE (kind, external_id)
) STRICT;

CREATE TABLE snapshot_runs (
  id               INTEGER PRIMARY KEY,
  item_id          INTEGER NOT NULL REFERENCES watch_items (id),
  status           TEXT NOT NULL CHECK (status IN ('running', 'done', 'failed', 'interrupted', 'cancelled')),
  trigger          TEXT NOT NULL CHECK (trigger IN ('manual', 'schedule', 'cli')),
  pid              INTEGER NOT NULL,
  started_at       INTEGER NOT NULL,
  finished_at      INTEGER,
  pages_planned    INTEGER,
  requests_planned INTEGER,
  requests_spent   INTEGER NOT NULL DEFAULT 0,
  error            TEXT,
  error_code       TEXT,
  snapshot_id      INTEGER
) STRICT;
CREATE INDEX snapshot_runs_by_item ON snapshot_runs (item_id, id);
CREATE INDEX snapshot_runs_by_time ON snapshot_runs (started_at);
CREATE INDEX snapshot_runs_running ON snapshot_runs (status) WHERE status = 'running';

CREATE TABLE snapshots (
  id             INTEGER PRIMARY KEY,
  item_id        INTEGER NOT NULL REFERENCES watch_items (id),
  run_id         INTEGER NOT NULL REFERENCES snapshot_runs (id),
  taken_at       INTEGER NOT NULL,
  source         TEXT NOT NULL,
  complete       INTEGER NOT NULL,
  pages          INTEGER NOT NULL,
  reported_total INTEGER NOT NULL,
  summary        TEXT NOT NULL
) STRICT;
CREATE INDEX snapshots_by_item ON snapshots (item_id, id);

-- One row per listing per unchanged stretch: a listing present in snapshots first..last of its item with the same
-- price and attributes is one row. last_snapshot is NULL while the row is current in the item's latest snapshot.
CREATE TABLE listing_states (
  id             INTEGER PRIMARY KEY,
  item_id        INTEGER NOT NULL,
  entity         INTEGER NOT NULL,
  external_id    TEXT NOT NULL,
  state_hash     INTEGER NOT NULL,
  price          REAL,
  purpose        INTEGER,
  rent_frequency TEXT,
  rooms          INTEGER,
  baths          INTEGER,
  area_sqft      REAL,
  property_type  TEXT,
  location       TEXT,
  created_at     INTEGER,
  first_snapshot INTEGER NOT NULL,
  last_snapshot  INTEGER
) STRICT;
-- By item and end: the current states (last_snapshot IS NULL) and those that ended at or after a snapshot are
-- index ranges, so reading the listings of recent snapshots does not walk the item's whole past.
CREATE INDEX listing_states_by_item ON listing_states (item_id, last_snapshot);
CREATE INDEX listing_states_by_listing ON listing_states (external_id);

CREATE TABLE snapshot_places (
  external_id TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  level       INTEGER
) STRICT, WITHOUT ROWID;

CREATE TABLE snapshot_schedule (
  id             INTEGER PRIMARY KEY CHECK (id = 1),
  enabled        INTEGER NOT NULL DEFAULT 1,
  interval_hours REAL NOT NULL DEFAULT 24,
  monthly_budget INTEGER,
  quota_reserve  INTEGER NOT NULL DEFAULT 50,
  max_pages      INTEGER NOT NULL DEFAULT 1000,
  last_tick_at   INTEGER
) STRICT;
INSERT INTO snapshot_schedule (id) VALUES (1);
`;
