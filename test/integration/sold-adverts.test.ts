// What adverts sold for, measured against the demo's ground truth over real HTTP, as a broker's cron would build
// it: saved searches over a place snapshotted on four days a week apart (the demo clock moved between them), the
// place's transactions loaded weeks later, then `aqar market sold --json`. Its matches are compared with the adverts
// the market really sold (among those the snapshots saw go): precision and recall are printed and held.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoldAdvert } from '#core/demo/market/sold-adverts';
import { MIN_SOLD_MATCHES, type SoldView } from '#shared/domain/sold';
import { aqar } from '../support/cli-io';
import { moveDemoClock, startLiveFixture, TEST_KEY, testMarket, type LiveFixture } from '../support/demo-fixture';
import { loadSheetJs, readWorkbook } from '../support/sheetjs';
import { makeTempDir } from '../support/temp-dir';

const sheetjs = await loadSheetJs();

const PLACE = 'Al Barsha';
const START = 330;
const SNAPSHOT_DAYS = [START, START + 7, START + 14, START + 21];
/** The matches are read this long after the last snapshot: sales register up to six weeks after the advert went. */
const FINAL = START + 70;

const dir = makeTempDir('aqar-sold-');
let live: LiveFixture;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  live = await startLiveFixture();
  env = { AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_API_KEY: TEST_KEY };
}, 60_000);
afterAll(async () => {
  await live.close();
  dir.remove();
});

// At 100 requests a second: the loopback demo service sets no limit here, and the CLI's default 5 a second only made
// each snapshot wait (the rate limiter has its own tests).
const run = (...args: string[]) => aqar([...args, '--base-url', live.server.url, '--rate', '100'], env);
async function ok(...args: string[]): Promise<string> {
  const done = await run(...args);
  expect(done.code, `${args.join(' ')}: ${done.err}`).toBe(0);
  return done.out;
}

/** Whether a location (by index) lies at or below the place. */
function under(location: number, place: number): boolean {
  return (testMarket().ancestors[location] ?? []).includes(place);
}

describe('aqar market sold against the demo ground truth', () => {
  it('says there is no history of the place yet, and how to get it', async () => {
    const done = await run('market', 'sold', '--location', PLACE, '--json');
    expect(done.code, done.err).toBe(0);
    expect(done.err).toMatch(/No stored history of Al Barsha[’']s listings: save a search over it and take snapshots/);
    expect((JSON.parse(done.out) as SoldView).matches).toEqual([]);
  }, 60_000);

  it('matches the adverts the snapshots saw go to their transactions: precision ≥ 0.9 at recall ≥ 0.6', async () => {
    for (const purpose of ['for-sale', 'for-rent']) {
      const name = `${PLACE} ${purpose}`;
      await ok('saved', 'add', name, '--', 'search-property', '--purpose', purpose, '--location', PLACE);
      await ok('watch', 'add', '--saved', name);
    }
    expect(await moveDemoClock(live.server.url, 0)).toBe(START);
    for (const [k, day] of SNAPSHOT_DAYS.entries()) {
      if (k > 0) expect(await moveDemoClock(live.server.url, day - SNAPSHOT_DAYS[k - 1]!)).toBe(day);
      await ok('snapshot', '--all');
    }
    expect(await moveDemoClock(live.server.url, FINAL - SNAPSHOT_DAYS.at(-1)!)).toBe(FINAL);
    for (const purpose of ['for-sale', 'for-rent']) {
      await ok('market', 'trends', '--location', PLACE, '--purpose', purpose, '--period', '6m', '--json');
    }
    const view = JSON.parse(await ok('market', 'sold', '--location', PLACE, '--json')) as SoldView;

    // The truth, told by the service's admin route, and the place of each advert from the market itself.
    const told = (await (await fetch(`${live.server.url}/__admin/sold-truth`)).json()) as {
      day: number;
      sold: SoldAdvert[];
    };
    expect(told.day).toBe(FINAL);
    const market = testMarket();
    const place = market.locations.find((l) => l.names.en === PLACE)!.index;
    const seenToGo = (s: SoldAdvert) =>
      s.goneDay <= SNAPSHOT_DAYS.at(-1)! && SNAPSHOT_DAYS.some((d) => s.listedDay <= d && d < s.goneDay);
    const truth = new Map(
      told.sold.filter((s) => seenToGo(s) && under(s.location, place)).map((s) => [s.externalID, s.transactionId]),
    );
    const right = view.matches.filter((m) => truth.get(m.externalID) === m.transactionId).length;
    const precision = right / view.matches.length;
    const recall = right / truth.size;
    console.log(
      `sold adverts of ${PLACE}: ${view.gone} gone, ${truth.size} truly sold, ${view.matches.length} matched, ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    expect(truth.size).toBeGreaterThanOrEqual(10);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.6);

    // Every match in the stable shape, with its reasons; no figure from fewer than 5 matches, each with its n.
    for (const m of view.matches) {
      expect(m.confidence).toBeGreaterThanOrEqual(view.rule.minConfidence);
      expect(m.confidence).toBeLessThanOrEqual(1);
      expect(m.ratio).toBeCloseTo(m.achieved / m.lastAsking, 3);
      expect(m.reasons.map((r) => r.kind)).toEqual(
        expect.arrayContaining(['same-place', 'size-diff', 'days-after-gone', 'price-ratio']),
      );
    }
    const rows = [...view.ratios.byPlaceBeds, ...view.ratios.byAgency];
    expect(rows.reduce((n, r) => n + (r.agency === null ? r.matches : 0), 0)).toBe(view.matches.length);
    for (const r of rows) {
      for (const f of [r.saleToList, r.rentToAsk, r.daysToRegistration]) {
        expect(f.median === null).toBe(f.n < MIN_SOLD_MATCHES);
      }
    }
    const sales = view.matches.filter((m) => m.purpose === 'for-sale').map((m) => m.ratio);
    console.log(
      `ratio rows: ${rows.length}, sale matches ${sales.length}, rent matches ${view.matches.length - sales.length}`,
    );
  }, 120_000);

  it('keeps to one bedroom count with --beds, and names a bad --beds before opening anything', async () => {
    const all = JSON.parse(await ok('market', 'sold', '--location', PLACE, '--json')) as SoldView;
    const beds = all.matches[0]!.beds;
    const some = JSON.parse(
      await ok('market', 'sold', '--location', PLACE, '--beds', String(beds), '--json'),
    ) as SoldView;
    expect(some.beds).toBe(beds);
    expect(some.matches.length).toBeGreaterThan(0);
    expect(some.matches.every((m) => m.beds === beds)).toBe(true);
    expect(some.ratios.byPlaceBeds.map((r) => r.beds)).toEqual([beds]);
    const bad = await run('market', 'sold', '--location', PLACE, '--beds', 'two');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--beds: must be a whole number of bedrooms/);
    const twice = await run('market', 'sold', '--location', PLACE, '--location', 'Dubai Marina');
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('aqar market sold takes one --location.');
  }, 60_000);

  it('writes the matches to a workbook with the rule and the ratios on its About sheet', async () => {
    const book = join(dir.path, 'sold.xlsx');
    await run('market', 'sold', '--location', PLACE, '--xlsx', book);
    if (!sheetjs.xlsx) return;
    const read = readWorkbook(sheetjs.xlsx, book);
    expect(read.SheetNames).toEqual(['About', 'Sold']);
    const about = JSON.stringify(read.Sheets.About);
    expect(about).toContain('A match: an advert seen to go in the stored snapshots');
    expect(about).toMatch(/fewer than 5|sale-to-list \d/);
  }, 60_000);
});
