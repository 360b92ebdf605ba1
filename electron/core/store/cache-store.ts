// The cache database and its repositories, opened together. Disposable: everything in it can be fetched again.
import { join } from 'node:path';
import { createEntitiesRepo } from './entities-repo';
import { createListingsRepo } from './listings-repo';
import { createMarketCoverageRepo } from './market-coverage-repo';
import { openCacheDatabase } from './open-cache-db';
import { createResponsesRepo } from './responses-repo';
import { createTransactionsRepo } from './transactions-repo';
import { statSync } from 'node:fs';
import { SessionFolder } from './session-folder';

export function openCacheStore(dataDir: string, session: SessionFolder = new SessionFolder()) {
  const opened = openCacheDatabase(join(dataDir, 'cache.db'), session);
  const { db, warning, file } = opened;
  const fileBytes = (): number => {
    let total = 0;
    for (const suffix of ['', '-wal']) {
      try {
        total += statSync(file + suffix).size;
      } catch {
        // A missing WAL file simply adds nothing.
      }
    }
    return total;
  };
  return {
    db,
    /** The file open: cache.db, or its session copy when the data folder cannot be written. */
    file,
    warning,
    readOnly: opened.readOnly,
    newer: opened.newer,
    responses: createResponsesRepo(db),
    listings: createListingsRepo(db),
    transactions: createTransactionsRepo(db),
    entities: createEntitiesRepo(db),
    marketCoverage: createMarketCoverageRepo(db),
    fileBytes,
    close: (): void => {
      db.close();
    },
  };
}

export type CacheStore = ReturnType<typeof openCacheStore>;
