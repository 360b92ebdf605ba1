// Migration 10 of the workspace database: alert rules and the inbox of what they found. A rule reads either a watched
// item's snapshots (it remembers the newest it has read, so each snapshot pair is compared once) or a place's stored
// transactions (it remembers the newest registration day stored when it was set, and the store sequence it has
// read). An alert is recorded once per rule, change and snapshot (a second check finds nothing new); reported_at
// marks what a check (the CLI's `alerts check`) has handed out, apart from what the broker read or dismissed.
export const name = 'alerts';

export const sql = /* sql */ `
CREATE TABLE alert_rules (
  id               INTEGER PRIMARY KEY,
  name             TEXT,
  item_id          INTEGER REFERENCES watch_items (id),
  place_id         TEXT,
  place_name       TEXT,
  trigger          TEXT NOT NULL CHECK (trigger IN
                     ('new-listings', 'price-cut', 'back-on-market', 'gone', 'new-projects', 'new-transactions')),
  thresholds       TEXT NOT NULL DEFAULT '{}',
  created_at       INTEGER NOT NULL,
  removed_at       INTEGER,
  checked_snapshot INTEGER,
  since_date       TEXT,
  checked_seq      INTEGER,
  CHECK ((item_id IS NULL) <> (place_id IS NULL)),
  CHECK ((place_id IS NULL) = (trigger <> 'new-transactions'))
) STRICT;
CREATE INDEX alert_rules_by_item ON alert_rules (item_id) WHERE removed_at IS NULL;

CREATE TABLE alerts (
  id             INTEGER PRIMARY KEY,
  rule_id        INTEGER NOT NULL REFERENCES alert_rules (id),
  kind           TEXT NOT NULL CHECK (kind IN
                   ('new-listing', 'price-cut', 'back-on-market', 'gone', 'new-project', 'new-transaction')),
  external_id    TEXT NOT NULL,
  from_snapshot  INTEGER NOT NULL,
  to_snapshot    INTEGER NOT NULL,
  at             INTEGER NOT NULL,
  old_price      REAL,
  new_price      REAL,
  listing        TEXT NOT NULL,
  created_at     INTEGER NOT NULL,
  reported_at    INTEGER,
  read_at        INTEGER,
  dismissed_at   INTEGER,
  UNIQUE (rule_id, kind, external_id, to_snapshot)
) STRICT;
CREATE INDEX alerts_open ON alerts (dismissed_at, at);
CREATE INDEX alerts_unreported ON alerts (id) WHERE reported_at IS NULL;
`;
