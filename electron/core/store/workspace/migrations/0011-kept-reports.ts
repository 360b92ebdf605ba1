// Migration 11 of the workspace database: client reports kept by the broker. A kept report is a series (its name,
// what it is about) of versions, each the query and the whole report as computed then: re-running one with today's
// data adds a version and keeps the old, so the estimate of a subject can be read across versions, and a report
// handed to a client can always be shown again as it was.
export const name = 'kept-reports';

export const sql = /* sql */ `
CREATE TABLE report_series (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  removed_at  INTEGER
) STRICT;

CREATE TABLE report_versions (
  id          INTEGER PRIMARY KEY,
  series_id   INTEGER NOT NULL REFERENCES report_series (id),
  version     INTEGER NOT NULL,
  query       TEXT NOT NULL,
  report      TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  UNIQUE (series_id, version)
) STRICT;
`;
