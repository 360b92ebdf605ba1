// The app's own files, which no export may write over: the two databases and their -wal, -shm and -journal files,
// the settings file, the request journal and its reserve, the export-folder list, and the backups folder. A
// destination is compared as the file it would land in (through links, and by inode where both exist: a hard link
// is the same file), without regard to case where the file system ignores it.
import { realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';

const DATABASES = ['workspace.db', 'cache.db'];
const DATABASE_SUFFIXES = ['', '-wal', '-shm', '-journal'];
const OTHER_FILES = [
  'settings.json',
  'request-journal.ndjson',
  'request-journal.reserve',
  'export-folders.txt',
  'analytics-columns.bin',
];

/** Where a path lands: through every link of its folder and of the file itself when it exists. */
function landing(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    try {
      return join(realpathSync(dirname(absolute)), basename(absolute));
    } catch {
      return absolute;
    }
  }
}

const foldsCase = process.platform === 'darwin' || process.platform === 'win32';
const same = (a: string, b: string): boolean => (foldsCase ? a.toLowerCase() === b.toLowerCase() : a === b);

function sameInode(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/** The app's own file `path` would write over (its path), or null when it is none of them. */
export function ownFileAt(path: string, dataDir: string): string | null {
  const target = landing(path);
  const folder = landing(dataDir);
  const names = [...DATABASES.flatMap((db) => DATABASE_SUFFIXES.map((s) => db + s)), ...OTHER_FILES];
  for (const name of names) {
    const own = join(folder, name);
    if (same(target, own) || sameInode(target, own)) return join(resolve(dataDir), name);
  }
  const backups = join(folder, 'backups');
  const rel = relative(backups, target);
  if (rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !rel.startsWith(sep)) {
    return join(resolve(dataDir), 'backups');
  }
  return null;
}

/**
 * Throws a validation failure naming the app's own file `path` would write over; `label` names the flag (the command
 * line's option, as typed), else the sentence says "The export".
 */
export function refuseOwnFile(path: string, dataDir: string, label?: string): void {
  const own = ownFileAt(path, dataDir);
  if (own === null) return;
  const named = resolve(path) === own ? own : ref('error.export.thatIs', { path, own });
  throw new AppFailure(
    'validation',
    ref('error.export.ownFile', { label: label ?? ref('error.export.theExport'), named, dataDir: resolve(dataDir) }),
    { field: label?.startsWith('--') ? label.slice(2) : 'destination' },
  );
}
