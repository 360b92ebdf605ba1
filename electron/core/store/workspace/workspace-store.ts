// The workspace database and its repositories: what the broker made or paid for. The handle can change under the
// repositories (a restore from backup), so callers reach repositories through the store each time. Requests are
// counted through the ledger, which never loses one to a workspace that cannot be written.
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { AppFailure, type StorageDetail } from '#shared/errors';
import { uaeTimeText } from '../../export/cell-values';
import type { NoticeInput } from '../../notices';
import { SessionFolder } from '../session-folder';
import { storageFailure } from '../storage-fault';
import { backupDue, createBackup, listBackups, type BackupFile } from './backups';
import {
  openWorkspaceDatabase,
  type OpenedWorkspace,
  type WorkspaceFiles,
  type WorkspaceMode,
  type WorkspaceOpenOptions,
} from './open-workspace-db';
import { createBrandRepo, type BrandRepo } from './brand-repo';
import { createAlertsRepo } from './alerts-repo';
import { createKeptReportsRepo } from './kept-reports-repo';
import { createComparePinsRepo, type ComparePinsRepo } from './compare-pins-repo';
import { createCompareBoardsRepo, type CompareBoardsRepo } from './compare-boards-repo';
import { createListingStatesRepo } from './listing-states-repo';
import { RequestJournal } from './request-journal';
import { RequestLedger, type OnOutside } from './request-ledger';
import { createRequestLogRepo } from './request-log-repo';
import { createSavedQueriesRepo } from './saved-queries-repo';
import { createSnapshotPlacesRepo } from './snapshot-places-repo';
import { createSnapshotLeasesRepo } from './snapshot-leases-repo';
import { createSnapshotRunsRepo } from './snapshot-runs-repo';
import { createSnapshotScheduleRepo } from './snapshot-schedule-repo';
import { createSnapshotsRepo } from './snapshots-repo';
import { createWatchItemsRepo } from './watch-items-repo';
import { createNotesRepo, type NotesRepo } from './notes-repo';
import { createTeamRepo, type TeamRepo } from './team-repo';
import { SqliteWorkspace } from './sqlite-workspace';
import type { WorkspaceAdmin, WorkspaceStatus } from './workspace-admin';
import { ref } from '#shared/messages/message-ref';

export type { WorkspaceStatus } from './workspace-admin';

export interface StoreOptions {
  /** This Aqar Lens's version (recorded as the schema's writer); 'test' in tests. */
  version?: string;
  /** Where notices send the broker to restore: Settings in the app, `aqar workspace` on the command line. */
  host?: 'app' | 'cli';
  /** Told the first time a request could not be written to the workspace, and where it went instead. */
  onRequestsOutside?: OnOutside;
}

export function workspaceFiles(dataDir: string): WorkspaceFiles {
  return {
    file: join(dataDir, 'workspace.db'),
    backupsDir: join(dataDir, 'backups'),
    cacheFile: join(dataDir, 'cache.db'),
  };
}

function moveAside(file: string, now: number): string {
  const aside = `${file}.damaged-${now}`;
  if (existsSync(file)) renameSync(file, aside);
  for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  return aside;
}

export class WorkspaceStore implements WorkspaceAdmin {
  private opened: OpenedWorkspace;
  private repos: ReturnType<WorkspaceStore['buildRepos']>;
  private readonly ledger: RequestLedger;
  /** Set when the ledger wrote elsewhere because a unit of work held the connection. */
  private ledgerWaited = false;
  readonly journal: RequestJournal;
  /** The workspace as services use it: asynchronous repositories and units of work (see workspace.ts). */
  readonly workspace: SqliteWorkspace;

