// Worker methods for store upkeep: WAL checkpoints run here, off the thread that owns the window, because a
// checkpoint copies megabytes and would otherwise stall whichever write happened to trigger it.
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { MethodTable } from '../method-table';

export interface StoreWorkerMethods {
  'store:checkpoint': {
    input: { database: 'cache' | 'workspace' };
    output: { busy: number; walPages: number; checkpointed: number };
  };
}

const connections = new Map<string, Database>();

function connection(dataDir: string, database: 'cache' | 'workspace'): Database {
  const file = join(dataDir, `${database}.db`);
  let db = connections.get(file);
  if (!db) {
    // Checkpointing needs a writable handle; this one never changes any row.
    db = new BetterSqlite3(file, { fileMustExist: true });
    db.pragma('busy_timeout = 1000');
    connections.set(file, db);
  }
  return db;
}

export const STORE_METHODS: MethodTable<StoreWorkerMethods> = {
  'store:checkpoint': ({ database }, context) => {
    const db = connection(context.worker.dataDir, database);
    const [row] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
    return { busy: row?.busy ?? 0, walPages: row?.log ?? 0, checkpointed: row?.checkpointed ?? 0 };
  },
};
