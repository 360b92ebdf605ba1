// Migration 7 of the workspace database: a snapshot lease and its run are renewed by the running snapshot (a
// heartbeat) and expire when they are not, whatever process ids say: a process id is reused, and means nothing on
// another machine sharing the workspace. Rows of an earlier version count as renewed when they were started.
export const name = 'lease-heartbeats';

export const sql = /* sql */ `
ALTER TABLE snapshot_leases ADD COLUMN renewed_at INTEGER NOT NULL DEFAULT 0;
UPDATE snapshot_leases SET renewed_at = acquired_at;
ALTER TABLE snapshot_leases ADD COLUMN machine TEXT NOT NULL DEFAULT '';

ALTER TABLE snapshot_runs ADD COLUMN renewed_at INTEGER NOT NULL DEFAULT 0;
UPDATE snapshot_runs SET renewed_at = started_at;
`;
