// What the `aqar` command writes, and says, at the edges a reviewer found wrong: a page past the end of a list is the
// broker's --page to fix (exit 2), not a service failure (exit 5); --json and --csv FILE are both honoured on every
// command while --json with --csv - (two outputs on standard output) is refused; an empty table still has its CSV
// header; a fetch-all that matches nothing says so truthfully; a folder given to `saved import` is a usage error.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { parseCsv } from '../support/csv';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let dir: TempDir;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  dir = makeTempDir('aqar-cli-outputs-');
  env = { AQAR_DATA_DIR: join(dir.path, 'data') };
  // A small saved search, watched and snapshotted twice in a row: two identical snapshots to diff.
  const saved = await aqar(
    [
      'saved',
      'add',
      'tiny',
      '--demo',
      '--',
      'search-property',
      '--purpose',
      'for-rent',
      '--location-ids',
      '5006',
      '--price-min',
      '400000',
    ],
    env,
  );
  expect(saved.code).toBe(0);
  for (let i = 0; i < 2; i++)
    expect((await aqar(['snapshot', '--demo', '--rate', '50', '--saved', 'tiny'], env)).code).toBe(0);
}, 60_000);
afterAll(() => dir.remove());

const file = (name: string): string => join(dir.path, name);
/** The requests `aqar usage` counts this month in a data folder. */
const requestsThisMonth = async (own: NodeJS.ProcessEnv): Promise<number> =>
  (JSON.parse((await aqar(['usage', '--demo', '--json'], own)).out) as { thisMonth: number }).thisMonth;
const SEARCH = ['search-property', '--demo', '--purpose', 'for-rent', '--location-ids', '5006'];

describe('a page past the end of a list', () => {
  it('is a usage error naming --page and the last page, while the last page itself answers', async () => {
    const first = await aqar([...SEARCH, '--json'], env);
    expect(first.code).toBe(0);
    const total = (JSON.parse(first.out) as { total: number }).total;
    expect(total).toBeGreaterThan(24);
    const last = Math.ceil(total / 24);

    const past = await aqar([...SEARCH, '--page', String(last + 4)], env);
    expect(past.code).toBe(2);
    expect(past.err).toContain(`--page ${last + 4} is past the last page`);
    expect(past.err).toContain(`so the last page is ${last}.`);
    expect(past.err).not.toContain('none could be read');

    const end = await aqar([...SEARCH, '--page', String(last), '--json'], env);
    expect(end.code).toBe(0);
    expect((JSON.parse(end.out) as { records: unknown[] }).records).toHaveLength(total - 24 * (last - 1));
  }, 30_000);
});

describe('--json with --csv', () => {
  it.each([
    ['search-property', SEARCH],
    ['history', ['history', '--demo', '--saved', 'tiny']],
    ['diff', ['diff', '--demo', '--saved', 'tiny']],
    ['portfolio', ['portfolio', '--demo']],
    ['share', ['share', '--demo', '--place', 'Dubai Marina']],
    ['market trends', ['market', 'trends', '--demo', '--purpose', 'for-sale', '--location', 'Dubai Marina']],
    ['saved run', ['saved', 'run', 'tiny', '--demo']],
  ])('%s: --json and --csv - together are refused, naming both, before the run', async (_name, args) => {
    const run = await aqar([...args, '--json', '--csv', '-'], env);
    expect(run.code).toBe(2);
    expect(run.err).toContain('--json and --csv - both write to standard output');
    expect(run.out).toBe('');
  });

  it.each([
    ['history', ['history', '--demo', '--saved', 'tiny'], 'Snapshot'],
    ['diff', ['diff', '--demo', '--saved', 'tiny'], 'Change'],
    ['search-property', SEARCH, 'Title'],
  ])(
    '%s: --json FILE and --csv FILE write both, the JSON to standard output',
    async (name, args, firstColumn) => {
      const csv = file(`both-${name}.csv`);
      const run = await aqar([...args, '--json', '--csv', csv], env);
      expect(run.code).toBe(0);
      expect(() => JSON.parse(run.out) as unknown).not.toThrow();
      const [header] = parseCsv(readFileSync(csv, 'utf8'));
      expect(header?.[0]).toBe(firstColumn);
      expect(run.err).toMatch(/\d+ row\(s\) written to /);
    },
    30_000,
  );
});

