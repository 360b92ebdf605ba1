// Opens the workspace database: what the broker made or paid for. It is never moved aside or rebuilt silently.
// Before a migration it is backed up; when it cannot be opened, the newest good backup is opened read-only (from a
// migrated copy) and the caller is told to offer a restore; with no good backup, a temporary empty workspace keeps
// the app usable for the session and the damaged file is left exactly where it was.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { NoticeInput } from '../../notices';
import { migrate, pendingMigrations } from '../migrate';
import { openSqlite } from '../sqlite';
import { createBackup, isGoodBackup, listBackups, type BackupFile } from './backups';
import { WORKSPACE_MIGRATIONS } from './migrations';

export type WorkspaceMode = 'normal' | 'backup-read-only' | 'temporary';

export interface WorkspaceFiles {
  file: string;
  backupsDir: string;
  /** The cache file, from which migration 2 imports the request log of earlier versions. */
  cacheFile: string;
}

export interface OpenedWorkspace {
  db: Database;
  mode: WorkspaceMode;
  /** Why the workspace file could not be used, when it could not. */
  damage: string | null;
  /** The backup open read-only, in mode 'backup-read-only'. */
  backup: BackupFile | null;
  notices: NoticeInput[];
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function when(at: number): string {
  return new Date(at).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

async function openNormal(files: WorkspaceFiles): Promise<OpenedWorkspace> {
  const existed = existsSync(files.file);
  const db = openSqlite(files.file);
  try {
    const notices: NoticeInput[] = [];
    const version = db.pragma('user_version', { simple: true }) as number;
    if (existed && version > 0 && pendingMigrations(db, WORKSPACE_MIGRATIONS) > 0) {
      await createBackup(db, files.backupsDir, `before-v${version + 1}`);
    }
    migrate(db, WORKSPACE_MIGRATIONS, { cacheFile: files.cacheFile });
    return { db, mode: 'normal', damage: null, backup: null, notices };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A backup, copied and brought to the current schema, then opened read-only: the broker's data, untouched. */
function openBackupReadOnly(backup: BackupFile): Database {
  const copy = join(mkdtempSync(join(tmpdir(), 'aqar-workspace-backup-')), 'workspace.db');
  copyFileSync(backup.file, copy);
  const writable = new BetterSqlite3(copy);
  try {
    migrate(writable, WORKSPACE_MIGRATIONS);
  } finally {
    writable.close();
  }
  return openSqlite(copy, { readonly: true });
}

function openTemporary(): Database {
  const db = new BetterSqlite3(':memory:');
  migrate(db, WORKSPACE_MIGRATIONS);
  return db;
}

export async function openWorkspaceDatabase(files: WorkspaceFiles): Promise<OpenedWorkspace> {
  mkdirSync(dirname(files.file), { recursive: true });
  try {
    return await openNormal(files);
  } catch (error) {
    const damage = reasonOf(error);
    for (const backup of listBackups(files.backupsDir)) {
      if (!isGoodBackup(backup.file)) continue;
      try {
        const db = openBackupReadOnly(backup);
        return {
          db,
          mode: 'backup-read-only',
          damage,
          backup,
          notices: [
            {
              level: 'error',
              code: 'workspace-read-only',
              message:
                `Your workspace (saved searches, watchlists, snapshots, pins and request counts) could not be opened ` +
                `(${damage}). Aqar Lens opened your newest good backup, from ${when(backup.takenAt)}, read-only. ` +
                `Restore it in Settings → Workspace to keep working; the damaged file stays at ${files.file}.`,
            },
          ],
        };
      } catch {
        continue;
      }
    }
    return {
      db: openTemporary(),
      mode: 'temporary',
      damage,
      backup: null,
      notices: [
        {
          level: 'error',
          code: 'workspace-temporary',
          message:
            `Your workspace could not be opened (${damage}) and no good backup was found. It was left untouched at ` +
            `${files.file}. Aqar Lens is using an empty temporary workspace for this session: nothing saved now ` +
            `will be kept. Start a new workspace in Settings → Workspace, or restore a copy of the file.`,
        },
      ],
    };
  }
}
