// Snapshots written into a real workspace file and read back as history: unchanged listings stored once, exact
// diffs between any two snapshots, a listing's price history, share by place, portfolio summary, market share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import { makeTempDir } from '../../../test/support/temp-dir';
import { listing, takeSnapshot } from '../portfolio/listings.test-support';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { HistoryService } from './history-service';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 6);
const dir = makeTempDir('aqar-history-');
let workspace: WorkspaceStore;
let history: HistoryService;
let agencyA: number;
let agencyB: number;
const snaps: number[] = [];

const MARINA = [
  { externalID: '1', name: 'Dubai' },
  { externalID: '50', name: 'Dubai Marina' },
];
const JVC = [
  { externalID: '1', name: 'Dubai' },
  { externalID: '60', name: 'Jumeirah Village Circle' },
];
const at = (id: string, over: Partial<ListingSummary> = {}) =>
  listing({ externalID: id, location: Number(id) % 2 ? MARINA : JVC, ...over });
const day1 = ['1', '2', '3', '4', '5'].map((id) => at(id));
const day2 = [at('1'), at('2', { price: 1_100_000 }), at('3'), at('4', { title: { en: 'new title' } }), at('6')];

beforeAll(async () => {
  workspace = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  history = new HistoryService(workspace.workspace, () => T0 + 10 * DAY);
  const items = workspace.portfolio.watchItems;
  agencyA = items.upsert({
    kind: 'agency',
    externalID: 'A',
    name: 'Agency A',
    ownerID: null,
    savedQueryId: null,
    at: T0,
  });
  agencyB = items.upsert({
    kind: 'agency',
    externalID: 'B',
    name: 'Agency B',
    ownerID: null,
    savedQueryId: null,
    at: T0,
  });
});
afterAll(() => {
  workspace.close();
  dir.remove();
});

