// Whether the data folder and its databases can be written, tried for real: permission bits say nothing of a
// read-only mount, and root passes every permission check. Read once at start, it decides whether the folder opens
// read-only (nothing moved aside, nothing written) instead of failing on the first rename.
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a file can be created in `folder`: one is made and removed at once. */
export function takesNewFiles(folder: string): boolean {
  return newFileError(folder) === null;
}

/** The error code creating a file in `folder` fails with (EROFS, EACCES…), or null when it works. */
function newFileError(folder: string): string | null {
  const probe = join(folder, `.aqar-probe-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    closeSync(openSync(probe, 'wx'));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'EACCES';
  }
  try {
    unlinkSync(probe);
  } catch {
    // Created but not removable: the folder still took the file; the probe's name says what it was.
  }
  return null;
}

export type FolderAccess =
  | { writable: true }
  /** `path`: the folder or file that cannot be written; `filesystem`: the whole file system is read-only. */
  | { writable: false; path: string; filesystem: boolean };

/** Whether the data folder (made when missing) and the given files in it can be written. */
export function dataFolderAccess(dataDir: string, files: readonly string[]): FolderAccess {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    return { writable: false, path: dataDir, filesystem: (error as NodeJS.ErrnoException).code === 'EROFS' };
  }
  const folder = newFileError(dataDir);
  // ENOSPC is a full disk, not a read-only folder: the databases may still be written in place.
  if (folder !== null && folder !== 'ENOSPC' && folder !== 'EDQUOT') {
    return { writable: false, path: dataDir, filesystem: folder === 'EROFS' };
  }
  for (const file of files) {
    for (const path of [file, `${file}-wal`, `${file}-shm`]) {
      if (!existsSync(path)) continue;
      try {
        accessSync(path, constants.W_OK);
      } catch (error) {
        return { writable: false, path, filesystem: (error as NodeJS.ErrnoException).code === 'EROFS' };
      }
    }
  }
  return { writable: true };
}
