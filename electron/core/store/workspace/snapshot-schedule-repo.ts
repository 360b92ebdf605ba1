// The snapshot_schedule table: one row holding how often scheduled snapshots run and what they may spend.
import type { Database } from 'better-sqlite3';
import type { SchedulePatch } from '#shared/ipc/contract';

interface ScheduleRow {
  enabled: number;
  interval_hours: number;
  monthly_budget: number | null;
  quota_reserve: number;
  max_pages: number;
  last_tick_at: number | null;
}

export interface Schedule {
  enabled: boolean;
  intervalHours: number;
  monthlyBudget: number | null;
  quotaReserve: number;
  maxPagesPerSnapshot: number;
  lastTickAt: number | null;
}

export function createSnapshotScheduleRepo(db: Database) {
  const read = db.prepare<[], ScheduleRow>('SELECT * FROM snapshot_schedule WHERE id = 1');
  const write = db.prepare(
    `UPDATE snapshot_schedule SET enabled = @enabled, interval_hours = @intervalHours, monthly_budget = @monthlyBudget,
     quota_reserve = @quotaReserve, max_pages = @maxPagesPerSnapshot WHERE id = 1`,
  );
  const tick = db.prepare('UPDATE snapshot_schedule SET last_tick_at = ? WHERE id = 1');
  const get = (): Schedule => {
    const row = read.get();
    if (!row) throw new Error('the snapshot schedule row is missing from the workspace');
    return {
      enabled: row.enabled === 1,
      intervalHours: row.interval_hours,
      monthlyBudget: row.monthly_budget,
      quotaReserve: row.quota_reserve,
      maxPagesPerSnapshot: row.max_pages,
      lastTickAt: row.last_tick_at,
    };
  };
  return {
    get,
    update: (patch: SchedulePatch): Schedule => {
      const next = { ...get(), ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      write.run({ ...next, enabled: next.enabled ? 1 : 0 });
      return get();
    },
    ticked: (at: number): void => void tick.run(at),
  };
}

export type SnapshotScheduleRepo = ReturnType<typeof createSnapshotScheduleRepo>;
