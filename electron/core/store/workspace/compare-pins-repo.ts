// The compare panel's pins: per source and kind, in the broker's order, with the snapshot each pin keeps. The
// snapshot is stored as JSON text and checked by the caller when read back.
import type { Database } from 'better-sqlite3';
import type { CompareKind } from '#shared/compare/snapshots';

export interface StoredPin {
  source: string;
  kind: CompareKind;
  itemId: string;
  position: number;
  label: string;
  /** JSON of the item as it was shown or last refreshed. */
  snapshot: string;
  pinnedAt: number;
  snapshotAt: number;
}

interface Row {
  source: string;
  kind: CompareKind;
  item_id: string;
  position: number;
  label: string;
  snapshot: string;
  pinned_at: number;
  snapshot_at: number;
}

const toPin = (r: Row): StoredPin => ({
  source: r.source,
  kind: r.kind,
  itemId: r.item_id,
  position: r.position,
  label: r.label,
  snapshot: r.snapshot,
  pinnedAt: r.pinned_at,
  snapshotAt: r.snapshot_at,
});

export function createComparePinsRepo(db: Database) {
  const list = db.prepare<[string, string], Row>(
    'SELECT * FROM compare_pins WHERE source = ? AND kind = ? ORDER BY position, pinned_at',
  );
  const insert = db.prepare(
    `INSERT INTO compare_pins (source, kind, item_id, position, label, snapshot, pinned_at, snapshot_at)
     VALUES (@source, @kind, @itemId,
       (SELECT coalesce(max(position), -1) + 1 FROM compare_pins WHERE source = @source AND kind = @kind),
       @label, @snapshot, @pinnedAt, @snapshotAt)
     ON CONFLICT (source, kind, item_id) DO UPDATE SET
       label = excluded.label, snapshot = excluded.snapshot, snapshot_at = excluded.snapshot_at`,
  );
  const refresh = db.prepare(
    `UPDATE compare_pins SET label = @label, snapshot = @snapshot, snapshot_at = @snapshotAt
     WHERE source = @source AND kind = @kind AND item_id = @itemId AND snapshot_at <= @snapshotAt`,
  );
  const remove = db.prepare<[string, string, string]>(
    'DELETE FROM compare_pins WHERE source = ? AND kind = ? AND item_id = ?',
  );
  const clear = db.prepare<[string, string]>('DELETE FROM compare_pins WHERE source = ? AND kind = ?');
  const place = db.prepare<[number, string, string, string]>(
    'UPDATE compare_pins SET position = ? WHERE source = ? AND kind = ? AND item_id = ?',
  );
  /** Positions 0..n-1 in the given order (the ids of every pin of the kind). */
  const order = db.transaction((source: string, kind: CompareKind, ids: readonly string[]) => {
    ids.forEach((id, i) => place.run(i, source, kind, id));
  });
  return {
    list: (source: string, kind: CompareKind): StoredPin[] => list.all(source, kind).map(toPin),
    /** Adds a pin at the end, or refreshes the snapshot of one already pinned (keeping its place). */
    put: (pin: Omit<StoredPin, 'position'>): void => void insert.run(pin),
    /** Replaces a pin's snapshot with a newer one (never with an older one). */
    refresh: (pin: Pick<StoredPin, 'source' | 'kind' | 'itemId' | 'label' | 'snapshot' | 'snapshotAt'>): void =>
      void refresh.run(pin),
    remove: (source: string, kind: CompareKind, itemId: string): boolean =>
      remove.run(source, kind, itemId).changes > 0,
    clear: (source: string, kind: CompareKind): number => clear.run(source, kind).changes,
    order: (source: string, kind: CompareKind, ids: readonly string[]): void => order(source, kind, ids),
  };
}

export type ComparePinsRepo = ReturnType<typeof createComparePinsRepo>;
