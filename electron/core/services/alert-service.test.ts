// Alert rules read against snapshots written into a real workspace file: each rule finds exactly what consecutive
// snapshots differ by (computed here independently from the listings given), once, from the snapshot it was set at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import { alertAddSchema } from '#shared/ipc/contract';
import { makeTempDir } from '../../../test/support/temp-dir';
import { listing, takeSnapshot } from '../portfolio/listings.test-support';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { AlertService } from './alert-service';
import { HistoryService } from './history-service';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1, 6);
const dir = makeTempDir('aqar-alerts-');
let workspace: WorkspaceStore;
let alerts: AlertService;
let clock = T0;
let item: number;

const at = (id: string, price: number, over: Partial<ListingSummary> = {}) =>
  listing({ externalID: id, price, areaSqft: 1000, ...over });

/** What two lists of listings differ by, computed plainly: the independent reference for the rules. */
function differ(before: ListingSummary[], after: ListingSummary[]) {
  const old = new Map(before.map((l) => [l.externalID, l]));
  const now = new Map(after.map((l) => [l.externalID, l]));
  return {
    added: after.filter((l) => !old.has(l.externalID)).map((l) => l.externalID),
    gone: before.filter((l) => !now.has(l.externalID)).map((l) => l.externalID),
    cuts: after
      .filter((l) => old.has(l.externalID) && l.price < old.get(l.externalID)!.price)
      .map((l) => [l.externalID, old.get(l.externalID)!.price, l.price] as const),
  };
}

const add = async (input: Parameters<typeof alertAddSchema.parse>[0]) => alerts.add(alertAddSchema.parse(input));

beforeAll(async () => {
  workspace = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  alerts = new AlertService(workspace.workspace, new HistoryService(workspace.workspace, () => clock), () => clock);
  item = workspace.portfolio.watchItems.upsert({
    kind: 'agency',
    externalID: 'A',
    name: 'Agency A',
    ownerID: null,
    savedQueryId: null,
    at: T0,
  });
});
afterAll(() => {
  workspace.close();
  dir.remove();
});

