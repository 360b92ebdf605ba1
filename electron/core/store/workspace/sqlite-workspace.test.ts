// The unit of work over the SQLite workspace: what a unit does is committed together or rolled back together, units
// never interleave, the workspace's own repositories wait for an open unit, and a request counted while a unit is
// open is never rolled back with it.
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../../../../test/support/temp-dir';
import { workspaceFiles, WorkspaceStore } from './workspace-store';
import { UnitOfWorkMisuse } from './sqlite-workspace';
import { createBackup } from './backups';
import type { NewSavedQuery } from './saved-queries-repo';
import type { WorkspaceTx } from './workspace';

let dir: TempDir;
let store: WorkspaceStore | null = null;
afterEach(() => {
  store?.close();
  store = null;
  dir.remove();
});

async function openStore(): Promise<WorkspaceStore> {
  dir = makeTempDir('aqar-unit-');
  store = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  return store;
}

const search = (name: string): NewSavedQuery => ({
  name,
  operation: 'search-property',
  params: { purpose: 'for-sale' },
  picks: [],
  at: 1_700_000_000_000,
});

/** Resolves after a real turn of the event loop: a unit that awaits it lets timers and I/O of others run. */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

async function names(ws: WorkspaceStore): Promise<string[]> {
  return (await ws.workspace.savedQueries.list()).map((q) => q.name).sort();
}

