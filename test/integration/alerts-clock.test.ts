// Alerts from the command line against the demo service's clock over HTTP, as a broker's cron job runs them: rules
// on a watched agency and a saved search, a snapshot on day N, the service's clock moved a week, a snapshot again,
// and `aqar alerts check --json` reports exactly the listings the market added, removed and cut in price (computed
// from the market's generator, independently of the service, the client and the store), once.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayToIso } from '#core/demo/market/clock';
import type { AlertRuleView } from '#shared/domain/alerts';
import type { RadarView } from '#shared/domain/radar';
import type { WatchItem } from '#shared/domain/portfolio';
import { aqar } from '../support/cli-io';
import { startLiveFixture, TEST_KEY, testMarket, type LiveFixture, moveDemoClock } from '../support/demo-fixture';
import { marketChanges } from '../support/market-changes';
import { loadSheetJs, readWorkbook } from '../support/sheetjs';
import { makeTempDir } from '../support/temp-dir';
import { keptMarket } from '../support/kept-market';

const sheetjs = await loadSheetJs();

const DAY_N = 330;
const WEEK = 7;
const dir = makeTempDir('aqar-alerts-cli-');
let live: LiveFixture;
let env: NodeJS.ProcessEnv;
let connection: string[];
let agencyIndex: number;

interface CheckedAlert {
  rule: number;
  kind: string;
  externalID: string;
  oldPrice: number | null;
  newPrice: number | null;
  at: string;
}

beforeAll(async () => {
  live = await startLiveFixture();
  env = { AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_API_KEY: TEST_KEY };
  // At 100 requests a second: the loopback demo service sets no limit here, and the CLI's default 5 a second only
  // made each snapshot wait (the rate limiter has its own tests).
  connection = ['--base-url', live.server.url, '--rate', '100'];
  const view = testMarket().view();
  agencyIndex = [...view.agencyCounts.keys()].sort(
    (a, b) => view.agencyCounts[b]!.total - view.agencyCounts[a]!.total,
  )[3]!;
}, 60_000);
afterAll(async () => {
  await live.close();
  dir.remove();
});

const run = (...args: string[]) => aqar([...args, ...connection], env);
const json = async <T>(...args: string[]): Promise<T> => {
  const done = await run(...args, '--json');
  expect(done.code, `${args.join(' ')}: ${done.err}`).toBe(0);
  return JSON.parse(done.out) as T;
};

const moveClock = (advance: number): Promise<number> => moveDemoClock(live.server.url, advance);

const ids = (alerts: CheckedAlert[], rule: number, kind: string) =>
  alerts
    .filter((a) => a.rule === rule && a.kind === kind)
    .map((a) => a.externalID)
    .sort();