  private constructor(
    private readonly files: WorkspaceFiles,
    private readonly options: WorkspaceOpenOptions,
    opened: OpenedWorkspace,
    onOutside: OnOutside | undefined,
  ) {
    this.opened = opened;
    this.repos = this.buildRepos(opened);
    this.journal = new RequestJournal(dirname(files.file));
    this.workspace = new SqliteWorkspace(
      {
        db: () => this.opened.db,
        repos: () => this.repos,
        mode: () => this.opened.mode,
        assertWritable: () => this.assertWritable(),
      },
      () => this.afterUnit(),
    );
    this.ledger = new RequestLedger(this.journal, () => this.ledgerTarget(), onOutside);
    this.ledger.attach();
  }

  /**
   * Where the ledger writes. Not into a unit of work's open transaction: a unit that rolls back would take a paid
   * request with it. While one is open, requests go to the journal (durable, counted) and are taken in when it ends.
   */
  private ledgerTarget() {
    const unitOpen = this.workspace.unitOpen;
    if (unitOpen) this.ledgerWaited = true;
    return { repo: this.repos.requestLog, writable: this.opened.mode === 'normal' && !unitOpen };
  }

  private afterUnit(): void {
    if (!this.ledgerWaited || this.opened.mode !== 'normal') return;
    this.ledgerWaited = false;
    this.ledger.attach();
  }

  static async open(
    files: WorkspaceFiles,
    options: StoreOptions = {},
  ): Promise<{ store: WorkspaceStore; notices: NoticeInput[] }> {
    const session = new SessionFolder();
    const openOptions: WorkspaceOpenOptions = {
      version: options.version ?? 'test',
      host: options.host ?? 'app',
      session,
    };
    try {
      const opened = await openWorkspaceDatabase(files, openOptions);
      return {
        store: new WorkspaceStore(files, openOptions, opened, options.onRequestsOutside),
        notices: opened.notices,
      };
    } catch (error) {
      session.remove();
      throw error;
    }
  }

  private buildRepos(opened: OpenedWorkspace) {
    const { db } = opened;
    return {
      requestLog: createRequestLogRepo(db),
      comparePins: createComparePinsRepo(db),
      compareBoards: createCompareBoardsRepo(db),
      savedQueries: createSavedQueriesRepo(db),
      watchItems: createWatchItemsRepo(db),
      snapshotRuns: createSnapshotRunsRepo(db),
      snapshotLeases: createSnapshotLeasesRepo(db),
      snapshots: createSnapshotsRepo(db),
      listingStates: createListingStatesRepo(db),
      snapshotPlaces: createSnapshotPlacesRepo(db),
      snapshotSchedule: createSnapshotScheduleRepo(db),
      brand: createBrandRepo(db),
      alerts: createAlertsRepo(db),
      keptReports: createKeptReportsRepo(db),
      team: createTeamRepo(db),
      notes: createNotesRepo(db),
    };
  }

  /** The portfolio repositories (saved searches, watchlist, snapshots), for the current handle. */
  get portfolio() {
    const {
      requestLog: _requestLog,
      comparePins: _comparePins,
      compareBoards: _compareBoards,
      brand: _brand,
      team: _team,
      notes: _notes,
      ...portfolio
    } = this.repos;
    return portfolio;
  }

  get db(): Database {
    return this.opened.db;
  }

  get mode(): WorkspaceMode {
    return this.opened.mode;
  }

  /** Every request sent, counted whatever happens after it left (see request-ledger.ts). */
  get requestLog(): RequestLedger {
    return this.ledger;
  }

  /** What cannot be written and why, while the workspace is open read-only (a read-only folder, a newer version). */
  get readOnly(): StorageDetail | null {
    return this.opened.readOnly;
  }

  get comparePins(): ComparePinsRepo {
    return this.repos.comparePins;
  }

  /** Named sets of compare pins (shareable with the team), for the current handle. */
  get compareBoards(): CompareBoardsRepo {
    return this.repos.compareBoards;
  }

  /** This laptop's team membership, outbox and shared-item links, for the current handle. */
  get team(): TeamRepo {
    return this.repos.team;
  }

  /** Notes on listings, buildings and firms, for the current handle. */
  get notes(): NotesRepo {
    return this.repos.notes;
  }