describe('an empty result', () => {
  it('diff of two identical snapshots writes the CSV header and says 0 added, 0 removed', async () => {
    const csv = file('diff.csv');
    const run = await aqar(['diff', '--demo', '--saved', 'tiny', '--csv', csv], env);
    expect(run.code).toBe(0);
    const text = readFileSync(csv, 'utf8');
    const records = parseCsv(text);
    expect(records).toHaveLength(1);
    expect(records[0]).toEqual(expect.arrayContaining(['Change', 'Listing']));
    expect(text.startsWith('\uFEFFChange,')).toBe(true);
    expect(run.err).toContain('0 row(s) written to');
    expect(run.err).toMatch(/0 added, 0 removed, 0 re-priced/);
  });

  it('says when the rows of a table were fetched in UAE time, as the app does', async () => {
    const run = await aqar([...SEARCH], env);
    expect(run.code).toBe(0);
    expect(run.err).toMatch(
      /result\(s\) \(demo, (fetched|from the cache as of) \d{4}-\d{2}-\d{2} \d{2}:\d{2} UAE time\)/,
    );
    expect(run.err).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    // In the grid's columns and words: a rent beside its period, never the record's raw fields.
    expect(run.out.split('\n')[0]).toMatch(
      /^Title +Place +Yearly rent \(AED\) +Advertised rent \(AED\) +Rent frequency +Bedrooms/,
    );
    expect(run.out).not.toMatch(/title\.en|coverPhotoUrl/);
  }, 30_000);

  it('--all-pages matching nothing says so, fetches nothing more and keeps a header-only file', async () => {
    const csv = file('none.csv');
    const run = await aqar([...SEARCH, '--price-min', '99999999999', '--all-pages', '--csv', csv], env);
    expect(run.code).toBe(0);
    expect(run.err).toContain('No results match; nothing fetched beyond page 1.');
    expect(run.err).not.toMatch(/0 results on 0 pages|fetching 1 page/);
    const records = parseCsv(readFileSync(csv, 'utf8'));
    expect(records).toHaveLength(1);
    expect(records[0]?.slice(0, 4)).toEqual(['Title', 'Place', 'Yearly rent (AED)', 'Advertised rent (AED)']);
  }, 30_000);
});

describe('the request estimate of --all-pages', () => {
  it('says what page 1 took and what the rest will, and the usage count moves by exactly that', async () => {
    const own = { AQAR_DATA_DIR: file('estimate-data') };
    const spent = () => requestsThisMonth(own);
    const list = ['search-property', '--demo', '--purpose', 'for-sale', '--location-ids', '5002', '--all-pages'];
    const first = await aqar([...list, '--max-pages', '3', '--json'], own);
    expect(first.code, first.err).toBe(0);
    // "fetching 3 pages uses 2 requests" read as an estimate off by one: usage then counted 3.
    expect(first.err).toMatch(
      /; page 1 took 1 request; the other 2 pages take 2 requests, 3 for the whole list, about/,
    );
    expect(await spent()).toBe(3);
    const more = await aqar([...list, '--max-pages', '5', '--json'], own);
    expect(more.code, more.err).toBe(0);
    expect(more.err).toMatch(/; 2 of the other 4 pages are not saved and take 2 requests, about/);
    expect(await spent()).toBe(5);
    const again = await aqar([...list, '--max-pages', '5', '--json'], own);
    expect(again.err).toMatch(/; the 5 pages planned are all saved: no more requests; capped at 5 pages/);
    expect(await spent()).toBe(5);
    // A name looked up says the request it took; a second look-up of it, none.
    const named = ['search-property', '--demo', '--purpose', 'for-rent', '--location', 'Business Bay', '--json'];
    const looked = await aqar(named, own);
    expect(looked.err).toMatch(/"Business Bay" → place \d+ \(.*\); the look-up took 1 request\n/);
    expect(await spent()).toBe(7);
    expect((await aqar(named, own)).err).not.toMatch(/look-up took/);
    expect(await spent()).toBe(7);
    // A market analysis counts the first pages its plan read: what it says adds up to what usage counts.
    const market = await aqar(
      ['market', 'trends', '--demo', '--location', 'Al Furjan', '--purpose', 'for-sale', '--period', '1m'],
      own,
    );
    expect(market.code, market.err).toBe(0);
    const plan = /The plan took (\d+) request\(s\) \(first pages\); (\d+) more request\(s\) needed/.exec(market.err);
    expect(plan, market.err).not.toBeNull();
    const lookup = /look-up took 1 request/.test(market.err) ? 1 : 0;
    expect(await spent()).toBe(7 + lookup + Number(plan![1]) + Number(plan![2]));
  }, 60_000);
});

