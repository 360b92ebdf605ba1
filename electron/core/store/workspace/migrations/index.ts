// The workspace database's migrations, in order. Later features add theirs here (never edit an applied one).
import type { Migration } from '../../migrate';
import * as m0001 from './0001-workspace';
import * as m0002 from './0002-import-request-log';
import * as m0003 from './0003-compare-pins';
import * as m0004 from './0004-portfolios';
import * as m0005 from './0005-snapshot-leases';
import * as m0006 from './0006-request-refs-and-meta';
import * as m0007 from './0007-lease-heartbeats';
import * as m0008 from './0008-listing-titles';
import * as m0009 from './0009-brand';
import * as m0010 from './0010-alerts';
import * as m0011 from './0011-kept-reports';
import * as m0012 from './0012-team';
import * as m0013 from './0013-notes';
import * as m0014 from './0014-team-snapshots';
import * as m0015 from './0015-team-boards-reports';

export const WORKSPACE_MIGRATIONS: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
].map((m, i) => ({
  version: i + 1,
  name: m.name,
  sql: m.sql,
  ...('up' in m ? { up: m.up } : {}),
}));
