// Migration 5 of the workspace database: one lease per item being snapshotted, so two processes sharing a workspace
// (the app's schedule and a cron job's `aqar snapshot`, or two overlapping cron runs) never pay for the same
// snapshot twice. A lease names its process, so one left by a process that died is taken over, not obeyed.
export const name = 'snapshot-leases';

export const sql = /* sql */ `
CREATE TABLE snapshot_leases (
  item_id      INTEGER PRIMARY KEY REFERENCES watch_items (id) ON DELETE CASCADE,
  holder       TEXT NOT NULL,
  pid          INTEGER NOT NULL,
  acquired_at  INTEGER NOT NULL
) STRICT;
`;
