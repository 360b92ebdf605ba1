// Migration 14 of the workspace database: one snapshot for the team. For each shared watch, the newest snapshot this
// laptop exchanged with the team (pushed, or stored from a colleague's run) and that run's number on the server, so
// a snapshot taken here after it is pushed at the next sync and no run is pushed or pulled twice.
export const name = 'team-snapshots';

export const sql = /* sql */ `
ALTER TABLE watch_items ADD COLUMN team_snapshot_id INTEGER;
ALTER TABLE watch_items ADD COLUMN team_run_seq TEXT;
`;
