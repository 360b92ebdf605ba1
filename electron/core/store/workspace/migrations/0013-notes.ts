// Migration 13 of the workspace database: notes a broker writes on a listing, a building or a firm (text, author,
// times; removed softly, so a removal can be synced), with the team columns that link a shared note to its team
// item as saved searches and watches have them. The outbox is rebuilt to take notes too (SQLite cannot change a
// CHECK in place): its rows are copied as they are, ids and operation ids kept.
export const name = 'notes';

export const sql = /* sql */ `
CREATE TABLE notes (
  id               INTEGER PRIMARY KEY,
  target_kind      TEXT NOT NULL CHECK (target_kind IN ('listing', 'building', 'agency', 'developer', 'agent')),
  target_id        TEXT NOT NULL,
  target_name      TEXT,
  text             TEXT NOT NULL,
  author           TEXT,
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
CREATE INDEX notes_by_target ON notes (target_kind, target_id) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX notes_by_team_item ON notes (team_item_id) WHERE team_item_id IS NOT NULL;

CREATE TABLE team_outbox_next (
  id            INTEGER PRIMARY KEY,
  op_id         TEXT NOT NULL UNIQUE,
  kind          TEXT NOT NULL CHECK (kind IN ('saved-search', 'watch', 'note')),
  item_id       TEXT NOT NULL,
  action        TEXT NOT NULL CHECK (action IN ('upsert', 'delete')),
  body          TEXT,
  base_version  INTEGER NOT NULL,
  queued_at     INTEGER NOT NULL,
  sent_at       INTEGER,
  attempts      INTEGER NOT NULL DEFAULT 0,
  last_error    TEXT
) STRICT;
INSERT INTO team_outbox_next SELECT id, op_id, kind, item_id, action, body, base_version, queued_at, sent_at, attempts,
  last_error FROM team_outbox;
DROP TABLE team_outbox;
ALTER TABLE team_outbox_next RENAME TO team_outbox;
CREATE INDEX team_outbox_by_item ON team_outbox (item_id, id);
`;
