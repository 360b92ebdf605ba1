// The sweep of temporaries killed runs left: only names of ours, only once old, in the folders exports were written
// to (remembered in the data folder), the backups folder and the data folder itself.
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { FOLDERS_FILE, PARTIAL_AGE_MS, partialPath, rememberExportFolder, sweepPartials } from './partial-files';

const dir = makeTempDir('aqar-partials-');
afterAll(() => dir.remove());

function file(path: string, ageMs: number): string {
  writeFileSync(path, 'x');
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
  return path;
}

describe('sweepPartials', () => {
  it('removes old temporaries of ours and keeps fresh ones and everything else', () => {
    const dataDir = join(dir.path, 'data');
    const exports = join(dir.path, 'exports');
    mkdirSync(join(dataDir, 'backups'), { recursive: true });
    mkdirSync(exports);
    rememberExportFolder(dataDir, exports);
    rememberExportFolder(dataDir, exports);
    expect(readFileSync(join(dataDir, FOLDERS_FILE), 'utf8')).toBe(`${exports}\n`);
    const old = PARTIAL_AGE_MS + 60_000;
    const stale = [
      file(partialPath(join(exports, 'marina.csv')), old),
      file(join(dataDir, 'backups', 'workspace-20260101T000000000Z-daily.db.partial'), old),
      file(join(dataDir, 'settings.json.tmp-77'), old),
      file(join(dataDir, 'analytics-columns.bin.77.tmp'), old),
    ];
    const kept = [
      file(partialPath(join(exports, 'busy.xlsx')), 1_000),
      file(join(exports, 'report.partial'), old),
      file(join(exports, '.notes.partial'), old),
      file(join(dataDir, 'mine.tmp'), old),
    ];
    expect(sweepPartials(dataDir).sort()).toEqual([...stale].sort());
    for (const path of stale) expect(existsSync(path), path).toBe(false);
    for (const path of kept) expect(existsSync(path), path).toBe(true);
    // The folder stays remembered while a temporary is still being written there; then it is forgotten.
    expect(readFileSync(join(dataDir, FOLDERS_FILE), 'utf8')).toBe(`${exports}\n`);
    sweepPartials(dataDir, Date.now() + 2 * PARTIAL_AGE_MS);
    expect(readFileSync(join(dataDir, FOLDERS_FILE), 'utf8')).toBe('');
  });
});
