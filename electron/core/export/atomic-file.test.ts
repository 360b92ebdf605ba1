// A file written whole then renamed into place replaces only a regular file: a pipe or a device named by mistake is
// refused and left as it was (renamed over, /dev/null became a workbook), and a link keeps pointing where it did.
import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppFailure } from '#shared/errors';
import { makeTempDir } from '../../../test/support/temp-dir';
import { writeAtomically } from './atomic-file';

const dir = makeTempDir('aqar-atomic-');
afterAll(() => dir.remove());
const writeText = (text: string) => async (temp: string) => {
  writeFileSync(temp, text);
  return {};
};

describe('writeAtomically', () => {
  it('writes a new file, and replaces an old one', async () => {
    const file = join(dir.path, 'a.xlsx');
    await writeAtomically(file, writeText('one'));
    const out = await writeAtomically(file, writeText('two'));
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(out.bytes).toBe(3);
  });

  it('refuses a pipe, which stays a pipe', async () => {
    const pipe = join(dir.path, 'pipe');
    execFileSync('mkfifo', [pipe]);
    const failure = await writeAtomically(pipe, writeText('x')).catch((e: AppFailure) => e);
    expect((failure as AppFailure).appError).toMatchObject({ code: 'validation' });
    expect((failure as AppFailure).appError.message).toMatch(/is not a regular file/);
    expect(lstatSync(pipe).isFIFO()).toBe(true);
  });

  it('replaces the file a link points to and keeps the link', async () => {
    const real = join(dir.path, 'real.xlsx');
    const link = join(dir.path, 'link.xlsx');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    await writeAtomically(link, writeText('new'));
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(real);
    expect(readFileSync(real, 'utf8')).toBe('new');
  });
});
