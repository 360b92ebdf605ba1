// Local write failures told as what failed, where, and what to do: a full disk (which folder, how much is free), a
// read-only file or folder (which path), a database locked by another process (which one), a workspace of a newer
// version. Errors of the file system (ENOSPC, EROFS, EACCES…) and of SQLite (SQLITE_FULL, SQLITE_READONLY,
// SQLITE_BUSY…) become one typed failure, never "internal error".
import { accessSync, constants, existsSync, statfsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { AppFailure, type StorageDetail } from '#shared/errors';
import { formatRef } from '#shared/messages/format-message';
import { ref, type MessageRef } from '#shared/messages/message-ref';
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

function inside(folder: string, path: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep));
}

/**
 * What failed, where, and what to do, as a message of the catalogue (worded by the window or the command line in
 * its language): inside the data folder a read-only path points to --data-dir; elsewhere (an export's folder) not.
 */
export function storageSaid(detail: StorageDetail, dataDir?: string): MessageRef {
  const path = detail.path;
  switch (detail.reason) {
    case 'disk-full':
      return detail.freeBytes === null || detail.freeBytes === undefined
        ? ref('error.storage.diskFullNoFree', { path })
        : ref('error.storage.diskFull', { path, free: { bytes: detail.freeBytes } });
    case 'read-only':
      return dataDir !== undefined && inside(dataDir, path)
        ? ref('error.storage.readOnlyDataFolder', { path })
        : ref('error.storage.readOnly', { path });
    case 'locked':
      return ref('error.storage.locked', { database: detail.database ?? 'workspace', path });
    case 'newer-version':
      return detail.writtenBy
        ? ref('error.storage.newerVersion', { path, version: detail.writtenBy })
        : ref('error.storage.newerVersionUnknown', { path });
  }
}

/** The English sentence for a storage failure (logs, notices' details). */
export function storageMessage(detail: StorageDetail, dataDir?: string): string {
  return formatRef('en', storageSaid(detail, dataDir));
}

export function storageFailure(detail: StorageDetail, dataDir?: string): AppFailure {
  return new AppFailure('storage', storageSaid(detail, dataDir), { storage: detail });
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
