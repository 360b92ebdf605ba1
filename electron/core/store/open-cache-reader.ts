// The analytics worker's own read-only connection to the cache database, with the readers it uses. The core has
// already opened, checked and migrated the file, so this skips the integrity check (it costs a full read).
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { createListingsReader } from './listings-repo';
import { createTransactionsReader } from './transactions-repo';
import { busyTimeoutMs } from './busy-timeout';

export function openCacheReader(dataDir: string) {
  const file = join(dataDir, 'cache.db');
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
  return {
    file,
    transactions: createTransactionsReader(db),
    listings: createListingsReader(db),
    close: (): void => void db.close(),
  };
}

export type CacheReader = ReturnType<typeof openCacheReader>;
