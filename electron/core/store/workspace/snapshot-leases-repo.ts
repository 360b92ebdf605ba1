// The snapshot_leases table: which run (holder) on which machine is snapshotting an item, and when it last renewed
// its lease. Taken in an IMMEDIATE transaction, so two processes asking at once are serialized by SQLite and exactly
// one gets each item; a lease not renewed within its time to live is taken over, whatever its process id.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { parseRow } from './parse-row';

export interface SnapshotLease {
  itemId: number;
  holder: string;
  pid: number;
  /** The machine the holder runs on ('' for a lease of an earlier version). */
  machine: string;
  acquiredAt: number;
  renewedAt: number;
}

const int = z.number().int();
const leaseRowSchema = z.object({
  item_id: int,
  holder: z.string(),
  pid: int,
  acquired_at: int,
  renewed_at: int,
  machine: z.string(),
});

function toLease(raw: unknown): SnapshotLease {
  const row = parseRow(leaseRowSchema, raw, 'snapshotLease');
  return {
    itemId: row.item_id,
    holder: row.holder,
    pid: row.pid,
    machine: row.machine,
    acquiredAt: row.acquired_at,
    renewedAt: row.renewed_at,
  };
}

export interface LeaseClaim {
  itemId: number;
  holder: string;
  pid: number;
  machine: string;
  at: number;
}

export function createSnapshotLeasesRepo(db: Database) {
  const get = db.prepare<[number], unknown>('SELECT * FROM snapshot_leases WHERE item_id = ?');
  const put = db.prepare(
    `INSERT INTO snapshot_leases (item_id, holder, pid, machine, acquired_at, renewed_at)
     VALUES (@itemId, @holder, @pid, @machine, @at, @at)
     ON CONFLICT (item_id) DO UPDATE SET holder = excluded.holder, pid = excluded.pid, machine = excluded.machine,
       acquired_at = excluded.acquired_at, renewed_at = excluded.renewed_at`,
  );
  const renew = db.prepare('UPDATE snapshot_leases SET renewed_at = ? WHERE item_id = ? AND holder = ?');
  const release = db.prepare('DELETE FROM snapshot_leases WHERE item_id = ? AND holder = ?');
  const acquire = db.transaction((claim: LeaseClaim, live: (lease: SnapshotLease) => boolean) => {
    const row = get.get(claim.itemId);
    const current = row ? toLease(row) : null;
    if (current && current.holder !== claim.holder && live(current)) return current;
    put.run(claim);
    return null;
  });
  return {
    /**
     * Takes the item's lease for the claim's holder unless another holds a live one (`live` judges a lease found:
     * renewed within its time to live); returns that other lease, or null when the lease is now the claimant's.
     */
    acquire: (claim: LeaseClaim, live: (lease: SnapshotLease) => boolean): SnapshotLease | null =>
      acquire.immediate(claim, live),
    /** Renews the holder's lease; false when it is no longer the holder's (taken over, or released). */
    renew: (itemId: number, holder: string, at: number): boolean => renew.run(at, itemId, holder).changes > 0,
    release: (itemId: number, holder: string): void => void release.run(itemId, holder),
    get: (itemId: number): SnapshotLease | null => {
      const row = get.get(itemId);
      return row ? toLease(row) : null;
    },
  };
}

export type SnapshotLeasesRepo = ReturnType<typeof createSnapshotLeasesRepo>;
