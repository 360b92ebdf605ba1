// kill -9 in the middle of writing an export: the broker's previous file is intact (the export went to a temporary
// beside it), and the next start removes the temporary the killed run left, and only ours, and only once it is old
// enough to belong to no run still writing: a backup's and the settings file's too, never a file of the broker's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../support/temp-dir';
import { aqar, ROOT } from './support';

const dir = makeTempDir('aqar-killed-export-');
afterAll(() => dir.remove());

function killMidWrite(destination: string, dataDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'fixtures/slow-export-child.ts'), destination, dataDir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => child.kill('SIGKILL'));
    child.once('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`the writer exited by itself (${signal})`)),
    );
  });
}

const hoursAgo = (path: string, hours: number): void => {
  const at = new Date(Date.now() - hours * 3_600_000);
  utimesSync(path, at, at);
};

describe('an export killed mid-write', () => {
  it('leaves the previous file intact, and the next start removes what the killed run left (only ours)', async () => {
    const dataDir = join(dir.path, 'data');
    const exports = join(dir.path, 'exports');
    mkdirSync(dataDir);
    mkdirSync(exports);
    const destination = join(exports, 'marina.csv');
    writeFileSync(destination, 'the previous export\r\n');
    await killMidWrite(destination, dataDir);
    expect(readFileSync(destination, 'utf8')).toBe('the previous export\r\n');
    const [left] = readdirSync(exports).filter((f) => f.endsWith('.partial'));
    expect(left).toMatch(/^\.marina\.csv\.[0-9a-f]{8}\.partial$/);

    // A temporary still being written (recent), a backup and a settings file a killed run left, and the broker's own
    // files that merely look alike.
    const fresh = join(exports, '.other.xlsx.0123abcd.partial');
    writeFileSync(fresh, 'being written right now');
    mkdirSync(join(dataDir, 'backups'));
    const backup = join(dataDir, 'backups', 'workspace-20260101T000000000Z-daily.db.partial');
    const settings = join(dataDir, 'settings.json.tmp-4242');
    const theirs = [join(exports, 'notes.partial'), join(exports, '.plan.partial'), join(dataDir, 'keep.tmp')];
    for (const file of [backup, settings, ...theirs]) writeFileSync(file, 'x');
    for (const file of [join(exports, left!), backup, settings, ...theirs]) hoursAgo(file, 2);

    const started = await aqar(['usage', '--demo'], { dataDir });
    expect(started.code, started.err).toBe(0);
    expect(existsSync(join(exports, left!))).toBe(false);
    expect(existsSync(backup)).toBe(false);
    expect(existsSync(settings)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    for (const file of theirs) expect(existsSync(file), file).toBe(true);
    expect(readFileSync(destination, 'utf8')).toBe('the previous export\r\n');
  }, 90_000);
});
