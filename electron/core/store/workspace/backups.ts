// Backups of the workspace database with SQLite's online backup: before every migration and once a day, keeping
// the newest seven. A backup is written to a temporary name and renamed, so a half-written one never counts.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';

export const KEEP_BACKUPS = 7;
export const DAY_MS = 86_400_000;
const NAME = /^workspace-(\d{8}T\d{6}\d{3}Z)-([a-z0-9-]+)\.db$/;

export interface BackupFile {
  file: string;
  takenAt: number;
  reason: string;
}

function stamp(at: number): string {
  return new Date(at).toISOString().replace(/[-:.]/g, '');
}

function parseStamp(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z$/.exec(text);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!) : Number.NaN;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter((e): e is { name: string; match: RegExpExecArray } => e.match !== null)
    .map(({ name, match }) => ({ file: join(dir, name), takenAt: parseStamp(match[1]!), reason: match[2]! }))
    .filter((b) => Number.isFinite(b.takenAt))
    .sort((a, b) => b.takenAt - a.takenAt);
}

/** Copies a live database into `dir` (online backup: readers and the writer carry on), then keeps the newest 7. */
export async function createBackup(db: Database, dir: string, reason: string, now = Date.now()): Promise<BackupFile> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `workspace-${stamp(now)}-${reason}.db`);
  const temp = `${file}.partial`;
  await db.backup(temp);
  renameSync(temp, file);
  pruneBackups(dir);
  return { file, takenAt: now, reason };
}

export function pruneBackups(dir: string, keep = KEEP_BACKUPS): void {
  for (const old of listBackups(dir).slice(keep)) rmSync(old.file, { force: true });
}

/** True when the newest backup is older than a day (or there is none). */
export function backupDue(dir: string, now = Date.now()): boolean {
  const newest = listBackups(dir)[0];
  return !newest || now - newest.takenAt >= DAY_MS;
}

/** A backup is good when SQLite opens it read-only, it passes a quick check, and it is a workspace. */
export function isGoodBackup(file: string): boolean {
  try {
    const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      const ok = db.pragma('quick_check', { simple: true }) === 'ok';
      const hasLog = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'request_log'").get() !== undefined;
      return ok && hasLog;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}
