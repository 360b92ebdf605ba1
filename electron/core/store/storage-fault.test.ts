// What a failed local write is called: SQLite's and the file system's errors, made for real where they can be (a
// second connection holding the write lock, a read-only connection asked to write), named by path and reason.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import { makeTempDir } from '../../../test/support/temp-dir';
import { asStorageFailure, storageMessage } from './storage-fault';
import { ref } from '#shared/messages/message-ref';

const dir = makeTempDir('aqar-storage-fault-');
afterAll(() => dir.remove());

function errno(code: string, path?: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed`), { code, ...(path ? { path } : {}) });
}

function caught(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not fail');
}

describe('asStorageFailure', () => {
  const context = { dataDir: dir.path };

  it('names the folder of a full disk and its free space', () => {
    const failure = asStorageFailure(errno('ENOSPC', join(dir.path, 'out.csv')), context)!;
    expect(failure.appError.code).toBe('storage');
    expect(failure.appError.storage).toMatchObject({ reason: 'disk-full', path: dir.path });
    expect(failure.appError.storage!.freeBytes).toBeGreaterThan(0);
    expect(failure.message).toMatch(new RegExp(`^The disk holding ${dir.path} is full \\(.+ free\\)`));
  });

  it('names a read-only path, and tells a folder outside the data folder apart', () => {
    const inside = asStorageFailure(errno('EROFS', join(dir.path, 'settings.json')), context)!;
    expect(inside.appError.storage).toEqual({ reason: 'read-only', path: join(dir.path, 'settings.json') });
    expect(inside.message).toMatch(/--data-dir or AQAR_DATA_DIR/);
    const outside = asStorageFailure(errno('EACCES', '/srv/reports/out.csv'), context)!;
    expect(outside.message).toMatch(/^\/srv\/reports\/out\.csv is read-only.*Choose a folder you can write to/);
  });

  it('names the database another connection holds, for a real SQLITE_BUSY', () => {
    const file = join(dir.path, 'cache.db');
    const holder = new BetterSqlite3(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('CREATE TABLE t (x)');
    holder.exec('BEGIN EXCLUSIVE');
    const writer = new BetterSqlite3(file, { timeout: 0 });
    const error = caught(() => writer.exec('INSERT INTO t VALUES (1)'));
    const failure = asStorageFailure(error, context)!;
    holder.exec('ROLLBACK');
    holder.close();
    writer.close();
    expect(failure.appError.storage).toEqual({ reason: 'locked', path: file, database: 'cache' });
    expect(failure.message).toMatch(/offline cache database .* is locked by another program/);
  });

  it('takes the read-only path the workspace knows, for a real SQLITE_READONLY', () => {
    const file = join(dir.path, 'workspace.db');
    new BetterSqlite3(file).exec('CREATE TABLE IF NOT EXISTS t (x)');
    const reader = new BetterSqlite3(file, { readonly: true });
    const error = caught(() => reader.exec('INSERT INTO t VALUES (1)'));
    reader.close();
    const known = { reason: 'newer-version' as const, path: file, writtenBy: '0.9.0' };
    const failure = asStorageFailure(error, { ...context, readOnly: () => known })!;
    expect(failure.appError.storage).toEqual(known);
    expect(failure.message).toMatch(/written by Aqar Lens 0\.9\.0, newer than this one/);
  });

  it('leaves other errors alone, and passes a storage failure through', () => {
    expect(asStorageFailure(new Error('boom'), context)).toBeNull();
    expect(asStorageFailure(errno('ECONNRESET'), context)).toBeNull();
    expect(asStorageFailure(new AppFailure('validation', ref('error.workspace.noBackup')), context)).toBeNull();
    const storage = new AppFailure('storage', ref('error.storage.diskFullNoFree', { path: '/x' }), {
      storage: { reason: 'disk-full', path: '/x' },
    });
    expect(asStorageFailure(storage, context)).toBe(storage);
  });
});

describe('storage words', () => {
  it('says sizes as people read them, and an unknown free space not at all', () => {
    expect(storageMessage({ reason: 'disk-full', path: '/d', freeBytes: 40 * 1024 * 1024 })).toMatch(
      /^The disk holding \/d is full \(40 MB free\), so/,
    );
    expect(storageMessage({ reason: 'disk-full', path: '/d', freeBytes: 3.3 * 1024 ** 3 })).toContain('(3.3 GB free)');
    expect(storageMessage({ reason: 'disk-full', path: '/d', freeBytes: null })).toMatch(
      /^The disk holding \/d is full, so/,
    );
  });
});