describe('aqar alerts against the demo clock', () => {
  it('reports exactly what a week of the market changed for a watched agency and a saved search, once', async () => {
    const agency = testMarket().agencies[agencyIndex]!;
    const expected = marketChanges(keptMarket({ day: DAY_N }), (l) => l.agency === agencyIndex, DAY_N, DAY_N + WEEK);
    expect((await run('watch', 'add', '--agency', agency.name)).code).toBe(0);
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

    const firm = await json<{ rules: AlertRuleView[]; watchedNow: boolean }>(
      'alerts',
      'add',
      '--agency',
      agency.name,
      '--new-listings',
      '--price-cut',
      '0.01',
      '--gone',
    );
    expect(firm.rules.map((r) => r.trigger)).toEqual(['new-listings', 'price-cut', 'gone']);
    expect(firm.watchedNow).toBe(false);
    // A saved search not yet watched is watched by the rule (no request), and the cost of its snapshots is said.
    const search = await run('alerts', 'add', '--saved', 'Marina 2-bed rentals', '--new-listings', '--gone');
    expect(search.code, search.err).toBe(0);
    expect(search.out).toMatch(/Now watching the saved search Marina 2-bed rentals/);
    expect(search.out).toMatch(/spend no request of their own/);
    const rules = await json<AlertRuleView[]>('alerts', 'list');
    expect(rules).toHaveLength(5);
    const [newListings, cuts, gone, savedNew, savedGone] = rules.map((r) => r.id) as [
      number,
      number,
      number,
      number,
      number,
    ];

    expect((await run('snapshot', '--all')).code).toBe(0);
    expect(await json<{ alerts: CheckedAlert[] }>('alerts', 'check')).toEqual({ alerts: [] });
    expect(await moveClock(WEEK)).toBe(DAY_N + WEEK);
    const second = await run('snapshot', '--all');
    expect(second.code, second.err).toBe(0);

    const { alerts } = await json<{ alerts: CheckedAlert[] }>('alerts', 'check');
    expect(ids(alerts, newListings, 'new-listing')).toEqual(expected.added);
    expect(ids(alerts, gone, 'gone')).toEqual(expected.removed);
    const expectedCuts = expected.repriced.filter((r) => r.newPrice < r.oldPrice);
    expect(
      alerts
        .filter((a) => a.rule === cuts)
        .map((a) => ({ externalID: a.externalID, oldPrice: a.oldPrice, newPrice: a.newPrice }))
        .sort((a, b) => (a.externalID < b.externalID ? -1 : 1)),
    ).toEqual(expectedCuts);
    // The week changed something of every kind, so the checks above compare real changes, not empty lists.
    expect(expected.added.length * expected.removed.length * expectedCuts.length).toBeGreaterThan(0);

    // The saved search: its alerts are its portfolio diff (itself checked against the market in portfolio-clock).
    const item = (await json<WatchItem[]>('watch', 'list')).find((i) => i.kind === 'saved')!;
    expect(rules.find((r) => r.id === savedNew)?.itemId).toBe(item.id);
    const diff = await json<{ added: string[]; removed: string[]; to: { takenAt: string } }>(
      'diff',
      '--saved',
      'Marina 2-bed rentals',
    );
    expect(ids(alerts, savedNew, 'new-listing')).toEqual([...diff.added].sort());
    expect(ids(alerts, savedGone, 'gone')).toEqual([...diff.removed].sort());
    expect(diff.added.length + diff.removed.length).toBeGreaterThan(0);
    expect(new Set(alerts.map((a) => a.at.slice(0, 10)))).toEqual(new Set([diff.to.takenAt.slice(0, 10)]));

    // Checked again: nothing new, and the inbox keeps every alert, unread.
    expect(await json<{ alerts: CheckedAlert[] }>('alerts', 'check')).toEqual({ alerts: [] });
    const inbox = await json<{ unread: number; alerts: CheckedAlert[] }>('alerts', 'inbox');
    expect(inbox.unread).toBe(alerts.length);
  }, 180_000);

  it('scores the saved search’s listings on the radar, its price cuts those the snapshots recorded', async () => {
    const view = await json<RadarView>('radar', '--saved', 'Marina 2-bed rentals', '--purpose', 'for-rent');
    expect(view.target).toEqual({ kind: 'item', name: 'Marina 2-bed rentals' });
    expect(view.rows.length).toBeGreaterThan(0);
    // The score, computed here plainly: the weighted mean of the judged factors, 0 to 100.
    for (const row of view.rows) {
      let sum = 0;
      let weight = 0;
      for (const [factor, value] of Object.entries(row.factors)) {
        const w = view.weights[factor as keyof RadarView['weights']];
        if (value.score === null || w === 0) continue;
        sum += value.score * w;
        weight += w;
      }
      expect(row.score).toBeCloseTo(weight ? (sum / weight) * 100 : 0, 1);
    }
    const scores = view.rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Each listing the week cut is judged on its cut, as the two snapshots recorded it.
    const diff = await json<{ repriced: { externalID: string; oldPrice: number; newPrice: number }[] }>(
      'diff',
      '--saved',
      'Marina 2-bed rentals',
    );
    const cuts = diff.repriced.filter((r) => r.newPrice < r.oldPrice);
    expect(cuts.length).toBeGreaterThan(0);
    for (const cut of cuts) {
      const row = view.rows.find((r) => r.externalID === cut.externalID)!;
      expect(row.factors['price-cuts']).toMatchObject({
        n: 1,
        value: Math.round(((cut.oldPrice - cut.newPrice) / cut.oldPrice) * 1000) / 10,
      });
    }
    const book = join(dir.path, 'radar.xlsx');
    const written = await run('radar', '--saved', 'Marina 2-bed rentals', '--purpose', 'for-rent', '--xlsx', book);
    expect(written.code, written.err).toBe(0);
    if (sheetjs.xlsx) {
      const read = readWorkbook(sheetjs.xlsx, book);
      expect(read.SheetNames).toEqual(['About', 'Radar']);
      const about = JSON.stringify(read.Sheets.About);
      expect(about).toContain('Days on market: from the earliest of the date the service gives');
      expect(about).toContain('Weights: Days on market 3');
    }
  }, 60_000);

  it('reports the transactions a later market load stored for a place, registered after those stored before', async () => {
    const jvc = ['--location', 'Jumeirah Village Circle'];
    // A load of the place's recent sales, then a rule, then a week of the market.
    const today = await moveClock(0);
    const first = await run('market', 'trends', ...jvc, '--purpose', 'for-sale', '--period', '3m', '--json');
    expect(first.code, first.err).toBe(0);
    const { rules } = await json<{ rules: AlertRuleView[] }>(
      'alerts',
      'add',
      ...jvc,
      '--new-transactions',
      '--purpose',
      'for-sale',
    );
    const [rule] = rules;
    expect(rule).toMatchObject({ trigger: 'new-transactions', itemKind: 'place', itemId: null });
    expect(rule!.sinceDate! <= dayToIso(today)).toBe(true);
    expect(await json<{ alerts: CheckedAlert[] }>('alerts', 'check')).toEqual({ alerts: [] });

    expect(await moveClock(WEEK)).toBe(today + WEEK);
    // Refreshed: the store's coverage is dated by this computer's calendar, which the service's clock outran.
    const second = await run(
      'market',
      'trends',
      ...jvc,
      '--purpose',
      'for-sale',
      '--period',
      '3m',
      '--refresh',
      '--json',
    );
    expect(second.code, second.err).toBe(0);
    const { alerts } = await json<{ alerts: CheckedAlert[] }>('alerts', 'check');
    // What the market itself registered there since (its generator, not the service): the sales the
    // load asks for (every category), dated after the rule's day.
    const market = keptMarket({ day: today + WEEK });
    const place = market.locations.findIndex((l) => l.names.en === 'Jumeirah Village Circle');
    const expected = (market.view().transactionsAt.get(place) ?? [])
      .filter((t) => t.purpose === 'for-sale' && dayToIso(t.day) > rule!.sinceDate!)
      .map((t) => t.transactionId)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(
      alerts
        .filter((a) => a.rule === rule!.id && a.kind === 'new-transaction')
        .map((a) => a.externalID)
        .sort(),
    ).toEqual(expected);
  }, 180_000);

  it('refuses a rule without a trigger, or on a firm not watched, saying what to do', async () => {
    const none = await run('alerts', 'add', '--saved', 'Marina 2-bed rentals');
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/Say what to watch for: --new-listings/);
    const unknown = await run('alerts', 'add', '--agency', 'No Such Agency', '--gone');
    expect(unknown.code).toBe(6);
    expect(unknown.err).toMatch(/watch it first \(aqar watch add --agency NAME\)/);
    const stray = await run('alerts', 'add', '--saved', 'Marina 2-bed rentals', '--gone', '--max-price', '5');
    expect(stray.err).toMatch(/--max-price and --max-per-sqft go with --new-listings/);
  });
});
