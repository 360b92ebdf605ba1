// The portfolio and saved-search commands of `aqar` against the demo service over HTTP (--base-url), as a broker's
// cron job or script would run them: watch, snapshot, move the service's clock a week, snapshot, and the stable
// `diff --json` equals what the market itself changed; saved searches saved, run, exported and imported; a snapshot
// the month's quota cannot pay for is refused after page 1 with exit code 4.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import type { WatchItem } from '#shared/domain/portfolio';
import type { SavedQuery } from '#shared/domain/saved-query';
import { aqar } from '../support/cli-io';
import { startLiveFixture, TEST_KEY, testMarket, type LiveFixture } from '../support/demo-fixture';
import { marketChanges } from '../support/market-changes';
import { makeTempDir } from '../support/temp-dir';
import { keptMarket } from '../support/kept-market';

const dir = makeTempDir('aqar-portfolio-cli-');
let live: LiveFixture;
let env: NodeJS.ProcessEnv;
let connection: string[];
let agencyIndex: number;

beforeAll(async () => {
  live = await startLiveFixture();
  env = { AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_API_KEY: TEST_KEY };
  connection = ['--base-url', live.server.url, '--rate', '100'];
  const view = testMarket().view();
  agencyIndex = [...view.agencyCounts.keys()].sort(
    (a, b) => view.agencyCounts[b]!.total - view.agencyCounts[a]!.total,
  )[4]!;
});
afterAll(async () => {
  await live.close();
  dir.remove();
});

const run = (...args: string[]) => aqar([...args, ...connection], env);

