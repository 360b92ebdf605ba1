// The cache database's migrations, in order.
import type { Migration } from '../migrate';
import * as m0001 from './0001-cache';
import * as m0002 from './0002-request-log-moved';
import * as m0003 from './0003-transactions-by-place';
import * as m0004 from './0004-normalized-answers';

export const CACHE_MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003, m0004].map((m, i) => ({
  version: i + 1,
  name: m.name,
  sql: m.sql,
}));
