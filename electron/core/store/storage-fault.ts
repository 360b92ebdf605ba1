// Local write failures told as what failed, where, and what to do: a full disk (which folder, how much is free), a
// read-only file or folder (which path), a database locked by another process (which one), a workspace of a newer
// version. Errors of the file system (ENOSPC, EROFS, EACCES…) and of SQLite (SQLITE_FULL, SQLITE_READONLY,
// SQLITE_BUSY…) become one typed failure, never "internal error".
import { accessSync, constants, existsSync, statfsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { AppFailure, type StorageDetail } from '#shared/errors';
import { takesNewFiles } from './folder-access';

export interface StorageContext {
  dataDir: string;
  /** Set while the workspace is open read-only (a read-only folder or file, a newer version): what to name. */
  readOnly?: () => StorageDetail | null;
}

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM']);

/** Bytes free to this user on the disk holding `path` (its nearest existing folder); null when unknown. */
export function freeBytes(path: string): number | null {
  let at = resolve(path);
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  try {
    const stats = statfsSync(at);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/** A byte count as people read it (English: the CLI and logs; the window formats its own). */
export function bytesText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

function inside(folder: string, path: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep));
}

const DATABASE_NAMES = { workspace: 'workspace', cache: 'offline cache' } as const;

/** The English sentence for a storage failure: what failed, where, and what to do. */
export function storageMessage(detail: StorageDetail, dataDir?: string): string {
  const ours = dataDir !== undefined && inside(dataDir, detail.path);
  switch (detail.reason) {
    case 'disk-full': {
      const free = detail.freeBytes === null || detail.freeBytes === undefined ? null : bytesText(detail.freeBytes);
      return (
        `The disk holding ${detail.path} is full${free === null ? '' : ` (${free} free)`}, so Aqar Lens could not ` +
        'write there. Free some space on that disk, then try again.'
      );
    }
    case 'read-only':
      return (
        `${detail.path} is read-only, so Aqar Lens could not write to it. ` +
        (ours
          ? 'Make the data folder writable (or give Aqar Lens another one with --data-dir or AQAR_DATA_DIR), then try again.'
          : 'Choose a folder you can write to, or make this one writable, then try again.')
      );
    case 'locked':
      return (
        `The ${DATABASE_NAMES[detail.database ?? 'workspace']} database (${detail.path}) is locked by another ` +
        'program (another Aqar Lens window, an aqar command or a backup tool). Try again in a moment; if it stays ' +
        'locked, close the other program.'
      );
    case 'newer-version':
      return (
        `This workspace (${detail.path}) was written by ${detail.writtenBy ? `Aqar Lens ${detail.writtenBy}` : 'a newer Aqar Lens'}, ` +
        'newer than this one, so it is open read-only and nothing in it is changed. Update Aqar Lens to save changes.'
      );
  }
}

export function storageFailure(detail: StorageDetail, dataDir?: string): AppFailure {
  return new AppFailure('storage', storageMessage(detail, dataDir), { storage: detail });
}

/** Whether a file (or folder) can be written by this process, tried for what a permission bit cannot say. */
function canWrite(path: string): boolean {
  try {
    if (statSync(path).isDirectory()) return takesNewFiles(path);
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function databaseFiles(dataDir: string): { database: 'workspace' | 'cache'; file: string }[] {
  return (['workspace', 'cache'] as const).map((database) => ({ database, file: join(dataDir, `${database}.db`) }));
}

/** The first of the data folder and its databases that cannot be written, else the folder itself. */
function unwritablePath(dataDir: string): string {
  const candidates = [dataDir];
  for (const { file } of databaseFiles(dataDir)) candidates.push(file, `${file}-wal`, `${file}-shm`);
  return candidates.find((path) => existsSync(path) && !canWrite(path)) ?? dataDir;
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

/** Which database another process holds: the one whose write lock cannot be had at once. */
function lockedDatabase(dataDir: string): { database: 'workspace' | 'cache'; file: string } {
  const files = databaseFiles(dataDir);
  for (const entry of files) {
    if (!existsSync(entry.file)) continue;
    let db: BetterSqlite3.Database | null = null;
    try {
      db = new BetterSqlite3(entry.file, { fileMustExist: true, timeout: 0 });
      db.exec('BEGIN IMMEDIATE');
      db.exec('ROLLBACK');
    } catch (error) {
      if (isBusy(error)) return entry;
    } finally {
      db?.close();
    }
  }
  return files[0]!;
}

function folderOf(path: string): string {
  try {
    return statSync(path).isDirectory() ? path : dirname(path);
  } catch {
    return dirname(path);
  }
}

/** The storage failure an error of the file system or of SQLite stands for, or null when it is something else. */
export function asStorageFailure(error: unknown, context: StorageContext): AppFailure | null {
  if (error instanceof AppFailure) return error.appError.code === 'storage' ? error : null;
  if (typeof error !== 'object' || error === null) return null;
  const { code, path } = error as { code?: unknown; path?: unknown };
  if (typeof code !== 'string') return null;
  const { dataDir } = context;
  const fail = (detail: StorageDetail) => storageFailure(detail, dataDir);
  if (!code.startsWith('SQLITE_')) {
    const where = typeof path === 'string' ? path : dataDir;
    if (DISK_FULL.has(code)) return fail({ reason: 'disk-full', path: folderOf(where), freeBytes: freeBytes(where) });
    if (READ_ONLY.has(code)) return fail({ reason: 'read-only', path: where });
    return null;
  }
  if (code === 'SQLITE_FULL' || (code.startsWith('SQLITE_IOERR') && (freeBytes(dataDir) ?? Infinity) < 1024 * 1024)) {
    return fail({ reason: 'disk-full', path: dataDir, freeBytes: freeBytes(dataDir) });
  }
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    const known = context.readOnly?.();
    if (known) return fail(known);
    return fail({ reason: 'read-only', path: unwritablePath(dataDir) });
  }
  if (isBusy(error)) {
    const { database, file } = lockedDatabase(dataDir);
    return fail({ reason: 'locked', path: file, database });
  }
  return null;
}
