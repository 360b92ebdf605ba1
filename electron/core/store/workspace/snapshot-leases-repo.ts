// The snapshot_leases table: which run (holder) of which process is snapshotting an item. Taken in an IMMEDIATE
// transaction, so two processes asking at once are serialized by SQLite and exactly one gets each item.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { parseRow } from './parse-row';

export interface SnapshotLease {
  itemId: number;
  holder: string;
  pid: number;
  acquiredAt: number;
}

const int = z.number().int();
const leaseRowSchema = z.object({ item_id: int, holder: z.string(), pid: int, acquired_at: int });

function toLease(raw: unknown): SnapshotLease {
  const row = parseRow(leaseRowSchema, raw, 'snapshot lease');
  return { itemId: row.item_id, holder: row.holder, pid: row.pid, acquiredAt: row.acquired_at };
}

export function createSnapshotLeasesRepo(db: Database) {
  const get = db.prepare<[number], unknown>('SELECT * FROM snapshot_leases WHERE item_id = ?');
  const put = db.prepare(
    `INSERT INTO snapshot_leases (item_id, holder, pid, acquired_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (item_id) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, acquired_at = excluded.acquired_at`,
  );
  const release = db.prepare('DELETE FROM snapshot_leases WHERE item_id = ? AND holder = ?');
  const acquire = db.transaction(
    (itemId: number, holder: string, pid: number, at: number, live: (lease: SnapshotLease) => boolean) => {
      const row = get.get(itemId);
      const current = row ? toLease(row) : null;
      if (current && current.holder !== holder && live(current)) return current;
      put.run(itemId, holder, pid, at);
      return null;
    },
  );
  return {
    /**
     * Takes the item's lease for `holder` unless a live one is held by another (`live` judges a lease found:
     * its process still running); returns that other lease, or null when the lease is now `holder`'s.
     */
    acquire: (
      itemId: number,
      holder: string,
      pid: number,
      at: number,
      live: (lease: SnapshotLease) => boolean,
    ): SnapshotLease | null => acquire.immediate(itemId, holder, pid, at, live),
    release: (itemId: number, holder: string): void => void release.run(itemId, holder),
    get: (itemId: number): SnapshotLease | null => {
      const row = get.get(itemId);
      return row ? toLease(row) : null;
    },
  };
}

export type SnapshotLeasesRepo = ReturnType<typeof createSnapshotLeasesRepo>;
