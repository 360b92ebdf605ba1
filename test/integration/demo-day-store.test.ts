// The built `aqar` keeps the demo market's built day in the user's own temp folder, and the next command (another
// data folder, another process) answers from that copy exactly what it answered from the day it built.
import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/temp-dir';

const run = promisify(execFile);
const AQAR = join(import.meta.dirname, '../../bin/aqar.mjs');
const temp = makeTempDir('aqar-day-store-');
afterAll(() => temp.remove());

async function transactions(dataDir: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [AQAR, 'transactions', '--demo', '--purpose', 'for-sale', '--json', '--data-dir', join(temp.path, dataDir)],
    { env: { PATH: process.env.PATH, TMPDIR: temp.path }, maxBuffer: 64 * 1024 * 1024 },
  );
  // The time of the fetch is the only field that differs between two runs.
  return stdout.replace(/"fetchedAt":\s*"[^"]*"/g, '"fetchedAt": ""');
}

describe('the demo market’s days kept between commands', () => {
  it('is written once, private, and read back by the next process with the same answer', async () => {
    const first = await transactions('one');
    const folder = readdirSync(temp.path).find((name) => name.startsWith('aqar-lens-demo-days'));
    expect(folder).toBeDefined();
    const dir = join(temp.path, folder!);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const copies = readdirSync(dir);
    expect(copies).toHaveLength(1);
    const copy = join(dir, copies[0]!);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    const written = statSync(copy);

    const second = await transactions('two');
    expect(second).toBe(first);
    expect((JSON.parse(second) as { records: unknown[] }).records.length).toBeGreaterThan(0);
    // Read, not written again (a write renames a new file into place): still one copy, marked as used.
    expect(readdirSync(dir)).toEqual(copies);
    expect(statSync(copy).ino).toBe(written.ino);
    expect(statSync(copy).mtimeMs).toBeGreaterThanOrEqual(written.mtimeMs);
  });
});