describe('a place id no result lies in', () => {
  it('is refused (exit 6) with no rows, not printed as that place; --all-pages pays for no page past the first', async () => {
    const own = { AQAR_DATA_DIR: file('widened-data') };
    const spent = () => requestsThisMonth(own);
    // The demo, like the real service, answers a wrong id with the whole market.
    const wrong = ['search-property', '--demo', '--purpose', 'for-sale', '--location-ids', '424242'];
    const one = await aqar([...wrong, '--csv', '-'], own);
    expect(one.code).toBe(6);
    expect(one.out).toBe('');
    expect(one.err).toContain('None of the 24 results on page 1 lies in the places asked for (--location-ids 424242)');
    expect(one.err).toContain('aqar autocomplete --query NAME');
    expect(await spent()).toBe(1);
    const all = await aqar([...wrong, '--all-pages', '--json'], own);
    expect(all.code).toBe(6);
    expect(all.out).toBe('');
    expect(all.err).not.toMatch(/pages take/);
    expect(await spent()).toBe(1);
    // A saved search of it is not snapshotted as the whole market: refused after page 1, nothing stored.
    const saved = await aqar(
      ['saved', 'add', 'wrong place', '--demo', '--', ...wrong.slice(0, 1), ...wrong.slice(2)],
      own,
    );
    expect(saved.code, saved.err).toBe(0);
    expect((await aqar(['watch', 'add', '--saved', 'wrong place', '--demo'], own)).code).toBe(0);
    const before = await spent();
    const snapshot = await aqar(['snapshot', '--saved', 'wrong place', '--demo'], own);
    expect(snapshot.code).toBe(6);
    expect(snapshot.err).toContain('lies in the places the search asks for (location ids 424242)');
    expect(snapshot.err).not.toMatch(/snapshot \d+ stored/);
    expect(await spent()).toBe(before + 1);
    const history = await aqar(['history', '--saved', 'wrong place', '--demo', '--json'], own);
    expect((JSON.parse(history.out) as { points: unknown[] }).points).toEqual([]);
    // A right id answers as before, its rows in its place.
    const right = await aqar(['search-property', '--demo', '--purpose', 'for-sale', '--location-ids', '5002'], own);
    expect(right.code, right.err).toBe(0);
    expect(right.err).not.toMatch(/lie outside/);
    // A mistyped id beside the right one: the service answers the right one alone, and the output says so.
    const mixed = await aqar(
      ['search-property', '--demo', '--purpose', 'for-sale', '--location-ids', '5002,999999', '--csv', '-'],
      own,
    );
    expect(mixed.code, mixed.err).toBe(0);
    expect(mixed.err).toContain('No result lies in place 999999, which has not been seen on this computer');
    expect(mixed.out.split('\n').length).toBeGreaterThan(10);
  }, 60_000);
});

describe('a name two watched firms share a part of', () => {
  it('is refused with each firm and its id, and the id then names one', async () => {
    const own = { AQAR_DATA_DIR: file('two-watched') };
    for (const name of ['Lantern Compass Real Estate Brokers', 'Lantern Spring Living']) {
      expect((await aqar(['watch', 'add', '--agency', name, '--demo'], own)).code).toBe(0);
    }
    const both = await aqar(['history', '--agency', 'Lantern', '--demo'], own);
    expect(both.code).toBe(2);
    expect(both.err).toContain(
      '--agency "Lantern" matches 2 watched agencies: Lantern Compass Real Estate Brokers (id 100000); Lantern Spring Living (id 100663).',
    );
    const byId = await aqar(['history', '--agency', '100663', '--demo'], own);
    expect(byId.code, byId.err).toBe(0);
    expect(byId.err).toContain('Lantern Spring Living has no snapshot yet');
    // Market share by a place's name: a text several places share is refused with them, never the first taken.
    expect((await aqar(['snapshot', '--agency', '100663', '--demo', '--rate', '50'], own)).code).toBe(0);
    const several = await aqar(['share', '--place', 'Marina', '--demo'], own);
    expect(several.code).toBe(2);
    expect(several.err).toMatch(/--place "Marina" matches \d+ places: .*Dubai Marina \(id 5002\)/);
    const csv = file('share.csv');
    const one = await aqar(['share', '--place', 'Dubai Marina', '--demo', '--csv', csv], own);
    expect(one.code, one.err).toBe(0);
    // The file has no column naming the place: the run says it.
    expect(one.err).toContain('market share in Dubai Marina (place 5002) among the 1 watched agency');
  }, 60_000);
});

describe('a required flag left out', () => {
  it('is said as missing, not as a value of the wrong type', async () => {
    const run = await aqar(['share', '--demo'], env);
    expect(run.code).toBe(2);
    expect(run.err).toContain('aqar share needs --place. See aqar share --help.');
    expect(run.err).not.toMatch(/must be text/);
  });
});

describe('saved import', () => {
  it('of a folder is a usage error that says it is a folder; a missing file stays not found', async () => {
    const folder = file('a-folder');
    mkdirSync(folder);
    const run = await aqar(['saved', 'import', folder], env);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`saved import ${folder}: this is a folder; name the JSON file in it.`);
    const missing = await aqar(['saved', 'import', file('missing.json')], env);
    expect(missing.code).toBe(6);
  });
});
