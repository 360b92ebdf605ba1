// The workspace interface over the SQLite workspace: its repositories answer with promises, and a unit of work is one
// SQLite transaction on the workspace's one connection.
//
// Why units are serialized and the transaction is ours (BEGIN IMMEDIATE … COMMIT / ROLLBACK) rather than
// better-sqlite3's `db.transaction(fn)`: that one commits when `fn` returns, and an asynchronous unit returns a promise
// at its first `await`, long before its last statement. Running the body synchronously would forbid the very awaits
// the interface exists for. So a unit holds the connection from BEGIN to COMMIT, and while it is open everything
// else waits: other units queue behind it, and the repositories of the workspace itself wait until it has ended
// (a statement of another caller run meanwhile would otherwise join the open transaction, and be rolled back with
// it). IMMEDIATE takes the write lock at the start, so a unit never fails halfway for want of it (another process,
// a cron `aqar snapshot`, may hold it; the busy timeout waits for it first).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from 'better-sqlite3';
import type { WorkspaceMode } from './open-workspace-db';
import {
  WORKSPACE_REPO_NAMES,
  type AsyncRepo,
  type Workspace,
  type WorkspaceRepoName,
  type WorkspaceRepos,
  type WorkspaceTx,
} from './workspace';

/** What the SQLite workspace reads from its store at each call: the handle changes when a backup is restored. */
export interface SqliteWorkspaceSource {
  db(): Database;
  repos(): WorkspaceRepos;
  mode(): WorkspaceMode;
  assertWritable(): void;
}

interface Unit {
  /** Settles when the unit has committed or rolled back. */
  ended: Promise<void>;
  closed: boolean;
}

type AnyCall = (...args: unknown[]) => unknown;

/** A used-inside-a-unit mistake, said plainly: waiting for the unit would never end. */
export class UnitOfWorkMisuse extends Error {}

export class SqliteWorkspace implements Workspace {
  private current: Unit | null = null;
  /** Settles when every unit asked for so far has ended: the next one starts after it. */
  private tail: Promise<void> = Promise.resolve();
  private readonly scope = new AsyncLocalStorage<Unit>();
  private readonly outside: WorkspaceTx;

  constructor(
    private readonly source: SqliteWorkspaceSource,
    /** Called after each unit has ended (the store lets the request ledger take in what waited for it). */
    private readonly onUnitEnd: () => void = () => {},
  ) {
    this.outside = this.buildRepos((name, method) => async (...args: unknown[]) => {
      this.refuseInsideUnit();
      // Checked and run with no await between: a unit cannot begin in the gap.
      while (this.current) await this.current.ended;
      return (this.source.repos()[name] as unknown as Record<string, AnyCall>)[method]!(...args);
    });
  }

  get mode(): WorkspaceMode {
    return this.source.mode();
  }

  assertWritable(): void {
    this.source.assertWritable();
  }

  /** Whether a unit of work holds the connection now (the request ledger then writes elsewhere). */
  get unitOpen(): boolean {
    return this.current !== null;
  }

  /** Settles when every unit asked for so far has ended (the store waits for it before it closes the handle). */
  idle(): Promise<void> {
    return this.tail;
  }

  async unitOfWork<T>(work: (tx: WorkspaceTx) => Promise<T>): Promise<T> {
    this.refuseInsideUnit();
    let release!: () => void;
    const ended = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => ended);
    await previous;
    const unit: Unit = { ended, closed: false };
    this.current = unit;
    const db = this.source.db();
    try {
      db.exec('BEGIN IMMEDIATE');
      const result = await this.scope.run(unit, () => work(this.txOf(unit)));
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.open && db.inTransaction) {
        try {
          db.exec('ROLLBACK');
        } catch {
          // SQLite rolls back by itself on some failures (a full disk); the first error is the one to tell.
        }
      }
      throw error;
    } finally {
      unit.closed = true;
      this.current = null;
      release();
      this.onUnitEnd();
    }
  }

  /** The repositories as seen inside `unit`: they run at once, and refuse once the unit has ended. */
  private txOf(unit: Unit): WorkspaceTx {
    return this.buildRepos((name, method) => async (...args: unknown[]) => {
      if (unit.closed) {
        throw new UnitOfWorkMisuse(`${name}.${method} was called after its unit of work had ended.`);
      }
      return (this.source.repos()[name] as unknown as Record<string, AnyCall>)[method]!(...args);
    });
  }

  private refuseInsideUnit(): void {
    const unit = this.scope.getStore();
    if (unit && !unit.closed) {
      throw new UnitOfWorkMisuse(
        'The workspace was used directly inside a unit of work: use the unit’s own repositories (tx), or it waits forever.',
      );
    }
  }

  private buildRepos(wrap: (name: WorkspaceRepoName, method: string) => AnyCall): WorkspaceTx {
    const repos = this.source.repos();
    const built: Partial<Record<WorkspaceRepoName, Record<string, AnyCall>>> = {};
    for (const name of WORKSPACE_REPO_NAMES) {
      built[name] = Object.fromEntries(Object.keys(repos[name]).map((method) => [method, wrap(name, method)]));
    }
    // Every repository, every method, each wrapped to answer with a promise: the shape AsyncRepo describes.
    return built as { [K in WorkspaceRepoName]: AsyncRepo<WorkspaceRepos[K]> };
  }

  /** The repositories outside any unit: each call waits until no unit holds the connection. */
  get savedQueries() {
    return this.outside.savedQueries;
  }
  get watchItems() {
    return this.outside.watchItems;
  }
  get snapshotRuns() {
    return this.outside.snapshotRuns;
  }
  get snapshotLeases() {
    return this.outside.snapshotLeases;
  }
  get snapshots() {
    return this.outside.snapshots;
  }
  get listingStates() {
    return this.outside.listingStates;
  }
  get snapshotPlaces() {
    return this.outside.snapshotPlaces;
  }
  get snapshotSchedule() {
    return this.outside.snapshotSchedule;
  }
  get comparePins() {
    return this.outside.comparePins;
  }
  get compareBoards() {
    return this.outside.compareBoards;
  }
  get keptReports() {
    return this.outside.keptReports;
  }
  get alerts() {
    return this.outside.alerts;
  }
  get brand() {
    return this.outside.brand;
  }
  get team() {
    return this.outside.team;
  }
  get notes() {
    return this.outside.notes;
  }
}
