// The snapshot_runs table: every attempt at a snapshot, written before the first request and finished in the same
// transaction that stores the snapshot; renewed by the running snapshot's heartbeat, so that a run left `running`
// by a process that died (or a machine that went away) is marked interrupted once its heartbeat is over.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import {
  RUN_STATUSES,
  RUN_TRIGGERS,
  type RunStatus,
  type RunTrigger,
  type SnapshotRunView,
} from '#shared/domain/portfolio';
import { parseRow } from './parse-row';

const int = z.number().int();
const runRowSchema = z.object({
  id: int,
  item_id: int,
  status: z.enum(RUN_STATUSES),
  trigger: z.enum(RUN_TRIGGERS),
  pid: int,
  started_at: int,
  finished_at: int.nullable(),
  pages_planned: int.nullable(),
  requests_planned: int.nullable(),
  requests_spent: int,
  error: z.string().nullable(),
  error_code: z.string().nullable(),
  snapshot_id: int.nullable(),
  renewed_at: int,
});

type RunRow = z.infer<typeof runRowSchema>;
const parseRun = (raw: unknown): RunRow => parseRow(runRowSchema, raw, 'snapshotRun');

function toView(raw: unknown): SnapshotRunView {
  const row = parseRun(raw);
  return {
    id: row.id,
    itemId: row.item_id,
    status: row.status,
    trigger: row.trigger,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
    pagesPlanned: row.pages_planned,
    requestsPlanned: row.requests_planned,
    requestsSpent: row.requests_spent,
    error: row.error,
    errorCode: row.error_code,
    snapshotId: row.snapshot_id,
  };
}

export interface RunEnd {
  status: Exclude<RunStatus, 'running'>;
  at: number;
  requestsSpent: number;
  error?: string | null;
  errorCode?: string | null;
  snapshotId?: number | null;
}

export function createSnapshotRunsRepo(db: Database) {
  const start = db.prepare(
    `INSERT INTO snapshot_runs (item_id, status, trigger, pid, started_at, renewed_at) VALUES (?, 'running', ?, ?, ?, ?)`,
  );
  const plan = db.prepare('UPDATE snapshot_runs SET pages_planned = ?, requests_planned = ? WHERE id = ?');
  const finish = db.prepare(
    `UPDATE snapshot_runs SET status = @status, finished_at = @at, requests_spent = @requestsSpent, error = @error, error_code = @errorCode,
     snapshot_id = @snapshotId WHERE id = @id AND status = 'running'`,
  );
  const byId = db.prepare<[number], unknown>('SELECT * FROM snapshot_runs WHERE id = ?');
  const recent = db.prepare<[number, number, number], unknown>(
    'SELECT * FROM snapshot_runs WHERE (? = 0 OR item_id = ?) ORDER BY id DESC LIMIT ?',
  );
  const running = db.prepare<[], unknown>("SELECT * FROM snapshot_runs WHERE status = 'running'");
  const renew = db.prepare("UPDATE snapshot_runs SET renewed_at = ? WHERE id = ? AND status = 'running'");
  const interrupt = db.prepare(
    `UPDATE snapshot_runs SET status = 'interrupted', finished_at = ?,
     error = 'The process taking this snapshot stopped before it finished; nothing of it was stored.',
     error_code = 'interrupted'
     WHERE id = ? AND status = 'running'`,
  );
  const spentSince = db.prepare<[number], { n: number | null }>(
    'SELECT sum(requests_spent) AS n FROM snapshot_runs WHERE started_at >= ?',
  );
  return {
    start: (itemId: number, trigger: RunTrigger, pid: number, at: number): number =>
      Number(start.run(itemId, trigger, pid, at, at).lastInsertRowid),
    /** The running snapshot's heartbeat: a run not renewed within the lease's time is marked interrupted. */
    renew: (id: number, at: number): boolean => renew.run(at, id).changes > 0,
    plan: (id: number, pages: number, requests: number): void => void plan.run(pages, requests, id),
    /** Ends a running run; returns false when it was no longer running (already marked interrupted). */
    finish: (id: number, end: RunEnd): boolean =>
      finish.run({ id, error: null, errorCode: null, snapshotId: null, ...end }).changes > 0,
    get: (id: number): SnapshotRunView | null => {
      const row = byId.get(id);
      return row ? toView(row) : null;
    },
    recent: (itemId: number | null, limit: number): SnapshotRunView[] =>
      recent.all(itemId ?? 0, itemId ?? 0, limit).map(toView),
    running: (): { id: number; pid: number; startedAt: number; renewedAt: number }[] =>
      running
        .all()
        .map(parseRun)
        .map((r) => ({ id: r.id, pid: r.pid, startedAt: r.started_at, renewedAt: r.renewed_at })),
    markInterrupted: (id: number, at: number): boolean => interrupt.run(at, id).changes > 0,
    /** Requests snapshots spent in runs started since `at` (the month's start). */
    spentSince: (at: number): number => spentSince.get(at)?.n ?? 0,
  };
}

export type SnapshotRunsRepo = ReturnType<typeof createSnapshotRunsRepo>;