describe('snapshots in the workspace', () => {
  it('sums nothing before any snapshot: the totals are unknown, not zero', async () => {
    expect((await history.portfolio()).totals).toEqual({
      items: 2,
      snapshotted: 0,
      compared: 0,
      listings: null,
      sale: null,
      rent: null,
      added: null,
      removed: null,
      repriced: null,
    });
  });

  it('stores a listing once per unchanged stretch and reports the changes of each snapshot', async () => {
    const states = () => workspace.portfolio.listingStates.count(agencyA);
    const first = await takeSnapshot(workspace, agencyA, day1, T0);
    expect(first.changes).toBeNull();
    expect(states()).toBe(5);
    const second = await takeSnapshot(workspace, agencyA, day2, T0 + DAY);
    expect(second.changes).toEqual({ added: 1, removed: 1, repriced: 1 });
    expect(states()).toBe(7); // listing 2's new price and listing 6; a new title is not a change
    const third = await takeSnapshot(workspace, agencyA, day2, T0 + 2 * DAY);
    expect(third.changes).toEqual({ added: 0, removed: 0, repriced: 0 });
    expect(states()).toBe(7);
    const fourth = await takeSnapshot(workspace, agencyA, [...day2, at('5')], T0 + 3 * DAY);
    expect(fourth.changes).toEqual({ added: 1, removed: 0, repriced: 0 });
    expect(states()).toBe(8); // listing 5 is back: a new stretch
    snaps.push(first.snapshotId, second.snapshotId, third.snapshotId, fourth.snapshotId);
  });

  it('diffs any two snapshots exactly (default: the last two)', async () => {
    const last = await history.diff(agencyA);
    expect([last.from.id, last.to.id]).toEqual([snaps[2], snaps[3]]);
    // Only the later end given: compared with the snapshot just before it.
    const upTo = await history.diff(agencyA, undefined, snaps[2]);
    expect([upTo.from.id, upTo.to.id]).toEqual([snaps[1], snaps[2]]);
    expect(last.added.map((l) => l.externalID)).toEqual(['5']);
    const week = await history.diff(agencyA, snaps[0], snaps[2]);
    expect(week.added.map((l) => l.externalID)).toEqual(['6']);
    expect(week.removed.map((l) => l.externalID)).toEqual(['5']);
    expect(week.repriced).toEqual([
      expect.objectContaining({
        externalID: '2',
        oldPrice: 1_250_000,
        newPrice: 1_100_000,
        change: -150_000,
        changePercent: -12,
      }),
    ]);
    expect(week.added[0]).toMatchObject({ place: 'Jumeirah Village Circle', purpose: 'for-sale', rooms: 2 });
    const across = await history.diff(agencyA, snaps[0], snaps[3]);
    expect(across.added.map((l) => l.externalID)).toEqual(['6']);
    expect(across.removed).toEqual([]);
  });

  it("names the changed listings' places in every language the offline cache knows, by place id", async () => {
    expect((await history.diff(agencyA, snaps[0], snaps[2])).placeNames).toEqual({});
    const asked: string[] = [];
    const named = new HistoryService(
      workspace.workspace,
      () => T0,
      (places) => {
        asked.push(...places.map((p) => p.name));
        return Object.fromEntries(places.map((p) => [p.externalID, { en: p.name, ar: `عربي ${p.name}` }]));
      },
    );
    const week = await named.diff(agencyA, snaps[0], snaps[2]);
    const added = week.added[0]!;
    expect(added.placeId).not.toBeNull();
    expect(week.placeNames[added.placeId!]).toEqual({ en: added.place, ar: `عربي ${added.place}` });
    // Only the places of changed listings are looked up, each once.
    expect(asked).toEqual([...new Set([...week.added, ...week.removed, ...week.repriced].map((l) => l.place))]);
  });

  it('names each changed listing by its recorded title, else the cached one, else none', async () => {
    const week = await history.diff(agencyA, snaps[0], snaps[2]);
    expect(week.added[0]?.title).toEqual({ en: 'A flat' });
    // A snapshot taken before titles were kept (its states hold none): the offline cache's title, if it has one.
    workspace.db.prepare("UPDATE listing_states SET title = NULL WHERE external_id IN ('2', '6')").run();
    expect((await history.diff(agencyA, snaps[0], snaps[2])).added[0]?.title).toBeNull();
    const cached = new HistoryService(
      workspace.workspace,
      () => T0,
      () => ({}),
      (id) => (id === '6' ? { en: 'Cached title', ar: 'عنوان محفوظ' } : null),
    );
    const again = await cached.diff(agencyA, snaps[0], snaps[2]);
    expect(again.added[0]?.title).toEqual({ en: 'Cached title', ar: 'عنوان محفوظ' });
    expect(again.repriced[0]?.title).toBeNull();
  });

  it('refuses a diff across items or without two snapshots, naming the field', async () => {
    await expect(history.diff(agencyB)).rejects.toThrow(/two complete snapshots/);
    await expect(history.diff(agencyB)).rejects.toThrow(
      expect.objectContaining({ appError: expect.objectContaining({ code: 'validation' }) }),
    );
    await expect(history.diff(agencyA, snaps[1], snaps[1])).rejects.toThrow(/is both ends of the comparison/);
    await expect(history.diff(agencyA, undefined, snaps[0])).rejects.toThrow(/no complete snapshot before snapshot/);
    await expect(history.diff(agencyA, snaps[0], 9999)).rejects.toThrow(
      /^Snapshot 9999 is not one of the agency “.+”: its snapshots with listings are \d/,
    );
  });

  it('gives a listing its price history and days on market', async () => {
    const two = await history.listing('2');
    expect(two.prices.map((p) => p.price)).toEqual([1_250_000, 1_100_000]);
    expect(two.prices[1]!.from).toBe(new Date(T0 + DAY).toISOString());
    expect(two.prices[1]!.to).toBe(new Date(T0 + 3 * DAY).toISOString());
    expect(two.active).toBe(true);
    expect(two.listedAt).toBe('2026-03-01T08:00:00.000Z');
    expect(two.daysOnMarket).toBe(Math.floor((T0 + 3 * DAY - Date.parse('2026-03-01T08:00:00.000Z')) / DAY));
    const five = await history.listing('5');
    expect(five.prices).toHaveLength(2); // gone for two snapshots, then back at the same price: two stretches
    expect(await history.listing('nope')).toMatchObject({ prices: [], active: false, daysOnMarket: null });
  });

  it('charts counts, medians and share by place over the snapshots', async () => {
    const item = await history.itemHistory(agencyA);
    expect(item.points.map((p) => p.counts.total)).toEqual([5, 5, 5, 6]);
    expect(item.points[1]!.medianPrice.sale).toBe(1_250_000);
    // Places ranked by their listings over all snapshots: JVC (11) before the Marina (10).
    expect(item.places.places.map((p) => p.name)).toEqual(['Jumeirah Village Circle', 'Dubai Marina']);
    expect(item.places.points.map((p) => p.counts)).toEqual([
      [2, 3],
      [3, 2],
      [3, 2],
      [3, 3],
    ]);
    expect(item.places.points.every((p) => p.other === 0)).toBe(true);
    expect(item.runs.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done']);
    // 2026-06-01 is a Monday: the four daily snapshots are one week, shown by its last snapshot.
    const weekly = await history.itemHistory(agencyA, 1, 8, 'week');
    expect(weekly.points.map((p) => p.id)).toEqual([snaps[3]]);
    expect(weekly.places.points.map((p) => p.counts)).toEqual([[3, 3]]);
    expect((await history.itemHistory(agencyA, 1, 8, 'day')).points).toHaveLength(4);
  });

  it('sums the portfolio and gives agency market share in a place over time', async () => {
    await takeSnapshot(workspace, agencyB, [at('101'), at('103'), at('105')], T0 + 3 * DAY + 3_600_000);
    const portfolio = await history.portfolio();
    expect(portfolio.totals).toMatchObject({
      items: 2,
      snapshotted: 2,
      compared: 1,
      listings: 9,
      added: 1,
      removed: 0,
      repriced: 0,
    });
    const share = await history.marketShare('50');
    expect(share.place.name).toBe('Dubai Marina');
    expect(share.agencies.map((a) => a.name)).toEqual(['Agency A', 'Agency B']);
    expect(share.points.map((p) => [p.day, p.counts, p.shares])).toEqual([
      ['2026-06-01', [3, null], [100, null]],
      ['2026-06-02', [2, null], [100, null]],
      ['2026-06-03', [2, null], [100, null]],
      ['2026-06-04', [3, 3], [50, 50]],
    ]);
    expect((await history.places('marina')).map((p) => p.externalID)).toEqual(['50']);
    // With the offline cache's names, places read in the window's language and are found by them.
    const named = new HistoryService(
      workspace.workspace,
      () => T0,
      (places) =>
        Object.fromEntries(
          places.filter((p) => p.externalID === '50').map((p) => [p.externalID, { en: p.name, ar: 'دبي مارينا' }]),
        ),
    );
    expect(await named.places('مارينا')).toEqual([
      { externalID: '50', name: 'Dubai Marina', level: 1, names: { en: 'Dubai Marina', ar: 'دبي مارينا' } },
    ]);
    expect((await named.marketShare('50')).place.names?.ar).toBe('دبي مارينا');
    expect((await named.itemHistory(agencyA)).places.places.find((p) => p.externalID === '50')?.names?.ar).toBe(
      'دبي مارينا',
    );
  });

  it('stores nothing of a snapshot whose run is no longer running (the transaction rolls back)', async () => {
    const before = (await history.itemHistory(agencyA)).points.length;
    const states = workspace.portfolio.listingStates.count(agencyA);
    const runs = workspace.portfolio.snapshotRuns;
    const original = runs.start.bind(runs);
    runs.start = (...args) => {
      const id = original(...args);
      runs.markInterrupted(id, T0);
      return id;
    };
    try {
      await expect(takeSnapshot(workspace, agencyA, [at('77')], T0 + 4 * DAY)).rejects.toThrow(/no longer running/);
    } finally {
      runs.start = original;
    }
    expect((await history.itemHistory(agencyA)).points).toHaveLength(before);
    expect(workspace.portfolio.listingStates.count(agencyA)).toBe(states);
  });
});
