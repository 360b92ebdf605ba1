// Migration 6 of the workspace database: each request carries a reference, so a request first written to the
// journal beside the workspace (while the workspace could not be written) is added once, never twice, when the
// journal is merged; and a small table records which version of Aqar Lens wrote the schema, so that an older version
// finding a newer workspace can say which one made it.
export const name = 'request-refs-and-meta';

export const sql = /* sql */ `
ALTER TABLE request_log ADD COLUMN ref TEXT;
CREATE UNIQUE INDEX request_log_by_ref ON request_log (ref) WHERE ref IS NOT NULL;

CREATE TABLE workspace_meta (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) STRICT;
`;
