// A private folder in the system's temporary folder for the copies a session reads from (a backup brought to the
// current schema, the databases of a data folder that cannot be written), removed when the session ends. One left
// by a process that was killed is removed by a later start once it is a day old.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { busyTimeoutMs } from './busy-timeout';

/** Folders of ours in the temporary folder: this version's, and the backup copies earlier versions left. */
export const SESSION_PREFIX = 'aqar-session-';
const OURS = /^(aqar-session-|aqar-workspace-backup-)[\w-]+$/;
const DAY_MS = 86_400_000;

export class SessionFolder {
  private dir: string | null = null;

  get path(): string {
    this.dir ??= mkdtempSync(join(tmpdir(), SESSION_PREFIX));
    return this.dir;
  }

  get made(): boolean {
    return this.dir !== null;
  }

  remove(): void {
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}

/**
 * Copies a database (with its write-ahead log, so that what was committed and not yet checkpointed comes along)
 * into the session folder and opens the copy; `readOnly` refuses every write to it. The copy is writable as a file so
 * that SQLite can replay the log into it.
 */
export function openSessionCopy(file: string, folder: SessionFolder, readOnly: boolean): Database {
  const copy = join(folder.path, basename(file));
  rmSync(copy, { force: true });
  rmSync(`${copy}-wal`, { force: true });
  rmSync(`${copy}-shm`, { force: true });
  copyFileSync(file, copy);
  if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
  const db = new BetterSqlite3(copy, { fileMustExist: true });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`integrity check failed: ${String(check)}`);
    if (readOnly) db.pragma('query_only = ON');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Removes session folders of ours a day old or more (left by a process that was killed); returns how many. */
export function sweepSessionFolders(now = Date.now(), dir = tmpdir()): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!OURS.test(name)) continue;
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs < DAY_MS) continue;
      rmSync(path, { recursive: true, force: true });
      removed++;
    } catch {
      // Someone else's, or gone meanwhile.
    }
  }
  return removed;
}
