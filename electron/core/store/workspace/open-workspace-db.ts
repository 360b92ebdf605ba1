// Opens the workspace database: what the broker made or paid for. It is never moved aside or rebuilt silently, and
// never written to when it cannot or must not be: a data folder or file that cannot be written opens read-only
// (from a copy in a session folder, as SQLite cannot read a WAL database in place on a read-only disk), and so does
// a workspace a newer version of Aqar Lens wrote (its schema is above this version's), saying which version made it.
// Before a migration it is backed up; when it is damaged, the newest good backup is opened read-only (from a migrated
// copy) and the caller is told to offer a restore; with no good backup, a temporary empty workspace keeps the app
// usable for the session and the damaged file is left exactly where it was. A file that is merely locked or on a
// full disk is not damaged: that failure is thrown, for the caller to say as such.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { StorageDetail } from '#shared/errors';
import { uaeTimeText } from '../../export/cell-values';
import type { NoticeInput } from '../../notices';
import { isDamage } from '../damage';
import { dataFolderAccess } from '../folder-access';
import { migrate, pendingMigrations } from '../migrate';
import { openSessionCopy, type SessionFolder } from '../session-folder';
import { openSqlite } from '../sqlite';
import { storageMessage } from '../storage-fault';
import { createBackup, isGoodBackup, listBackups, type BackupFile } from './backups';
import { WORKSPACE_MIGRATIONS } from './migrations';
import { readSchemaStamp, recordWriter, stampOf, type SchemaStamp } from './schema-stamp';
import { busyTimeoutMs } from '../busy-timeout';
import { ref } from '#shared/messages/message-ref';

export type WorkspaceMode = 'normal' | 'backup-read-only' | 'temporary' | 'read-only';

export interface WorkspaceFiles {
  file: string;
  backupsDir: string;
  /** The cache file, from which migration 2 imports the request log of earlier versions. */
  cacheFile: string;
}

export interface WorkspaceOpenOptions {
  /** This Aqar Lens's version, recorded as the writer of the schema it migrates. */
  version: string;
  /** Where the notices send the broker to restore: Settings in the app, `aqar workspace` on the command line. */
  host: 'app' | 'cli';
  /** Where copies opened for this session go (removed when the store closes). */
  session: SessionFolder;
}

