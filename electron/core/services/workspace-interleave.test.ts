// Services' writes never join another caller's unit of work: while a unit is open (awaiting) and then throws, a write
// a service issued meanwhile waits for the unit to end and is committed on its own, not rolled back with the unit.
// The control case shows what the services did before they moved to the Workspace interface: a write through the
// store's synchronous repositories, issued at the same moment, landed inside the unit and was rolled back with it.
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertAddSchema } from '#shared/ipc/contract/alerts';
import { brandSetSchema } from '#shared/ipc/contract/brand';
import { makeTempDir, type TempDir } from '../../../test/support/temp-dir';
import type { DataRuntime } from '../data/data-runtime';
import { EventBus } from '../events';
import { NoticeBoard } from '../notices';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { AlertService } from './alert-service';
import { BrandService } from './brand-service';
import { HistoryService } from './history-service';
import { SnapshotService } from './snapshot-service';
import type { UsageService } from './usage-service';

const T0 = Date.UTC(2026, 5, 1, 6);
let dir: TempDir;
let store: WorkspaceStore;
let itemId: number;

beforeEach(async () => {
  dir = makeTempDir('aqar-interleave-');
  store = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  itemId = store.portfolio.watchItems.upsert({
    kind: 'agency',
    externalID: 'A',
    name: 'Agency A',
    ownerID: null,
    savedQueryId: null,
    at: T0,
  });
});
afterEach(() => {
  store.close();
  dir.remove();
});

/** A unit standing for a saved-search change that fails half way: it writes, waits for `go`, then throws. */
function failingUnit(go: Promise<void>): { opened: Promise<void>; done: Promise<unknown> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const done = store.workspace.unitOfWork(async (tx) => {
    await tx.savedQueries.insert({
      name: 'Marina 2BR',
      operation: 'search-property',
      params: { purpose: 'for-sale' },
      picks: [],
      at: T0,
    });
    open();
    await go;
    throw new Error('the saved search could not be shared');
  });
  return { opened, done };
}

/** What another connection reads from the file: only what was committed. */
function committed<T>(sql: string): T[] {
  const db = new Database(workspaceFiles(dir.path).file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** Whether `promise` has settled after a real turn of the event loop. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return done;
}

describe('a service write issued while a unit of work is open', () => {
  it('waits for the unit, and is committed although the unit rolls back', async () => {
    const workspace = store.workspace;
    const alerts = new AlertService(workspace, new HistoryService(workspace), () => T0);
    const brand = new BrandService(workspace, () => T0);
    // A run left `running` by a process that died: recovering it is a snapshot write (the run marked interrupted).
    const deadRun = store.portfolio.snapshotRuns.start(itemId, 'schedule', 999_999, T0);
    const snapshots = new SnapshotService({
      workspace,
      runtime: {} as DataRuntime,
      usage: {} as UsageService,
      events: new EventBus(),
      notices: new NoticeBoard(new EventBus()),
      now: () => T0 + 3_600_000,
    });

    let release!: () => void;
    const unit = failingUnit(new Promise<void>((resolve) => (release = resolve)));
    await unit.opened;
    const writes = [
      alerts.add(alertAddSchema.parse({ itemId, trigger: 'gone', name: 'Gone from A' })),
      brand.set(brandSetSchema.parse({ name: 'Sara Haddad', agency: 'Marina Homes' })),
      snapshots.recoverInterrupted(),
    ];
    // The unit holds the workspace: every write waits (none has reached the database yet).
    for (const write of writes) expect(await settled(write)).toBe(false);
    expect(store.db.inTransaction).toBe(true);

    release();
    await expect(unit.done).rejects.toThrow('the saved search could not be shared');
    const [rule, brandView, recovered] = await Promise.all(writes);

    // The unit's own write is gone; the services' writes are on disk, seen by another connection.
    expect(committed<{ name: string }>('SELECT name FROM saved_queries')).toEqual([]);
    expect(committed<{ name: string }>('SELECT name FROM alert_rules')).toEqual([{ name: 'Gone from A' }]);
    expect(rule).toMatchObject({ name: 'Gone from A', trigger: 'gone' });
    expect(committed<{ name: string }>('SELECT name FROM brand')).toEqual([{ name: 'Sara Haddad' }]);
    expect(brandView).toMatchObject({ name: 'Sara Haddad', agency: 'Marina Homes' });
    expect(recovered).toEqual([expect.objectContaining({ id: deadRun, status: 'interrupted' })]);
    expect(committed<{ status: string }>(`SELECT status FROM snapshot_runs WHERE id = ${deadRun}`)).toEqual([
      { status: 'interrupted' },
    ]);
  });

  it('(control) through the synchronous repositories, the same write joined the unit and was rolled back', async () => {
    let release!: () => void;
    const unit = failingUnit(new Promise<void>((resolve) => (release = resolve)));
    await unit.opened;
    // What the alert service did before it took the Workspace: the store's repository, at once, on the one connection.
    store.portfolio.alerts.addRule({
      name: 'Gone from A',
      trigger: 'gone',
      thresholds: {},
      at: T0,
      itemId,
      place: null,
      checkedSnapshot: null,
      sinceDate: null,
      checkedSeq: null,
    });
    release();
    await expect(unit.done).rejects.toThrow();
    expect(committed('SELECT name FROM alert_rules')).toEqual([]);
  });
});
