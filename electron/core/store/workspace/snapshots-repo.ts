// The snapshots table: one row per completed snapshot of a watch item, with its summary (counts and medians,
// JSON checked when read back). Listing membership lives in listing_states as ranges of snapshot ids.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { AppFailure, describeZodError } from '#shared/errors';
import type { SnapshotPoint, SnapshotRef, SnapshotSummary } from '#shared/domain/portfolio';
import { ref } from '#shared/messages/message-ref';

const split = z.object({ sale: z.number(), rent: z.number() });
const medians = z.object({ sale: z.number().nullable(), rent: z.number().nullable() });
export const snapshotSummarySchema = z.object({
  counts: z.object({ total: z.number(), sale: z.number(), rent: z.number(), projects: z.number() }),
  byType: z.record(z.string(), split),
  byRooms: z.record(z.string(), split),
  medianPrice: medians,
  medianPricePerSqft: medians,
});

interface SnapshotRow {
  id: number;
  item_id: number;
  run_id: number;
  taken_at: number;
  source: string;
  complete: number;
  pages: number;
  reported_total: number;
  summary: string;
}

export interface NewSnapshot {
  itemId: number;
  runId: number;
  takenAt: number;
  source: string;
  complete: boolean;
  pages: number;
  reportedTotal: number;
  summary: SnapshotSummary;
}

export type StoredSnapshot = SnapshotPoint & { itemId: number; takenAtMs: number };

function toPoint(row: SnapshotRow): StoredSnapshot {
  const summary = snapshotSummarySchema.safeParse(JSON.parse(row.summary));
  if (!summary.success) {
    const invalid = describeZodError(summary.error, ref('error.subject.snapshotSummary', { id: String(row.id) }));
    throw AppFailure.of({ ...invalid, code: 'internal' });
  }
  return {
    id: row.id,
    itemId: row.item_id,
    takenAt: new Date(row.taken_at).toISOString(),
    takenAtMs: row.taken_at,
    source: row.source,
    complete: row.complete === 1,
    pages: row.pages,
    reportedTotal: row.reported_total,
    ...summary.data,
  };
}

export function toRef(point: StoredSnapshot): SnapshotRef {
  return { id: point.id, takenAt: point.takenAt, listings: point.counts.total };
}

export function createSnapshotsRepo(db: Database) {
  const insert = db.prepare(
    `INSERT INTO snapshots (item_id, run_id, taken_at, source, complete, pages, reported_total, summary)
     VALUES (@itemId, @runId, @takenAt, @source, @complete, @pages, @reportedTotal, @summary)`,
  );
  const forItem = db.prepare<[number], SnapshotRow>('SELECT * FROM snapshots WHERE item_id = ? ORDER BY id');
  const byId = db.prepare<[number], SnapshotRow>('SELECT * FROM snapshots WHERE id = ?');
  const lastComplete = db.prepare<[number], { id: number }>(
    'SELECT id FROM snapshots WHERE item_id = ? AND complete = 1 ORDER BY id DESC LIMIT 2',
  );
  const last = db.prepare<[number], SnapshotRow>('SELECT * FROM snapshots WHERE item_id = ? ORDER BY id DESC LIMIT 1');
  const since = db.prepare<[number], SnapshotRow>('SELECT * FROM snapshots WHERE taken_at >= ? ORDER BY id');
  const latestFrom = db.prepare<[number, string], SnapshotRow>(
    'SELECT * FROM snapshots WHERE item_id = ? AND complete = 1 AND source = ? ORDER BY id DESC LIMIT 1',
  );
  return {
    /** Call inside the snapshot's transaction. */
    insert: (s: NewSnapshot): number =>
      Number(insert.run({ ...s, complete: s.complete ? 1 : 0, summary: JSON.stringify(s.summary) }).lastInsertRowid),
    forItem: (itemId: number): StoredSnapshot[] => forItem.all(itemId).map(toPoint),
    get: (id: number): StoredSnapshot | null => {
      const row = byId.get(id);
      return row ? toPoint(row) : null;
    },
    last: (itemId: number): StoredSnapshot | null => {
      const row = last.get(itemId);
      return row ? toPoint(row) : null;
    },
    /** Ids of the item's last two complete snapshots, newest first. */
    lastCompleteIds: (itemId: number): number[] => lastComplete.all(itemId).map((r) => r.id),
    since: (at: number): StoredSnapshot[] => since.all(at).map(toPoint),
    /** The item's newest complete snapshot taken from `source` (the demo or one live service), if any. */
    latestComplete: (itemId: number, source: string): StoredSnapshot | null => {
      const row = latestFrom.get(itemId, source);
      return row ? toPoint(row) : null;
    },
  };
}

export type SnapshotsRepo = ReturnType<typeof createSnapshotsRepo>;
