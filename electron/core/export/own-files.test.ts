// Which destinations are the app's own files: by name in the data folder, through a link, as a hard link, and
// anything in the backups folder; never a file of the broker's that merely looks alike.
import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { ownFileAt, refuseOwnFile } from './own-files';

const dir = makeTempDir('aqar-own-');
const dataDir = join(dir.path, 'data');
mkdirSync(join(dataDir, 'backups'), { recursive: true });
writeFileSync(join(dataDir, 'workspace.db'), 'db');
afterAll(() => dir.remove());

describe('ownFileAt', () => {
  it('names the databases, their companions, the settings and the backups', () => {
    for (const name of [
      'workspace.db',
      'cache.db-wal',
      'workspace.db-journal',
      'settings.json',
      'request-journal.ndjson',
    ]) {
      expect(ownFileAt(join(dataDir, name), dataDir)).toBe(join(dataDir, name));
    }
    expect(ownFileAt(join(dataDir, 'backups', 'any.csv'), dataDir)).toBe(join(dataDir, 'backups'));
    expect(ownFileAt(join(dataDir, '..', 'data', 'cache.db'), dataDir)).toBe(join(dataDir, 'cache.db'));
  });

  it('sees through a symbolic link and a hard link', () => {
    symlinkSync(join(dataDir, 'workspace.db'), join(dir.path, 'soft.csv'));
    linkSync(join(dataDir, 'workspace.db'), join(dir.path, 'hard.csv'));
    expect(ownFileAt(join(dir.path, 'soft.csv'), dataDir)).toBe(join(dataDir, 'workspace.db'));
    expect(ownFileAt(join(dir.path, 'hard.csv'), dataDir)).toBe(join(dataDir, 'workspace.db'));
    expect(() => refuseOwnFile(join(dir.path, 'hard.csv'), dataDir, '--csv')).toThrow(
      /--csv: .*hard\.csv \(that is .*workspace\.db\) is one of Aqar Lens’s own files/,
    );
  });

  it('leaves the broker’s files alone', () => {
    expect(ownFileAt(join(dataDir, 'marina.csv'), dataDir)).toBeNull();
    expect(ownFileAt(join(dir.path, 'workspace.db'), dataDir)).toBeNull();
    expect(ownFileAt(join(dataDir, 'workspace.db.csv'), dataDir)).toBeNull();
  });
});
