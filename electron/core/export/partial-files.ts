// Our temporary files, and their removal when a killed process left them: an export's `.<name>.<8 hex>.partial`
// beside its destination (the folders written to are remembered in the data folder, as they can be anywhere), a
// backup's `workspace-….db.partial`, the settings file's and the analytics copy's temporaries. Only names of ours,
// and only once untouched for a while: a write in progress keeps its file's time moving.
import { randomBytes } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** An export's temporary: hidden, the destination's name, 8 hex digits, `.partial`. */
export const EXPORT_PARTIAL = /^\..+\.[0-9a-f]{8}\.partial$/;
const DATA_DIR_PARTIAL = /^(settings\.json\.tmp-\d+|analytics-columns\.bin\.\d+\.tmp|\.aqar-probe-\d+-[0-9a-f]{8})$/;
const BACKUP_PARTIAL = /^workspace-\d{8}T\d{9}Z-[a-z0-9-]+\.db\.partial$/;
/** A temporary untouched this long belongs to a process that is gone. */
export const PARTIAL_AGE_MS = 15 * 60_000;
export const FOLDERS_FILE = 'export-folders.txt';

export function partialPath(file: string): string {
  return join(dirname(file), `.${basename(file)}.${randomBytes(4).toString('hex')}.partial`);
}

/** Remembers a folder an export is written in (once), so that a temporary a killed run left there is found. */
export function rememberExportFolder(dataDir: string, folder: string): void {
  const registry = join(dataDir, FOLDERS_FILE);
  const path = resolve(folder);
  try {
    if (knownFolders(dataDir).includes(path)) return;
    appendFileSync(registry, `${path}\n`);
  } catch {
    // Best effort: a folder not remembered is only not swept.
  }
}

function knownFolders(dataDir: string): string[] {
  try {
    return readFileSync(join(dataDir, FOLDERS_FILE), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

function sweepFolder(folder: string, pattern: RegExp, now: number, removed: string[]): boolean {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return false;
  }
  let left = false;
  for (const name of names) {
    if (!pattern.test(name)) continue;
    const path = join(folder, name);
    try {
      const stats = statSync(path);
      if (!stats.isFile()) continue;
      if (now - stats.mtimeMs < PARTIAL_AGE_MS) {
        left = true;
        continue;
      }
      rmSync(path, { force: true });
      removed.push(path);
    } catch {
      // Gone meanwhile, or not ours to remove.
    }
  }
  return left;
}

/**
 * Removes the temporaries of ours that killed runs left (exports in the folders remembered, backups, the data
 * folder's own); returns their paths. Folders with nothing left in flight are forgotten. Never throws.
 */
export function sweepPartials(dataDir: string, now = Date.now()): string[] {
  const removed: string[] = [];
  sweepFolder(dataDir, DATA_DIR_PARTIAL, now, removed);
  sweepFolder(join(dataDir, 'backups'), BACKUP_PARTIAL, now, removed);
  const folders = knownFolders(dataDir);
  const keep = folders.filter((folder) => sweepFolder(folder, EXPORT_PARTIAL, now, removed));
  if (keep.length !== folders.length) {
    try {
      writeFileSync(join(dataDir, FOLDERS_FILE), keep.map((f) => `${f}\n`).join(''));
    } catch {
      // A read-only folder: swept again next time.
    }
  }
  return removed;
}
