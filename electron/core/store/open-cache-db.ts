// Opens the cache database (WAL, migrated). The cache is disposable: a damaged file is moved aside and rebuilt, and
// the caller is told so. Only a damaged one: a cache that cannot be written (a read-only folder or file) or that a
// newer version of Aqar Lens made is never moved aside; the session works on a copy of it in a private temporary
// folder (answers fetched now are kept until the session ends), and a locked or full disk is thrown as it is.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import type { StorageDetail } from '#shared/errors';
import { isDamage } from './damage';
import { dataFolderAccess } from './folder-access';
import { migrate } from './migrate';
import { CACHE_MIGRATIONS } from './migrations';
import { openSessionCopy, SessionFolder } from './session-folder';
import { openSqlite } from './sqlite';
import { ref, type MessageRef } from '#shared/messages/message-ref';

export interface OpenedDatabase {
  db: Database;
  /** The file open: the cache itself, or its copy in the session folder. */
  file: string;
  /** Set when a damaged cache was moved aside. */
  warning: MessageRef | null;
  /** Set when the cache cannot be written where it is and the session works on a copy: what and why. */
  readOnly: StorageDetail | null;
  /** Set when a newer version of Aqar Lens made the cache (its schema version). */
  newer: number | null;
}

function open(file: string): Database {
  const db = openSqlite(file, { checkpointElsewhere: true });
  try {
    migrate(db, CACHE_MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The cache's schema version, read without writing (0 for a new file); throws as opening a damaged one would. */
function cacheVersion(file: string): number {
  if (!existsSync(file)) return 0;
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
}

/** The session's own cache: a copy of the cache (or a new one when there is none, or it cannot be read). */
function openSessionCache(file: string, session: SessionFolder): { db: Database; file: string } {
  const copy = join(session.path, 'cache.db');
  if (existsSync(file)) {
    try {
      const db = openSessionCopy(file, session, false);
      if ((db.pragma('user_version', { simple: true }) as number) <= CACHE_MIGRATIONS.length) {
        migrate(db, CACHE_MIGRATIONS);
      }
      db.pragma('wal_autocheckpoint = 0');
      return { db, file: copy };
    } catch {
      // A copy that cannot be read serves nothing: the session starts an empty cache of its own.
    }
  }
  return { db: open(copy), file: copy };
}

export function openCacheDatabase(file: string, session: SessionFolder = new SessionFolder()): OpenedDatabase {
  const access = dataFolderAccess(dirname(file), [file]);
  if (!access.writable) {
    const opened = openSessionCache(file, session);
    return { ...opened, warning: null, readOnly: { reason: 'read-only', path: access.path }, newer: null };
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    const version = cacheVersion(file);
    if (version > CACHE_MIGRATIONS.length) {
      // Another version's cache: left as it is for that version, read from a copy here.
      return { ...openSessionCache(file, session), warning: null, readOnly: null, newer: version };
    }
    return { db: open(file), file, warning: null, readOnly: null, newer: null };
  } catch (error) {
    if (!existsSync(file) || !isDamage(error)) throw error;
    const aside = `${file}.damaged-${Date.now()}`;
    renameSync(file, aside);
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      db: open(file),
      file,
      warning: ref('notice.cache.rebuilt', { reason, aside }),
      readOnly: null,
      newer: null,
    };
  }
}
