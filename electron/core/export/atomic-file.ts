// Writes a file under a temporary name beside its destination and renames it into place when complete, so a
// cancelled or failed export never leaves a half-written workbook where the broker expects a good one. The rename
// replaces whatever stands at the destination: only a regular file may (a device, a pipe or a socket named by
// mistake, even /dev/null, became a workbook), and through a link the file it points to is replaced, the link kept.
import { randomBytes } from 'node:crypto';
import { realpathSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { AppFailure } from '#shared/errors';

/** Where a file written at `file` lands: the file a link points to, else `file`; refused if not a regular file. */
export function atomicDestination(file: string): string {
  let target = file;
  try {
    target = realpathSync(file);
  } catch {
    return file; // nothing there yet (or a dangling link's name, which the rename replaces)
  }
  if (!statSync(target).isFile()) {
    throw new AppFailure('validation', `${file} is not a regular file: an export is written only to a file.`);
  }
  return target;
}

export async function writeAtomically<T>(
  destination: string,
  write: (temp: string) => Promise<T>,
): Promise<T & { bytes: number }> {
  const file = atomicDestination(destination);
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    const outcome = await write(temp);
    const bytes = statSync(temp).size;
    renameSync(temp, file);
    return { ...outcome, bytes };
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
