// The workspace database and its repositories: what the broker made or paid for. The handle can change under the
// repositories (a restore from backup), so callers reach repositories through the store each time.
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { AppFailure } from '#shared/errors';
import type { NoticeInput } from '../../notices';
import { backupDue, createBackup, listBackups, type BackupFile } from './backups';
import {
  openWorkspaceDatabase,
  type OpenedWorkspace,
  type WorkspaceFiles,
  type WorkspaceMode,
} from './open-workspace-db';
import { createComparePinsRepo, type ComparePinsRepo } from './compare-pins-repo';
import { createListingStatesRepo } from './listing-states-repo';
import { createRequestLogRepo, type RequestLogRepo } from './request-log-repo';
import { createSavedQueriesRepo } from './saved-queries-repo';
import { createSnapshotPlacesRepo } from './snapshot-places-repo';
import { createSnapshotLeasesRepo } from './snapshot-leases-repo';
import { createSnapshotRunsRepo } from './snapshot-runs-repo';
import { createSnapshotScheduleRepo } from './snapshot-schedule-repo';
import { createSnapshotsRepo } from './snapshots-repo';
import { createWatchItemsRepo } from './watch-items-repo';

export interface WorkspaceStatus {
  mode: WorkspaceMode;
  file: string;
  damage: string | null;
  openBackup: BackupFile | null;
  backups: BackupFile[];
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

export class WorkspaceStore {
  private opened: OpenedWorkspace;
  private repos: ReturnType<WorkspaceStore['buildRepos']>;

  private constructor(
    private readonly files: WorkspaceFiles,
    opened: OpenedWorkspace,
  ) {
    this.opened = opened;
    this.repos = this.buildRepos(opened);
  }

  static async open(files: WorkspaceFiles): Promise<{ store: WorkspaceStore; notices: NoticeInput[] }> {
    const opened = await openWorkspaceDatabase(files);
    return { store: new WorkspaceStore(files, opened), notices: opened.notices };
  }

  private buildRepos(opened: OpenedWorkspace) {
    const { db } = opened;
    return {
      requestLog: createRequestLogRepo(db, opened.mode !== 'normal'),
      comparePins: createComparePinsRepo(db),
      savedQueries: createSavedQueriesRepo(db),
      watchItems: createWatchItemsRepo(db),
      snapshotRuns: createSnapshotRunsRepo(db),
      snapshotLeases: createSnapshotLeasesRepo(db),
      snapshots: createSnapshotsRepo(db),
      listingStates: createListingStatesRepo(db),
      snapshotPlaces: createSnapshotPlacesRepo(db),
      snapshotSchedule: createSnapshotScheduleRepo(db),
    };
  }

  /** The portfolio repositories (saved searches, watchlist, snapshots), for the current handle. */
  get portfolio() {
    const { requestLog: _requestLog, comparePins: _comparePins, ...portfolio } = this.repos;
    return portfolio;
  }

  get db(): Database {
    return this.opened.db;
  }

  get mode(): WorkspaceMode {
    return this.opened.mode;
  }

  get requestLog(): RequestLogRepo {
    return this.repos.requestLog;
  }

  get comparePins(): ComparePinsRepo {
    return this.repos.comparePins;
  }

  /** Throws a clear failure when the broker's data cannot be written (read-only backup or temporary workspace). */
  assertWritable(): void {
    if (this.opened.mode === 'backup-read-only') {
      throw new AppFailure(
        'workspace-read-only',
        'Your workspace is open read-only from a backup. Restore it in Settings → Workspace to make changes.',
      );
    }
  }

  status(): WorkspaceStatus {
    return {
      mode: this.opened.mode,
      file: this.files.file,
      damage: this.opened.damage,
      openBackup: this.opened.backup,
      backups: listBackups(this.files.backupsDir),
    };
  }

  /** A daily backup, when the newest is older than a day; never while the workspace is not the real file. */
  async backupIfDue(now = Date.now()): Promise<BackupFile | null> {
    if (this.opened.mode !== 'normal' || !backupDue(this.files.backupsDir, now)) return null;
    return createBackup(this.opened.db, this.files.backupsDir, 'daily', now);
  }

  /** Replaces the workspace file with a backup (the current file is kept beside it) and reopens it. */
  async restore(backupFile: string, now = Date.now()): Promise<NoticeInput[]> {
    const backup = listBackups(this.files.backupsDir).find((b) => b.file === backupFile);
    if (!backup) throw new AppFailure('validation', 'No such backup.', { field: 'backup' });
    this.opened.db.close();
    const aside = moveAside(this.files.file, now);
    copyFileSync(backup.file, this.files.file);
    return this.reopen([
      {
        level: 'info',
        code: 'workspace-restored',
        message: `Your workspace was restored from the backup of ${new Date(backup.takenAt).toISOString()}. The file it replaced was kept at ${aside}.`,
      },
    ]);
  }

  /** Starts an empty workspace after the broker chose to: the unreadable file is kept beside it. */
  async startNew(now = Date.now()): Promise<NoticeInput[]> {
    if (this.opened.mode === 'normal') {
      throw new AppFailure('validation', 'The workspace is healthy; there is nothing to replace.');
    }
    this.opened.db.close();
    const aside = moveAside(this.files.file, now);
    return this.reopen([
      {
        level: 'info',
        code: 'workspace-started',
        message: `A new, empty workspace was started. The unreadable one was kept at ${aside}.`,
      },
    ]);
  }

  private async reopen(notices: NoticeInput[]): Promise<NoticeInput[]> {
    // Requests sent while the workspace was read-only were counted in memory: they were spent, so they stay counted.
    const carried = this.repos.requestLog.drainPending();
    this.opened = await openWorkspaceDatabase(this.files);
    this.repos = this.buildRepos(this.opened);
    for (const entry of carried) this.repos.requestLog.record(entry);
    return [...notices, ...this.opened.notices];
  }

  close(): void {
    if (this.opened.db.open) this.opened.db.close();
  }
}