describe('aqar watch, snapshot, history and diff', () => {
  it('tracks an agency and a developer over a week of the demo clock', async () => {
    const agency = testMarket().agencies[agencyIndex]!;
    const developer = testMarket().developers[5]!;
    const expected = marketChanges(keptMarket({ day: 330 }), (l) => l.agency === agencyIndex, 330, 337);

    const added = await run('watch', 'add', '--agency', agency.name);
    expect(added.code, added.err).toBe(0);
    expect(added.err).toContain(`→ agency ${agency.externalID}`);
    expect((await run('watch', 'add', '--developer', developer.name)).code).toBe(0);
    const list = JSON.parse((await run('watch', 'list', '--json')).out) as WatchItem[];
    expect(list.map((i) => [i.kind, i.externalID])).toEqual([
      ['agency', agency.externalID],
      ['developer', developer.externalID],
    ]);

    const first = await run('snapshot', '--all');
    expect(first.code, first.err).toBe(0);
    // Both were found by name, so their listing counts are known: the estimate is what the plan then spends (a
    // developer's sale and rent split is not known, which may add one page).
    const estimated = Number(/2 item\(s\): about ([\d,]+) request\(s\)/.exec(first.err)?.[1]?.replace(/,/g, ''));
    const spent = Number(/([\d,]+) request\(s\) spent in all/.exec(first.err)?.[1]?.replace(/,/g, ''));
    expect(estimated, first.err).toBeGreaterThan(10);
    expect(estimated - spent, first.err).toBeGreaterThanOrEqual(0);
    expect(estimated - spent, first.err).toBeLessThanOrEqual(1);
    expect(first.err).toMatch(
      new RegExp(`agency ${agency.name}: about \\d+ request\\(s\\), estimated from the [\\d,]+ listing`),
    );
    expect(first.err).toMatch(
      new RegExp(`agency ${agency.name}: plan ${expected.before.size.toLocaleString('en')} listings on \\d+ page`),
    );
    expect(first.err).toMatch(/request\(s\) spent in all/);

    await fetch(`${live.server.url}/__admin/clock`, { method: 'POST', body: JSON.stringify({ advance: 7 }) });
    const second = await run('snapshot', '--all', '--json');
    expect(second.code, second.err).toBe(0);
    expect(second.err).toMatch(/2 item\(s\): about \d+ request\(s\)/);
    expect(second.err).toMatch(
      new RegExp(`agency ${agency.name}: about \\d+ request\\(s\\), as its last snapshot took`),
    );
    const results = JSON.parse(second.out) as { status: string; changes: unknown }[];
    expect(results.map((r) => r.status)).toEqual(['done', 'done']);

    const diff = await run('diff', '--agency', agency.name, '--json');
    expect(diff.code, diff.err).toBe(0);
    const json = JSON.parse(diff.out) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['from', 'to', 'added', 'removed', 'repriced']);
    expect(json.added).toEqual(expected.added);
    expect(json.removed).toEqual(expected.removed);
    expect(json.repriced).toEqual(expected.repriced);

    const history = JSON.parse((await run('history', '--agency', agency.name, '--json')).out) as {
      points: { id: number; counts: { total: number } }[];
    };
    expect(history.points.map((p) => p.counts.total)).toEqual([expected.before.size, expected.after.size]);
    const [from, to] = history.points.map((p) => String(p.id));
    const explicit = await run('diff', '--agency', agency.name, '--from', from!, '--to', to!, '--json');
    expect(JSON.parse(explicit.out)).toEqual(json);
    const backwards = JSON.parse(
      (await run('diff', '--agency', agency.name, '--from', to!, '--to', from!, '--json')).out,
    );
    expect(backwards.added).toEqual(expected.removed);
    // A snapshot of something else is named as the broker knows the firm, with the snapshots to choose from.
    const foreign = await run('diff', '--agency', agency.name, '--from', '9999', '--to', to!);
    expect(foreign.code).toBe(6);
    expect(foreign.err).toContain(
      `Snapshot 9999 is not one of the agency “${agency.name}”: its snapshots with listings are ${from}, ${to}.`,
    );
    expect(foreign.err).not.toMatch(/watch item/);

    const csv = join(dir.path, 'history.csv');
    expect((await run('history', '--agency', agency.name, '--csv', csv)).code).toBe(0);
    const historyLines = readFileSync(csv, 'utf8').trim().split('\r\n');
    expect(historyLines).toHaveLength(3);
    // Times as a Dubai broker reads them, as the app's own CSVs write them: never a UTC instant.
    expect(historyLines[0]).toContain('Taken at (UAE time)');
    expect(historyLines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
    expect(historyLines[1]).not.toMatch(/T\d{2}:\d{2}/);
    const shown = await run('history', '--agency', agency.name);
    expect(shown.out).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(shown.out).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    const changes = join(dir.path, 'changes.csv');
    expect((await run('diff', '--agency', agency.name, '--csv', changes)).code).toBe(0);
    const rows = readFileSync(changes, 'utf8').trim().split('\r\n');
    expect(rows).toHaveLength(1 + expected.added.length + expected.removed.length + expected.repriced.length);

    const repriced = expected.repriced[0]!;
    const listing = JSON.parse((await run('history', '--listing', repriced.externalID, '--json')).out) as {
      prices: { price: number }[];
    };
    expect(listing.prices.map((p) => p.price)).toEqual([repriced.oldPrice, repriced.newPrice]);

    const portfolio = JSON.parse((await run('portfolio', '--json')).out) as {
      totals: { items: number; added: number };
    };
    expect(portfolio.totals.items).toBe(2);
    expect(portfolio.totals.added).toBeGreaterThanOrEqual(expected.added.length);

    // Watched again by its id, the agency keeps its name (the id once took the name's place).
    const again = await run('watch', 'add', '--agency', agency.externalID, '--json');
    expect(again.code, again.err).toBe(0);
    expect((JSON.parse(again.out) as WatchItem).name).toBe(agency.name);
    const removed = await run('watch', 'remove', '--developer', developer.name);
    expect(removed.out).toMatch(/stay in its history/);
    expect((JSON.parse((await run('watch', 'list', '--json')).out) as WatchItem[]).map((i) => i.kind)).toEqual([
      'agency',
    ]);
    expect((await run('history', '--developer', developer.name, '--json')).code).toBe(0);
  }, 120_000);

  it('names what is wrong with a target and exits 2 or 6', async () => {
    const both = await run('snapshot', '--agency', 'x', '--developer', 'y');
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/Usage: aqar snapshot --all/);
    const unknown = await run('diff', '--agency', 'No Such Agency', '--json');
    expect(unknown.code).toBe(6);
    expect(unknown.err).toMatch(/No watched agency matches "No Such Agency"/);
    const flag = await run('history', '--agency', 'x', '--colour', 'red');
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/aqar history has no --colour/);
    // An id stands in for a name: one the service does not know is refused before it is watched.
    const ghost = await run('watch', 'add', '--agency', '999999999');
    expect(ghost.code).toBe(6);
    expect(ghost.err).toMatch(/^aqar: No agency has the id 999999999: /m);
    const ids = (JSON.parse((await run('watch', 'list', '--all', '--json')).out) as WatchItem[]).map(
      (i) => i.externalID,
    );
    expect(ids).not.toContain('999999999');
    // The top-level help lists snapshot beside watch: typed after it, it is pointed to.
    const under = await run('watch', 'snapshot', '--agency', 'x');
    expect(under.code).toBe(2);
    expect(under.err).toMatch(/aqar snapshot is a command of its own: aqar snapshot --help\./);
  });
});