export interface OpenedWorkspace {
  db: Database;
  mode: WorkspaceMode;
  /** Why the workspace file could not be used, when it could not. */
  damage: string | null;
  /** The backup open read-only, in mode 'backup-read-only'. */
  backup: BackupFile | null;
  /** In mode 'read-only': what cannot be written, and why (a read-only folder or file, a newer version). */
  readOnly: StorageDetail | null;
  notices: NoticeInput[];
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** In UAE time, as `aqar workspace status` and Settings → Workspace list the same backup. */

function newerThanThis(stamp: SchemaStamp): boolean {
  return stamp.version > WORKSPACE_MIGRATIONS.length;
}

function newerNotice(file: string, stamp: SchemaStamp, ours: string): NoticeInput {
  return {
    level: 'warning',
    code: 'workspace-newer-version',
    said: ref('notice.workspace.newerVersion', {
      file,
      by: stamp.writtenBy
        ? ref('notice.workspace.byVersion', { version: stamp.writtenBy })
        : ref('notice.workspace.byNewer'),
      schema: String(stamp.version),
      version: ours,
      ours: String(WORKSPACE_MIGRATIONS.length),
    }),
  };
}

/** The workspace as a newer version left it, opened read-only in place (or from a copy where it cannot be). */
function openNewer(files: WorkspaceFiles, stamp: SchemaStamp, options: WorkspaceOpenOptions): OpenedWorkspace {
  let db: Database;
  try {
    db = new BetterSqlite3(files.file, { readonly: true, fileMustExist: true });
    db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
  } catch {
    db = openSessionCopy(files.file, options.session, true);
  }
  return {
    db,
    mode: 'read-only',
    damage: null,
    backup: null,
    readOnly: { reason: 'newer-version', path: files.file, ...(stamp.writtenBy ? { writtenBy: stamp.writtenBy } : {}) },
    notices: [newerNotice(files.file, stamp, options.version)],
  };
}

async function openNormal(files: WorkspaceFiles, options: WorkspaceOpenOptions): Promise<OpenedWorkspace> {
  const existed = existsSync(files.file);
  // Read before anything is written: a newer version's workspace is never migrated, stamped or even set to WAL.
  const stamp = existed ? readSchemaStamp(files.file) : null;
  if (stamp && newerThanThis(stamp)) return openNewer(files, stamp, options);
  const db = openSqlite(files.file);
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    const pending = pendingMigrations(db, WORKSPACE_MIGRATIONS);
    if (existed && version > 0 && pending > 0) {
      await createBackup(db, files.backupsDir, `before-v${version + 1}`);
    }
    migrate(db, WORKSPACE_MIGRATIONS, { cacheFile: files.cacheFile });
    if (pending > 0) recordWriter(db, options.version);
    return { db, mode: 'normal', damage: null, backup: null, readOnly: null, notices: [] };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A data folder or workspace file that cannot be written: the workspace as it is, from a copy, read-only. */
function openUnwritable(files: WorkspaceFiles, detail: StorageDetail, options: WorkspaceOpenOptions): OpenedWorkspace {
  // Read from a copy: SQLite cannot open a WAL database in place where it cannot make its shared-memory file.
  const existed = existsSync(files.file);
  const db = existed ? openSessionCopy(files.file, options.session, false) : openTemporary();
  const stamp = existed ? stampOf(db) : null;
  const newer = stamp !== null && newerThanThis(stamp);
  try {
    // The copy (never the broker's file) is brought to this version's schema so that every screen can read it.
    if (existed && !newer) migrate(db, WORKSPACE_MIGRATIONS, {});
    db.pragma('query_only = ON');
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    db,
    mode: 'read-only',
    damage: null,
    backup: null,
    readOnly: detail,
    notices: newer ? [newerNotice(files.file, stamp, options.version)] : [],
  };
}

/** A backup, copied and brought to the current schema, then opened read-only: the broker's data, untouched. */
function openBackupReadOnly(backup: BackupFile, session: SessionFolder): Database {
  const db = openSessionCopy(backup.file, session, false);
  try {
    migrate(db, WORKSPACE_MIGRATIONS);
    db.pragma('query_only = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function openTemporary(): Database {
  const db = new BetterSqlite3(':memory:');
  migrate(db, WORKSPACE_MIGRATIONS);
  return db;
}

function fromBackup(files: WorkspaceFiles, damage: string, options: WorkspaceOpenOptions): OpenedWorkspace {
  for (const backup of listBackups(files.backupsDir)) {
    if (!isGoodBackup(backup.file)) continue;
    try {
      const db = openBackupReadOnly(backup, options.session);
      return {
        db,
        mode: 'backup-read-only',
        damage,
        backup,
        readOnly: null,
        notices: [
          {
            level: 'error',
            code: 'workspace-read-only',
            said: ref('notice.workspace.fromBackup', {
              damage,
              taken: uaeTimeText(new Date(backup.takenAt).toISOString()),
              host: options.host,
              file: files.file,
            }),
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
    readOnly: null,
    notices: [
      {
        level: 'error',
        code: 'workspace-temporary',
        said: ref('notice.workspace.temporary', { damage, file: files.file, host: options.host }),
      },
    ],
  };
}

export async function openWorkspaceDatabase(
  files: WorkspaceFiles,
  options: WorkspaceOpenOptions,
): Promise<OpenedWorkspace> {
  const access = dataFolderAccess(dirname(files.file), [files.file]);
  if (!access.writable) {
    const detail: StorageDetail = { reason: 'read-only', path: access.path };
    try {
      return openUnwritable(files, detail, options);
    } catch (error) {
      if (!isDamage(error)) throw error;
      return fromBackup(files, reasonOf(error), options);
    }
  }
  try {
    return await openNormal(files, options);
  } catch (error) {
    // A locked file, a full disk: not damage. Thrown as it is, for the host to say what failed and where.
    if (!isDamage(error)) throw error;
    return fromBackup(files, reasonOf(error), options);
  }
}

/** The sentence a read-only workspace is explained by (the storage failure's own). */
export function readOnlyMessage(detail: StorageDetail, dataDir: string): string {
  return storageMessage(detail, dataDir);
}