describe('the unit of work over SQLite', () => {
  it('commits everything a unit did when it resolves, and answers with its result', async () => {
    const ws = await openStore();
    const id = await ws.workspace.unitOfWork(async (tx) => {
      const first = await tx.savedQueries.insert(search('Marina'));
      await turn();
      await tx.savedQueries.insert(search('JVC'));
      return first;
    });
    expect(typeof id).toBe('number');
    expect(await names(ws)).toEqual(['JVC', 'Marina']);
    expect(ws.db.inTransaction).toBe(false);
  });

  it('rolls back everything a unit did when it throws, and passes the error on', async () => {
    const ws = await openStore();
    await ws.workspace.savedQueries.insert(search('Kept'));
    const failing = ws.workspace.unitOfWork(async (tx) => {
      await tx.savedQueries.insert(search('Marina'));
      await turn();
      await tx.notes.insert({
        target: { kind: 'listing', externalID: '1' },
        targetName: null,
        text: 'a note',
        author: null,
        at: 1,
      });
      throw new Error('the second half failed');
    });
    await expect(failing).rejects.toThrow('the second half failed');
    expect(await names(ws)).toEqual(['Kept']);
    expect(await ws.workspace.notes.all()).toEqual([]);
    expect(ws.db.inTransaction).toBe(false);
  });

  it('runs two concurrent units one after the other, never interleaved', async () => {
    const ws = await openStore();
    const steps: string[] = [];
    const unit = (name: string) => async (tx: WorkspaceTx) => {
      steps.push(`${name} begins`);
      await tx.savedQueries.insert(search(`${name} 1`));
      await turn();
      // What this unit sees is only its own work and what committed before it began.
      const seen = (await tx.savedQueries.list()).map((q) => q.name).sort();
      await tx.savedQueries.insert(search(`${name} 2`));
      steps.push(`${name} ends`);
      return seen;
    };
    const [a, b] = await Promise.all([ws.workspace.unitOfWork(unit('A')), ws.workspace.unitOfWork(unit('B'))]);
    expect(steps).toEqual(['A begins', 'A ends', 'B begins', 'B ends']);
    expect(a).toEqual(['A 1']);
    expect(b).toEqual(['A 1', 'A 2', 'B 1']);
  });

  it('keeps a failed unit from touching the next: the one after it commits, the one that failed left nothing', async () => {
    const ws = await openStore();
    const failed = ws.workspace.unitOfWork(async (tx) => {
      await tx.savedQueries.insert(search('Lost'));
      await turn();
      throw new Error('no');
    });
    const next = ws.workspace.unitOfWork(async (tx) => tx.savedQueries.insert(search('Kept')));
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toEqual(expect.any(Number));
    expect(await names(ws)).toEqual(['Kept']);
    // A unit failing on a constraint inside SQLite (the same name twice) rolls back too, and the workspace goes on.
    await expect(
      ws.workspace.unitOfWork(async (tx) => {
        await tx.savedQueries.insert(search('Other'));
        await tx.savedQueries.insert(search('Kept'));
      }),
    ).rejects.toThrow();
    expect(await names(ws)).toEqual(['Kept']);
    await ws.workspace.unitOfWork(async (tx) => tx.savedQueries.insert(search('After')));
    expect(await names(ws)).toEqual(['After', 'Kept']);
  });

  it('makes a call of the workspace outside the unit wait until the unit has ended', async () => {
    const ws = await openStore();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const unit = ws.workspace.unitOfWork(async (tx) => {
      await tx.savedQueries.insert(search('Inside'));
      await gate;
      throw new Error('rolled back');
    });
    await turn();
    // Started while the unit is open: it must neither join the unit's transaction nor see its uncommitted row.
    const outside = ws.workspace.savedQueries.insert(search('Outside'));
    const listed = ws.workspace.savedQueries.list();
    let settled = false;
    void outside.then(() => (settled = true));
    await turn();
    expect(settled).toBe(false);
    release();
    await expect(unit).rejects.toThrow('rolled back');
    await outside;
    expect((await listed).map((q) => q.name)).toEqual(['Outside']);
    expect(await names(ws)).toEqual(['Outside']);
  });

  it('refuses the workspace itself inside a unit, and a unit’s repositories after it has ended', async () => {
    const ws = await openStore();
    await expect(ws.workspace.unitOfWork(async () => ws.workspace.savedQueries.list())).rejects.toThrow(
      UnitOfWorkMisuse,
    );
    await expect(ws.workspace.unitOfWork(async () => ws.workspace.unitOfWork(async () => 1))).rejects.toThrow(
      UnitOfWorkMisuse,
    );
    let kept: WorkspaceTx | null = null;
    await ws.workspace.unitOfWork(async (tx) => {
      kept = tx;
    });
    await expect(kept!.savedQueries.list()).rejects.toThrow(UnitOfWorkMisuse);
  });

  it('lets a unit under way end on its own handle before a restore closes it', async () => {
    const ws = await openStore();
    const backup = await createBackup(ws.db, workspaceFiles(dir.path).backupsDir, 'manual');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const unit = ws.workspace.unitOfWork(async (tx) => {
      await tx.savedQueries.insert(search('Before the restore'));
      await gate;
      await tx.savedQueries.insert(search('Still before it'));
      order.push('unit committed');
    });
    await turn();
    const restored = ws.restore(backup.file).then(() => order.push('restored'));
    await turn();
    release();
    await Promise.all([unit, restored]);
    expect(order).toEqual(['unit committed', 'restored']);
    // The backup was taken before the unit: the restored workspace holds neither of its searches.
    expect(await names(ws)).toEqual([]);
  });

  it('never lets a unit that rolls back take a paid request with it', async () => {
    const ws = await openStore();
    const unit = ws.workspace.unitOfWork(async (tx) => {
      await tx.savedQueries.insert(search('Lost'));
      await turn();
      // A request leaves while the unit is open (another caller's, on the same connection).
      const ref = ws.requestLog.begin({ at: Date.now(), source: 'demo', operation: 'properties/search' });
      ws.requestLog.finish(ref, { outcome: 'ok', status: 200, durationMs: 3 });
      ws.requestLog.record({
        at: Date.now(),
        source: 'demo',
        operation: 'agents',
        outcome: 'ok',
        status: 200,
        durationMs: 1,
      });
      expect(ws.requestLog.usage('demo').today).toBe(2);
      throw new Error('the unit fails after the requests were paid');
    });
    await expect(unit).rejects.toThrow('the unit fails');
    expect(await names(ws)).toEqual([]);
    // Counted, and in the workspace itself once the unit has ended (not only in the journal).
    expect(ws.requestLog.usage('demo').today).toBe(2);
    expect(ws.requestLog.outsideCount()).toBe(0);
    const logged = ws.db.prepare('SELECT operation, outcome FROM request_log ORDER BY operation').all();
    expect(logged).toEqual([
      { operation: 'agents', outcome: 'ok' },
      { operation: 'properties/search', outcome: 'ok' },
    ]);
  });
});