describe('aqar saved', () => {
  it('saves a search with the names picked, runs it, snapshots it, exports and imports it', async () => {
    const saved = await run(
      'saved',
      'add',
      'Marina 2-bed rentals',
      '--',
      'search-property',
      '--purpose',
      'for-rent',
      '--location',
      'Dubai Marina',
      '--rooms',
      '2',
    );
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(
      /Saved "Marina 2-bed rentals": search-property --purpose for-rent --location "Dubai Marina" --rooms 2/,
    );
    const csv = join(dir.path, 'marina.csv');
    const ran = await run('saved', 'run', 'marina 2-bed rentals', '--all-pages', '--csv', csv);
    expect(ran.code, ran.err).toBe(0);
    const rows = readFileSync(csv, 'utf8').trim().split('\r\n').length - 1;
    // --xlsx works on a saved search as on the operation it runs (and its help says so).
    const book = join(dir.path, 'marina.xlsx');
    const workbook = await run('saved', 'run', 'Marina 2-bed rentals', '--all-pages', '--xlsx', book);
    expect(workbook.code, workbook.err).toBe(0);
    expect(workbook.err).toContain(`${rows} row(s) written to ${book}`);
    const [query] = JSON.parse((await run('saved', 'list', '--json')).out) as SavedQuery[];
    expect(query).toMatchObject({ lastResultCount: rows, picks: [{ param: 'location_ids', name: 'Dubai Marina' }] });

    const snap = await run('snapshot', '--saved', 'Marina 2-bed rentals');
    expect(snap.code, snap.err).toBe(0);
    expect(snap.err).toMatch(new RegExp(`saved Marina 2-bed rentals: snapshot \\d+ stored, ${rows} listings`));

    const file = join(dir.path, 'saved.json');
    expect((await run('saved', 'export', file)).code).toBe(0);
    // The very search imported again is skipped, never saved twice as "(2)".
    const again = await run('saved', 'import', file);
    expect(again.out).toMatch(/0 saved search\(es\) imported.\n1 already saved here, skipped: "Marina 2-bed rentals"/);
    // The same name holding another search is imported under a free name.
    const changed = JSON.parse(readFileSync(file, 'utf8')) as { queries: { params: Record<string, unknown> }[] };
    changed.queries[0]!.params.rooms = ['3'];
    const other = join(dir.path, 'other.json');
    writeFileSync(other, JSON.stringify(changed));
    const imported = await run('saved', 'import', other);
    expect(imported.out).toMatch(
      /1 saved search\(es\) imported.\n"Marina 2-bed rentals" was taken here; imported as "Marina 2-bed rentals \(2\)"/,
    );
    const bad = join(dir.path, 'bad.json');
    const document = JSON.parse(readFileSync(file, 'utf8')) as { queries: { params: Record<string, unknown> }[] };
    document.queries[0]!.params.rooms = ['two'];
    writeFileSync(bad, JSON.stringify(document));
    const refused = await run('saved', 'import', bad);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/Invalid saved-searches file: queries\.0\.params\.rooms\.0/);
    // A name picked for an id the search does not hold would show a bare id in the list and the form.
    const wrongPick = JSON.parse(readFileSync(file, 'utf8')) as { queries: { picks: { id: string }[] }[] };
    wrongPick.queries[0]!.picks[0]!.id = '9999';
    writeFileSync(bad, JSON.stringify(wrongPick));
    const picked = await run('saved', 'import', bad);
    expect(picked.code).toBe(2);
    expect(picked.err).toMatch(/queries\.0\.picks\.0\.id: "9999" is not among location_ids/);
  }, 60_000);
});

describe('aqar snapshot and the month quota', () => {
  let limited: RunningDemoServer;
  beforeAll(async () => {
    limited = await startDemoServer({ market: testMarket(), apiKey: TEST_KEY, perMonth: 30 });
  });
  afterAll(async () => limited.close());

  it('refuses a snapshot the remaining quota cannot pay for, before page 1 when its size is known, with exit code 4', async () => {
    const agency = testMarket().agencies[0]!; // the largest agency: far more than 30 pages
    const own = { AQAR_DATA_DIR: join(dir.path, 'quota'), AQAR_API_KEY: TEST_KEY };
    const args = ['--base-url', limited.url];
    expect((await aqar(['watch', 'add', '--agency', agency.name, ...args], own)).code).toBe(0);
    const refused = await aqar(['snapshot', '--agency', agency.name, ...args], own);
    expect(refused.code).toBe(4);
    // The name lookup told its listing count, so the estimate alone refuses it: not even page 1 is paid for.
    expect(refused.err).toMatch(/takes about \d+ requests, and 29 are left this month; nothing was spent/);
    expect(limited.traffic.requestsThisMonth).toBe(1); // the name lookup only
    const list = JSON.parse((await aqar(['watch', 'list', '--json', ...args], own)).out) as WatchItem[];
    expect(list[0]!.lastRun).toBeNull();
    expect(list[0]!.lastSnapshot).toBeNull();
  });
});
