// kill -9 in the middle of a fetch-all: the database stays intact and every page reported stored is there.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKey } from '#core/cache/cache-key';
import { validateParams } from '#core/client/data-service-client';
import { sourceIdentity } from '#core/data/source-identity';
import { DEFAULT_CONNECTION } from '#core/client/connection';
import { startLiveFixture, TEST_KEY, type LiveFixture } from '../support/demo-fixture';

const TSX = join(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs');
let fixture: LiveFixture;

beforeAll(async () => {
  fixture = await startLiveFixture({ latencyMs: 40 });
});
afterAll(async () => fixture.close());

describe('crash during fetch-all', () => {
  it('leaves a database that passes integrity_check with every stored page present', async () => {
    const child = spawn(
      process.execPath,
      [TSX, join(import.meta.dirname, 'fixtures/fetch-all-child.ts'), fixture.server.url, fixture.dataDir, TEST_KEY],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const stored: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('child never stored 12 pages')), 30_000);
      child.stdout.on('data', (chunk: Buffer) => {
        for (const match of chunk.toString().matchAll(/stored page (\d+)/g)) stored.push(Number(match[1]));
        if (stored.length >= 12) {
          clearTimeout(timer);
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.once('exit', (code) => code !== null && reject(new Error(`child exited by itself with ${code}`)));
    });
    await new Promise((resolve) => child.once('exit', resolve));
    expect(child.signalCode).toBe('SIGKILL');

    const db = new BetterSqlite3(join(fixture.dataDir, 'cache.db'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const source = sourceIdentity('live', { ...DEFAULT_CONNECTION, baseUrl: fixture.server.url }).id;
    const has = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM responses WHERE cache_key = ?');
    for (const page of stored) {
      const key = cacheKey(source, 'search-property', validateParams('search-property', { purpose: 'for-sale', page }));
      expect(has.get(key)?.n, `page ${page}`).toBe(1);
    }
    expect((db.prepare('SELECT count(*) AS n FROM listings').get() as { n: number }).n).toBeGreaterThanOrEqual(
      stored.length * 24,
    );
    db.close();
  }, 60_000);
});
