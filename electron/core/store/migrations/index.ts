// The cache database's migrations, in order.
import type { Migration } from '../migrate';
import * as m0001 from './0001-cache';

export const CACHE_MIGRATIONS: readonly Migration[] = [{ version: 1, name: m0001.name, sql: m0001.sql }];
