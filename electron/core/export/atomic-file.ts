// Writes a file under a temporary name beside its destination and renames it into place when complete, so a
// cancelled or failed export (a full disk, a killed process) never leaves a half-written file where the broker
// expects a good one: the previous file stays as it was. The rename replaces whatever stands at the destination:
// only a regular file may (a device, a pipe or a socket named by mistake, even /dev/null, became a workbook), and
// through a link the file it points to is replaced, the link kept. Text may still go through a pipe or a device
// (`--csv /dev/stdout`), written as it is.
import { closeSync, fsyncSync, openSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppFailure } from '#shared/errors';
import { refuseOwnFile } from './own-files';
import { partialPath, rememberExportFolder } from './partial-files';
import { ref } from '#shared/messages/message-ref';

export interface AtomicOptions {
  /**
   * The data folder: its own files are never written over, and the folders written to are remembered there (a
   * temporary left by a kill is swept later).
   */
  dataDir?: string;
}

/** A write that failed without naming its file (ENOSPC on `write`) is made to name the file it was writing. */
function naming(error: unknown, file: string): unknown {
  if (typeof error === 'object' && error !== null && 'code' in error && !('path' in error)) {
    Object.assign(error, { path: file });
  }
  return error;
}

/** Flushes a finished temporary to the disk before it replaces the previous file (best effort). */
function flushToDisk(file: string): void {
  try {
    const fd = openSync(file, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // A file system without fsync: the rename still never exposes a half-written file to this machine.
  }
}

/** Where a file written at `file` lands: the file a link points to, else `file`; refused if not a regular file. */
export function atomicDestination(file: string): string {
  let target = file;
  try {
    target = realpathSync(file);
  } catch {
    return file; // nothing there yet (or a dangling link's name, which the rename replaces)
  }
  if (!statSync(target).isFile()) {
    throw new AppFailure('validation', ref('error.export.notAFile', { file }));
  }
  return target;
}

export async function writeAtomically<T>(
  destination: string,
  write: (temp: string) => Promise<T>,
  options: AtomicOptions = {},
): Promise<T & { bytes: number }> {
  if (options.dataDir) refuseOwnFile(destination, options.dataDir);
  const file = atomicDestination(destination);
  const temp = partialPath(file);
  if (options.dataDir) rememberExportFolder(options.dataDir, dirname(file));
  try {
    const outcome = await write(temp);
    const bytes = statSync(temp).size;
    flushToDisk(temp);
    renameSync(temp, file);
    return { ...outcome, bytes };
  } catch (error) {
    rmSync(temp, { force: true });
    throw naming(error, file);
  }
}

function isRegularOrAbsent(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return true;
  }
}

/**
 * Writes text (a CSV, a saved-search export) whole or not at all: to a temporary beside the file, renamed over it.
 * A pipe or a device (standard output named as a file) is written through, as text always could be.
 */
export function writeTextAtomically(destination: string, text: string, options: AtomicOptions = {}): number {
  if (options.dataDir) refuseOwnFile(destination, options.dataDir);
  if (!isRegularOrAbsent(destination)) {
    writeFileSync(destination, text);
    return Buffer.byteLength(text);
  }
  const file = atomicDestination(destination);
  const temp = partialPath(file);
  if (options.dataDir) rememberExportFolder(options.dataDir, dirname(file));
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    flushToDisk(temp);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw naming(error, file);
  }
  return Buffer.byteLength(text);
}
