// Writes a file under a temporary name beside its destination and renames it into place when complete, so a
// cancelled or failed export never leaves a half-written workbook where the broker expects a good one.
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export async function writeAtomically<T>(
  file: string,
  write: (temp: string) => Promise<T>,
): Promise<T & { bytes: number }> {
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