  /** The broker's brand (Settings → Your brand), for the current handle. */
  get brand(): BrandRepo {
    return this.repos.brand;
  }

  /** Throws a clear failure when the broker's data cannot be written (read-only backup or temporary workspace). */
  assertWritable(): void {
    if (this.opened.mode === 'read-only' && this.opened.readOnly) {
      throw storageFailure(this.opened.readOnly, dirname(this.files.file));
    }
    if (this.opened.mode === 'backup-read-only') {
      throw new AppFailure('workspace-read-only', ref('error.workspace.readOnlyBackup'));
    }
  }

  status(): WorkspaceStatus {
    return {
      mode: this.opened.mode,
      file: this.files.file,
      damage: this.opened.damage,
      openBackup: this.opened.backup,
      readOnly: this.opened.readOnly,
      backups: listBackups(this.files.backupsDir),
    };
  }

  /** A daily backup, when the newest is older than a day; never while the workspace is not the real file. */
  async backupIfDue(now = Date.now()): Promise<BackupFile | null> {
    if (this.opened.mode !== 'normal' || !backupDue(this.files.backupsDir, now)) return null;
    return createBackup(this.opened.db, this.files.backupsDir, 'daily', now);
  }

  /** A backup taken now, at the broker's word (Settings → Workspace, `aqar workspace backup`). */
  async backupNow(now = Date.now()): Promise<BackupFile> {
    return createBackup(this.opened.db, this.files.backupsDir, 'manual', now);
  }

  /** Replaces the workspace file with a backup (the current file is kept beside it) and reopens it. */
  async restore(backupFile: string, now = Date.now()): Promise<NoticeInput[]> {
    this.refuseWhenUnwritable();
    const backup = listBackups(this.files.backupsDir).find((b) => b.file === backupFile);
    if (!backup) throw new AppFailure('validation', ref('error.workspace.noBackup'), { field: 'backup' });
    // A unit of work under way commits (or rolls back) on the handle it began on before that handle is closed.
    await this.workspace.idle();
    this.opened.db.close();
    const aside = moveAside(this.files.file, now);
    copyFileSync(backup.file, this.files.file);
    return this.reopen([
      {
        level: 'info',
        code: 'workspace-restored',
        said: ref('notice.workspace.restored', {
          taken: uaeTimeText(new Date(backup.takenAt).toISOString()),
          aside,
        }),
      },
    ]);
  }

  /** Starts an empty workspace after the broker chose to: the unreadable file is kept beside it. */
  async startNew(now = Date.now()): Promise<NoticeInput[]> {
    this.refuseWhenUnwritable();
    if (this.opened.mode === 'normal') {
      throw new AppFailure('validation', ref('error.workspace.healthy'));
    }
    await this.workspace.idle();
    this.opened.db.close();
    const aside = moveAside(this.files.file, now);
    return this.reopen([
      {
        level: 'info',
        code: 'workspace-started',
        said: ref('notice.workspace.started', { aside }),
      },
    ]);
  }

  /** A workspace open read-only because it cannot or must not be written is never replaced either. */
  private refuseWhenUnwritable(): void {
    if (this.opened.mode === 'read-only' && this.opened.readOnly) {
      throw storageFailure(this.opened.readOnly, dirname(this.files.file));
    }
  }

  private async reopen(notices: NoticeInput[]): Promise<NoticeInput[]> {
    this.options.session.remove();
    this.opened = await openWorkspaceDatabase(this.files, this.options);
    this.repos = this.buildRepos(this.opened);
    // Requests sent while the workspace was read-only went to the journal: they were spent, so they stay counted.
    this.ledger.attach();
    return [...notices, ...this.opened.notices];
  }

  close(): void {
    if (this.opened.db.open) this.opened.db.close();
    // The copies this session read from (a backup, a read-only workspace) go with it.
    this.options.session.remove();
  }
}
