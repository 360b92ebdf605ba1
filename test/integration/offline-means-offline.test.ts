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
// At 100 requests a second: the loopback demo service sets no limit, and the CLI's default 5 a second only made the
// test wait.
const JVC_RENT = ['search-property', '--rate', '100', '--purpose', 'for-rent', '--location-ids', '5003', '--all-pages'];

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
    expect(run.err).toMatch(/working offline, so no request is sent: all \d+ pages planned are in the offline cache/);
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
    expect(run.err).toMatch(/1 of \d+ pages is not in the offline cache \(page 3\); the rows of the other \d+ pages/);
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
    expect(offline.err).toMatch(/pages 2, 3\)/);
    const online = await aqar([...JVC_RENT, '--json'], env());
    expect(online.code, online.err).toBe(0);
    const body = JSON.parse(online.out) as { total: number; records: unknown[] };
    expect(body.records).toHaveLength(body.total);
  });

  it('says once, truthfully and in ranges, which pages an offline fetch-all lacks', async () => {
    const db = cache();
    const pages = db.prepare("SELECT cache_key, params FROM responses WHERE operation = 'search-property'").all() as {
      cache_key: string;
      params: string;
    }[];
    const total = pages.length;
    for (const row of pages) {
      const page = (JSON.parse(row.params) as { page?: number }).page ?? 1;
      if (page > 5) db.prepare('DELETE FROM responses WHERE cache_key = ?').run(row.cache_key);
    }
    db.close();
    const run = await aqar([...JVC_RENT, '--offline', '--json'], env());
    expect(run.code).toBe(5);
    expect(run.err).toMatch(`5 of the ${total} pages planned are in the offline cache`);
    const missing = `${total - 5} of ${total} pages are not in the offline cache (pages 6–${total}); the rows of the other 5 pages are given.`;
    expect(run.err.split(missing)).toHaveLength(2); // said once, as the command's error
    expect(run.err).toMatch(/Working offline: the 5 pages given come from the offline cache/);
    expect(run.err).not.toMatch(/has not been fetched before|page 6, 7/);
    expect((JSON.parse(run.out) as { records: unknown[] }).records).toHaveLength(5 * 24);
    // Online again, the pages it lacked are fetched (the tests below find the whole search saved).
    expect((await aqar([...JVC_RENT, '--json'], env())).code).toBe(0);
  });

  it('serves a saved page whose normalized form has the wrong shape from its raw body, offline', async () => {
    const db = cache();
    db.prepare(
      `UPDATE responses SET normalized = '{"items":[{"x":1}]}' WHERE operation = 'search-property' AND params LIKE '%"page":1%'`,
    ).run();
    db.close();
    const csv = await aqar([...JVC_RENT.slice(0, -1), '--offline', '--csv', '-'], env());
    expect(csv.code, csv.err).toBe(0);
    const [header, ...rows] = csv.out.trim().split(/\r?\n/);
    expect(header).not.toMatch(/(^|,)x(,|$)/);
    expect(rows).toHaveLength(24);
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
