// Migration 1 of the workspace database: the request log (the broker's budget) and the gateway's quota readings.
export const name = 'workspace';

export const sql = /* sql */ `
CREATE TABLE request_log (
  id           INTEGER PRIMARY KEY,
  at           INTEGER NOT NULL,
  source       TEXT NOT NULL,
  operation    TEXT NOT NULL,
  outcome      TEXT NOT NULL,
  status       INTEGER,
  duration_ms  INTEGER NOT NULL
) STRICT;
CREATE INDEX request_log_by_time ON request_log (source, at);

CREATE TABLE rate_limits (
  source      TEXT PRIMARY KEY,
  headers     TEXT NOT NULL,
  observed_at INTEGER NOT NULL
) STRICT;
`;
