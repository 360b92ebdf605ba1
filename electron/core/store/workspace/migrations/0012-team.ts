// Migration 12 of the workspace database: this laptop as a member of a team server. One membership row (the
// server, the member it joined as, the cursor of the last change pulled), an outbox of local changes to shared items
// waiting to be pushed (each with the operation id the server answers by, so a retried batch neither loses nor
// doubles a change), and the team fields of saved searches and watchlist items: the server's item id, its author,
// who changed it last and when, the version this laptop holds, whether a local edit was pushed since the last pull
// (to tell the broker when a colleague's later write replaced it). A deletion pulled from the team unwatches a watch
// (its history kept) and deletes a saved search. The member token itself is in the keychain, never here.
export const name = 'team';

export const sql = /* sql */ `
CREATE TABLE team_membership (
  id           INTEGER PRIMARY KEY CHECK (id = 1),
  server_url   TEXT NOT NULL,
  team_id      TEXT NOT NULL,
  team_name    TEXT NOT NULL,
  member_id    TEXT NOT NULL,
  member_name  TEXT NOT NULL,
  role         TEXT NOT NULL CHECK (role IN ('admin', 'member', 'viewer')),
  device       TEXT NOT NULL,
  cursor       TEXT NOT NULL DEFAULT '0',
  joined_at    INTEGER NOT NULL,
  synced_at    INTEGER,
  sync_error   TEXT
) STRICT;

CREATE TABLE team_outbox (
  id            INTEGER PRIMARY KEY,
  op_id         TEXT NOT NULL UNIQUE,
  kind          TEXT NOT NULL CHECK (kind IN ('saved-search', 'watch')),
  item_id       TEXT NOT NULL,
  action        TEXT NOT NULL CHECK (action IN ('upsert', 'delete')),
  body          TEXT,
  base_version  INTEGER NOT NULL,
  queued_at     INTEGER NOT NULL,
  -- Set once the operation was sent: from then on it is sent again unchanged (same op id), never merged with a
  -- later edit, since the server may have applied it already.
  sent_at       INTEGER,
  attempts      INTEGER NOT NULL DEFAULT 0,
  last_error    TEXT
) STRICT;
CREATE INDEX team_outbox_by_item ON team_outbox (item_id, id);

ALTER TABLE saved_queries ADD COLUMN team_item_id TEXT;
ALTER TABLE saved_queries ADD COLUMN team_author TEXT;
ALTER TABLE saved_queries ADD COLUMN team_updated_by TEXT;
ALTER TABLE saved_queries ADD COLUMN team_updated_at INTEGER;
ALTER TABLE saved_queries ADD COLUMN team_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE saved_queries ADD COLUMN team_edited INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX saved_queries_by_team_item ON saved_queries (team_item_id) WHERE team_item_id IS NOT NULL;

ALTER TABLE watch_items ADD COLUMN team_item_id TEXT;
ALTER TABLE watch_items ADD COLUMN team_author TEXT;
ALTER TABLE watch_items ADD COLUMN team_updated_by TEXT;
ALTER TABLE watch_items ADD COLUMN team_updated_at INTEGER;
ALTER TABLE watch_items ADD COLUMN team_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE watch_items ADD COLUMN team_edited INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX watch_items_by_team_item ON watch_items (team_item_id) WHERE team_item_id IS NOT NULL;
`;