describe('alert rules on a watched item', () => {
  const day1 = [at('1', 1_000_000), at('2', 2_000_000), at('3', 900_000), at('4', 1_500_000)];
  // 2 cut by 5% exactly, 3 cut by AED 10,000 (1.1%), 4 raised; 1 gone; 5 and 6 new (6 over the price limit).
  const day8 = [at('2', 1_900_000), at('3', 890_000), at('4', 1_600_000), at('5', 800_000), at('6', 3_000_000)];
  let rules: Record<string, number>;

  it('starts from the item’s latest snapshot: a rule tells of changes after it was set', async () => {
    await takeSnapshot(workspace, item, day1, T0);
    rules = {
      all: (await add({ itemId: item, trigger: 'new-listings' })).id,
      cheap: (await add({ itemId: item, trigger: 'new-listings', thresholds: { maxPrice: 1_000_000 } })).id,
      cut5: (await add({ itemId: item, trigger: 'price-cut', thresholds: { minPercent: 5 } })).id,
      cutAed: (await add({ itemId: item, trigger: 'price-cut', thresholds: { minAed: 10_000 } })).id,
      gone: (await add({ itemId: item, trigger: 'gone' })).id,
      back: (await add({ itemId: item, trigger: 'back-on-market', name: 'Relisted by A' })).id,
    };
    expect((await alerts.rules()).map((r) => r.checkedSnapshot?.id)).toEqual(Array(6).fill(1));
    expect((await alerts.check()).alerts).toEqual([]);
  });

  it('finds exactly what the two snapshots differ by, each rule by its thresholds', async () => {
    clock = T0 + 7 * DAY;
    await takeSnapshot(workspace, item, day8, clock);
    const truth = differ(day1, day8);
    const { alerts: found, comparisons } = await alerts.check();
    expect(comparisons).toBe(6);
    const of = (rule: number) => found.filter((a) => a.ruleId === rule);
    expect(of(rules.all!).map((a) => a.externalID)).toEqual(expect.arrayContaining(truth.added));
    expect(of(rules.all!)).toHaveLength(truth.added.length);
    expect(of(rules.cheap!).map((a) => a.externalID)).toEqual(['5']);
    expect(of(rules.gone!).map((a) => [a.externalID, a.oldPrice, a.newPrice])).toEqual([['1', 1_000_000, null]]);
    expect(of(rules.cut5!).map((a) => [a.externalID, a.oldPrice, a.newPrice])).toEqual([['2', 2_000_000, 1_900_000]]);
    expect(
      of(rules.cutAed!)
        .map((a) => [a.externalID, a.oldPrice, a.newPrice])
        .sort(),
    ).toEqual(truth.cuts.map((c) => [...c]).sort());
    expect(of(rules.back!)).toEqual([]);
    expect(found.every((a) => a.at === new Date(clock).toISOString() && a.readAt === null)).toBe(true);
  });

  it('records an alert once however often the rules are checked', async () => {
    const before = (await alerts.inbox()).alerts.length;
    expect(await alerts.check()).toMatchObject({ alerts: [], comparisons: 0 });
    expect((await alerts.inbox()).alerts).toHaveLength(before);
  });

  it('tells a listing that left and came back apart from a new one; a check hands out what a snapshot found', async () => {
    clock = T0 + 8 * DAY;
    await takeSnapshot(workspace, item, day8.slice(1), clock); // 2 leaves
    // As after a snapshot run: the rules are read, and what they found waits for the next check.
    expect(await alerts.afterSnapshot()).toMatchObject({ found: 1 });
    clock = T0 + 9 * DAY;
    await takeSnapshot(workspace, item, [...day8, at('7', 500_000)], clock); // 2 is back, 7 new
    const { alerts: found, comparisons } = await alerts.check();
    expect(comparisons).toBe(6); // the pair the snapshot's reading left, for each of six rules
    const by = (rule: number) => found.filter((a) => a.ruleId === rule).map((a) => a.externalID);
    expect(by(rules.back!)).toEqual(['2']);
    expect(by(rules.all!)).toEqual(['7']);
    expect(by(rules.gone!)).toEqual(['2']);
    expect(found.find((a) => a.ruleId === rules.back)?.ruleName).toBe('Relisted by A');
  });

  it('keeps the inbox: unread count, read, dismissed', async () => {
    const { alerts: open, unread } = await alerts.inbox();
    expect(unread).toBe(open.length);
    const first = open[0]!;
    expect(await alerts.mark([first.id], { read: true })).toEqual({ changed: 1 });
    expect((await alerts.inbox()).unread).toBe(unread - 1);
    await alerts.mark([first.id], { dismissed: true });
    expect((await alerts.inbox()).alerts.map((a) => a.id)).not.toContain(first.id);
    expect((await alerts.inbox(true)).alerts.map((a) => a.id)).toContain(first.id);
  });

  it('refuses a rule on an item not watched, and thresholds that do not fit the trigger, naming them', async () => {
    await expect(add({ itemId: 999, trigger: 'gone' })).rejects.toThrow(/No watched item has the id 999/);
    await expect(add({ itemId: item, trigger: 'price-cut' })).rejects.toThrow(/needs the smallest cut/);
    await expect(add({ itemId: item, trigger: 'gone', thresholds: { maxPrice: 5 } })).rejects.toThrow(
      /new listings only/,
    );
  });

  it('stops reading for a removed rule but keeps what it found', async () => {
    const kept = (await alerts.inbox(true)).alerts.filter((a) => a.ruleId === rules.gone).length;
    expect(await alerts.remove(rules.gone!)).toEqual({ removed: true });
    expect((await alerts.rules()).map((r) => r.id)).not.toContain(rules.gone);
    expect((await alerts.inbox(true)).alerts.filter((a) => a.ruleId === rules.gone)).toHaveLength(kept);
  });
});
