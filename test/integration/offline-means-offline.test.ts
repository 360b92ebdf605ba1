// Offline means zero requests, and every fetch-all says what it could not get: an offline run reads only the cache
// and names the pages it lacks; a refresh that falls back to saved answers says how many and how old; a damaged
// saved answer is dropped and fetched again, never an internal error; a refused key exits 3 even when a saved
// answer could be shown.
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { startLiveFixture, TEST_KEY, type LiveFixture } from '../support/demo-fixture';
import { makeTempDir } from '../support/temp-dir';

let live: LiveFixture;
const dir = makeTempDir('aqar-offline-');
const env = () => ({ AQAR_DATA_DIR: dir.path, AQAR_API_KEY: TEST_KEY, AQAR_BASE_URL: live.server.url });
const JVC_RENT = ['search-property', '--purpose', 'for-rent', '--location-ids', '5003', '--all-pages'];

function cache(): BetterSqlite3.Database {
  return new BetterSqlite3(join(dir.path, 'cache.db'));
}

beforeAll(async () => {
  live = await startLiveFixture();
  const first = await aqar([...JVC_RENT, '--json'], env());
  expect(first.code, first.err).toBe(0);
});
afterAll(async () => {
  await live.close();
  dir.remove();
});

describe('offline means offline', () => {
  it('plans and fetches all pages from the cache alone, even when page 1 is past its freshness', async () => {
    const db = cache();
    db.prepare('UPDATE responses SET fetched_at = fetched_at - 7 * 86400000').run();
    db.close();
    const before = live.server.traffic.requestsThisMonth;
    const run = await aqar([...JVC_RENT, '--offline', '--json'], env());
    expect(run.code, run.err).toBe(0);
    expect(live.server.traffic.requestsThisMonth).toBe(before);
    expect(run.err).toMatch(/uses 0 requests/);
    const body = JSON.parse(run.out) as { total: number; records: unknown[] };
    expect(body.records).toHaveLength(body.total);
  });

  it('returns every page it has and names the one it lacks, with exit 5', async () => {
    const db = cache();
    const key = (
      db
        .prepare("SELECT cache_key FROM responses WHERE operation = 'search-property' AND params LIKE '%\"page\":3%'")
        .get() as {
        cache_key: string;
      }
    ).cache_key;
    db.prepare('DELETE FROM responses WHERE cache_key = ?').run(key);
    db.close();
    const before = live.server.traffic.requestsThisMonth;
    const run = await aqar([...JVC_RENT, '--offline', '--json'], env());
    expect(live.server.traffic.requestsThisMonth).toBe(before);
    expect(run.code).toBe(5);
    expect(run.err).toMatch(/1 page could not be had \(page 3\)/);
    const body = JSON.parse(run.out) as { total: number; records: unknown[] };
    expect(body.records).toHaveLength(body.total - 24);
  });

  it('drops a damaged saved answer (with a notice) instead of failing, and fetches it again online', async () => {
    const db = cache();
    db.prepare(
      "UPDATE responses SET body = substr(body, 1, 100), normalized = substr(normalized, 1, 100) WHERE operation = 'search-property' AND params LIKE '%\"page\":2%'",
    ).run();
    db.close();
    const offline = await aqar([...JVC_RENT, '--offline', '--json'], env());
    expect(offline.err).not.toMatch(/internal error/);
    expect(offline.err).toMatch(/could not be read and was dropped/);
    expect(offline.err).toMatch(/page 2, 3/);
    const online = await aqar([...JVC_RENT, '--json'], env());
    expect(online.code, online.err).toBe(0);
    const body = JSON.parse(online.out) as { total: number; records: unknown[] };
    expect(body.records).toHaveLength(body.total);
  });

  it('exits 3 when the key is refused, even though a saved answer is shown', async () => {
    const run = await aqar(
      ['search-property', '--purpose', 'for-rent', '--location-ids', '5003', '--refresh', '--json'],
      {
        ...env(),
        AQAR_API_KEY: 'wrong-key-0000000000',
      },
    );
    expect(run.out).toContain('"records"');
    expect(run.code).toBe(3);
    expect(run.err).not.toContain('wrong-key-0000000000');
  });
  it('says how many pages came from older saved answers when the service fails during a refresh', async () => {
    await live.server.close(); // the service goes away mid-session: every page falls back to its saved answer
    const run = await aqar([...JVC_RENT, '--refresh', '--json'], env());
    expect(run.code, run.err).toBe(0);
    expect(run.err).toMatch(/\d+ pages of \d+ came from older saved answers \(the oldest from \d{4}-/);
    const body = JSON.parse(run.out) as { total: number; records: unknown[] };
    expect(body.records).toHaveLength(body.total);
  });
});
