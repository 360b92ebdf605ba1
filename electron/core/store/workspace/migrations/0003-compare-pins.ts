// Migration 3 of the workspace database: the compare panel's pins, per source and kind, in the broker's order,
// each with a snapshot of what was shown so the panel works offline.
export const name = 'compare-pins';

export const sql = /* sql */ `
CREATE TABLE compare_pins (
  source       TEXT NOT NULL,
  kind         TEXT NOT NULL CHECK (kind IN ('listing', 'project', 'agent', 'agency', 'developer', 'place')),
  item_id      TEXT NOT NULL,
  position     INTEGER NOT NULL,
  label        TEXT NOT NULL,
  snapshot     TEXT NOT NULL,
  pinned_at    INTEGER NOT NULL,
  snapshot_at  INTEGER NOT NULL,
  PRIMARY KEY (source, kind, item_id)
) STRICT;
CREATE INDEX compare_pins_in_order ON compare_pins (source, kind, position);
`;
