// A file the CLI cannot write is refused before any request is spent: a missing folder, a folder named as the file,
// a folder that takes no writes. It used to spend every page of --all-pages first, then fail with "internal error:
// ENOENT" (or a raw "EISDIR … rename") and exit 1.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core';
import { aqar } from '../support/cli-io';
import { TEST_KEY } from '../support/demo-fixture';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let gateway: RecordingServer;
let dir: TempDir;
beforeAll(async () => {
  // Any request reaching it is a request spent before the path was checked.
  gateway = await startRecordingServer();
  dir = makeTempDir('aqar-destinations-');
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

/** A named pipe in the test's folder (made once). */
function fifo(): string {
  const path = join(dir.path, 'pipe');
  if (!existsSync(path)) execFileSync('mkfifo', [path]);
  return path;
}

const fetchAll = (output: string[]) =>
  aqar(
    [
      'transactions',
      '--base-url',
      gateway.url,
      '--purpose',
      'for-sale',
      '--location-ids',
      '5002',
      '--all-pages',
      '--max-pages',
      '10',
      ...output,
    ],
    { AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_API_KEY: TEST_KEY },
  );

describe('output destinations are checked before any request', () => {
  it.each([
    [
      '--csv into a missing folder',
      () => ['--csv', '/nonexistent/d/x.csv'],
      /--csv \/nonexistent\/d\/x\.csv: the folder \/nonexistent\/d does not exist/,
    ],
    [
      '--xlsx into a missing folder',
      () => ['--xlsx', '/nonexistent/d/x.xlsx'],
      /--xlsx .*: the folder \/nonexistent\/d does not exist/,
    ],
    ['--xlsx naming a folder', () => ['--xlsx', dir.path], /--xlsx .*: this is a folder; name a file in it/],
    ['--csv naming a folder', () => ['--csv', dir.path], /--csv .*: this is a folder; name a file in it/],
    ['--csv under a file', () => ['--csv', join(import.meta.filename, 'x.csv')], /is not a folder/],
    ['--xlsx to standard output', () => ['--xlsx', '-'], /--xlsx: a workbook cannot go to standard output/],
    // Written beside it and renamed over it, a workbook replaced the pipe (or /dev/null) with a file.
    ['--xlsx naming a pipe', () => ['--xlsx', fifo()], /--xlsx .*: this is not a regular file/],
    // Permission bits say nothing of /proc: the folder is tried for real (it failed after the fetch with ENOENT).
    [
      '--xlsx into /proc',
      () => ['--xlsx', '/proc/x.xlsx'],
      /--xlsx \/proc\/x\.xlsx: the folder \/proc cannot be written to/,
    ],
    [
      '--csv into /proc',
      () => ['--csv', '/proc/x.csv'],
      /--csv \/proc\/x\.csv: the folder \/proc cannot be written to/,
    ],
    // Excel opens by extension: a workbook named .csv opened as garbage, CSV text named .xlsx was refused by it.
    [
      '--xlsx naming a .csv file',
      () => ['--xlsx', join(dir.path, 'out.csv')],
      /--xlsx .*out\.csv: a workbook is written; name the file with \.xlsx/,
    ],
    [
      '--csv naming an .xlsx file',
      () => ['--csv', join(dir.path, 'out.XLSX')],
      /--csv .*out\.XLSX: CSV text is written; name the file with \.csv/,
    ],
    // A space copied with the name makes a file nobody finds by it (and Windows cannot hold).
    [
      '--csv with a trailing space',
      () => ['--csv', join(dir.path, 'out.csv ')],
      /--csv .*: the file name "out\.csv " begins or ends with a space; name it without/,
    ],
    [
      '--xlsx with a trailing dot',
      () => ['--xlsx', join(dir.path, 'out.xlsx.')],
      /--xlsx .*: the file name "out\.xlsx\." ends with a dot; name it without/,
    ],
    [
      '--csv ending with a slash',
      () => ['--csv', `${join(dir.path, 'out.csv')}/`],
      /--csv .*out\.csv\/: this names a folder \(it ends with \/\); name a file/,
    ],
  ])('%s: exit 2 with a clear message, nothing sent', async (_what, output, message) => {
    const run = await fetchAll(output());
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
    expect(run.err).not.toMatch(/internal error|ENOENT|EISDIR/);
    expect(run.err).not.toMatch(/results on \d+ pages/);
    expect(gateway.connections()).toBe(0);
  });

  it('the pipe named is still a pipe', () => {
    expect(lstatSync(fifo()).isFIFO()).toBe(true);
  });

  it.skipIf(process.getuid?.() === 0)('a folder that takes no writes: exit 2, nothing sent', async () => {
    const locked = join(dir.path, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    const run = await fetchAll(['--csv', join(locked, 'x.csv')]);
    chmodSync(locked, 0o700);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/cannot be written to/);
    expect(gateway.connections()).toBe(0);
  });

  it('an empty --data-dir is refused (it meant the current folder, where the databases were made unasked)', async () => {
    const run = await aqar(['usage', '--data-dir', ''], {});
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--data-dir needs a value/);
    expect(existsSync('cache.db') || existsSync('workspace.db')).toBe(false);
  });

  it('a --data-dir that is a file is said as such, not as "internal error: EEXIST"', async () => {
    const run = await aqar(['usage', '--data-dir', import.meta.filename], {});
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/is a file, not a folder/);
    expect(run.err).not.toMatch(/internal error|EEXIST/);
  });

  it('aqar saved import of an endless file stops at the import limit (it never returned)', async () => {
    const run = await aqar(['saved', 'import', '/dev/zero'], { AQAR_DATA_DIR: join(dir.path, 'data') });
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/\/dev\/zero is larger than 20 MB/);
  });

  it('aqar saved import - stops standard input at the same limit', async () => {
    const run = await aqar(['saved', 'import', '-'], { AQAR_DATA_DIR: join(dir.path, 'data') }, 'x'.repeat(20_000_001));
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/Standard input is larger than 20 MB/);
  });

  it('aqar saved export into a missing folder: exit 2, not an internal error', async () => {
    const run = await aqar(['saved', 'export', '/nonexistent/d/s.json'], { AQAR_DATA_DIR: join(dir.path, 'data') });
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/saved export \/nonexistent\/d\/s\.json: the folder \/nonexistent\/d does not exist/);
  });

  it('the export service refuses a folder as the file, naming it, instead of a raw EISDIR', async () => {
    const core = await createCore({ dataDir: join(dir.path, 'core'), host: 'test', version: 'test', log: () => {} });
    const folder = join(dir.path, 'a-folder.csv');
    mkdirSync(folder);
    const result = await core.dispatch('export:table', {
      format: 'csv',
      destination: { kind: 'path', path: folder },
      fileName: 'x',
      title: 'x',
      sheets: [{ name: 'x', columns: [{ id: 'a', header: 'a', kind: 'text' }], rows: [['1']] }],
    });
    await core.close();
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', field: 'destination.path' } });
    expect(JSON.stringify(result)).toContain('is a folder');
  });
});
