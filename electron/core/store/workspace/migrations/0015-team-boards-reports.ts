// Migration 15 of the workspace database: compare boards and kept reports as team items, and items made team-wide.
// A compare board is a named set of pins of one kind, saved from the compare panel (the panel itself stays this
// laptop's working set: a colleague's board is opened into it, never pushed over it); removed softly so a removal
// can be synced. Kept report series get the team columns saved searches have. Saved searches and watches remember
// whether an admin made them team-wide. The outbox is rebuilt (SQLite cannot change a CHECK in place) to take the two
// new kinds and, per operation, the team-wide setting it asks for (null: leave it as the server has it); its rows
// are copied as they are, ids and operation ids kept. Each colleague's snapshot run pulled here is recorded with whose
// run it was and what it spent on their laptop, so the usage view can say which snapshot cost 0 requests here.
export const name = 'team-boards-reports';

const TEAM_COLUMNS = (table: string) => `
ALTER TABLE ${table} ADD COLUMN team_item_id TEXT;
ALTER TABLE ${table} ADD COLUMN team_author TEXT;
ALTER TABLE ${table} ADD COLUMN team_updated_by TEXT;
ALTER TABLE ${table} ADD COLUMN team_updated_at INTEGER;
ALTER TABLE ${table} ADD COLUMN team_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ${table} ADD COLUMN team_edited INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX ${table}_by_team_item ON ${table} (team_item_id) WHERE team_item_id IS NOT NULL;`;

export const sql = /* sql */ `
CREATE TABLE compare_boards (
  id               INTEGER PRIMARY KEY,
  kind             TEXT NOT NULL CHECK (kind IN ('listing', 'project', 'agent', 'agency', 'developer', 'place')),
  name             TEXT NOT NULL,
  -- JSON array of the pins in order: [{ "id", "label", "snapshot", "snapshotAt" }], at most eight.
  pins             TEXT NOT NULL,
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  removed_at       INTEGER,
  team_item_id     TEXT,
  team_author      TEXT,
  team_updated_by  TEXT,
  team_updated_at  INTEGER,
  team_version     INTEGER NOT NULL DEFAULT 0,
  team_edited      INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE UNIQUE INDEX compare_boards_by_team_item ON compare_boards (team_item_id) WHERE team_item_id IS NOT NULL;
${TEAM_COLUMNS('report_series')}

CREATE TABLE team_pulled_runs (
  snapshot_id     INTEGER PRIMARY KEY REFERENCES snapshots (id),
  item_id         INTEGER NOT NULL REFERENCES watch_items (id),
  run_seq         TEXT NOT NULL,
  taken_by        TEXT NOT NULL,
  taken_at        INTEGER NOT NULL,
  their_requests  INTEGER NOT NULL,
  listings        INTEGER NOT NULL,
  pulled_at       INTEGER NOT NULL
) STRICT;
CREATE INDEX team_pulled_runs_by_time ON team_pulled_runs (pulled_at);

ALTER TABLE saved_queries ADD COLUMN team_wide INTEGER NOT NULL DEFAULT 0;
ALTER TABLE watch_items ADD COLUMN team_wide INTEGER NOT NULL DEFAULT 0;

CREATE TABLE team_outbox_next (
  id            INTEGER PRIMARY KEY,
  op_id         TEXT NOT NULL UNIQUE,
  kind          TEXT NOT NULL CHECK (kind IN ('saved-search', 'watch', 'note', 'compare-board', 'report')),
  item_id       TEXT NOT NULL,
  action        TEXT NOT NULL CHECK (action IN ('upsert', 'delete')),
  body          TEXT,
  team_wide     INTEGER,
  base_version  INTEGER NOT NULL,
  queued_at     INTEGER NOT NULL,
  sent_at       INTEGER,
  attempts      INTEGER NOT NULL DEFAULT 0,
  last_error    TEXT
) STRICT;
INSERT INTO team_outbox_next (id, op_id, kind, item_id, action, body, base_version, queued_at, sent_at, attempts,
  last_error)
  SELECT id, op_id, kind, item_id, action, body, base_version, queued_at, sent_at, attempts, last_error FROM team_outbox;
DROP TABLE team_outbox;
ALTER TABLE team_outbox_next RENAME TO team_outbox;
CREATE INDEX team_outbox_by_item ON team_outbox (item_id, id);
`;
