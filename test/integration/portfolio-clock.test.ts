// Portfolios against the demo service's clock over HTTP: watch an agency, a developer and an agent, snapshot on
// day N, move the service's clock a week, snapshot again, and check that the listings reported added, removed and
// re-priced are exactly those the market itself changed (computed from its generator, not through the service).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '#core/create-core';
import type { Market } from '#core/demo/market/market';
import type { ListingHistory, SnapshotDiff, WatchItem } from '#shared/domain/portfolio';
import { dayToIso } from '#core/demo/market/clock';
import { marketChanges, type MarketChanges } from '../support/market-changes';
import { startLiveFixture, type LiveFixture } from '../support/demo-fixture';
import { keptMarket } from '../support/kept-market';

const DAY_N = 330;
const WEEK = 7;
let fixture: LiveFixture;
let core: Core;
let market: Market;

async function call<T>(channel: string, input: unknown): Promise<T> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

async function moveClock(advance: number): Promise<number> {
  const response = await fetch(`${fixture.server.url}/__admin/clock`, {
    method: 'POST',
    body: JSON.stringify({ advance }),
  });
  return ((await response.json()) as { day: number }).day;
}

function ids(list: { externalID: string }[]): string[] {
  return list.map((l) => l.externalID);
}

function expectExact(diff: SnapshotDiff, expected: MarketChanges, label: string): void {
  expect(ids(diff.added), `${label} added`).toEqual(expected.added);
  expect(ids(diff.removed), `${label} removed`).toEqual(expected.removed);
  expect(
    diff.repriced.map((r) => ({ externalID: r.externalID, oldPrice: r.oldPrice, newPrice: r.newPrice })),
    `${label} repriced`,
  ).toEqual(expected.repriced);
}

const items: { item: WatchItem; expected: MarketChanges }[] = [];

beforeAll(async () => {
  fixture = await startLiveFixture();
  core = await fixture.core({ limits: { perSecond: 100, concurrency: 8 } });
  // An independent copy of the market the service runs (same seed and day): the expected answers come from it.
  market = keptMarket({ day: DAY_N });
  const view = market.view();
  const agencyIndex = [...view.agencyCounts.keys()].sort(
    (a, b) => view.agencyCounts[b]!.total - view.agencyCounts[a]!.total,
  )[2]!;
  const developerIndex = [...view.developerListings.keys()].find((i) => view.developerListings[i]! > 150)!;
  const agentIndex = [...view.agentCounts.keys()].sort(
    (a, b) => view.agentCounts[b]!.total - view.agentCounts[a]!.total,
  )[0]!;
  const agency = market.agencies[agencyIndex]!;
  const developer = market.developers[developerIndex]!;
  const agent = market.agents[agentIndex]!;
  const specs = [
    {
      input: { kind: 'agency', externalID: agency.externalID, name: agency.name },
      keep: (l: { agency: number }) => l.agency === agencyIndex,
    },
    {
      input: { kind: 'developer', externalID: developer.externalID, name: developer.name },
      keep: (l: { developer: number }) => l.developer === developerIndex,
    },
    {
      input: { kind: 'agent', externalID: agent.externalID, name: agent.name },
      keep: (l: { agent: number }) => l.agent === agentIndex,
    },
  ] as const;
  for (const spec of specs) {
    const item = await call<WatchItem>('watch:add', spec.input);
    items.push({ item, expected: marketChanges(market, spec.keep as never, DAY_N, DAY_N + WEEK) });
  }
}, 60_000);
afterAll(async () => fixture.close());

describe('portfolio snapshots against the demo clock', () => {
  it('snapshots day N and day N+7 and reports exactly the listings the market added, removed and re-priced', async () => {
    expect(items.map((i) => i.item.kind)).toEqual(['agency', 'developer', 'agent']);
    expect(items[2]!.item.ownerID).toBeTruthy();
    for (const { item, expected } of items) {
      const first = await call<{ snapshot: { counts: { total: number } }; changes: unknown }>('snapshot:run', {
        itemId: item.id,
        taskId: `first-${item.id}`,
      });
      expect(first.snapshot.counts.total, item.name).toBe(expected.before.size);
      expect(first.changes).toBeNull();
    }
    expect(await moveClock(WEEK)).toBe(DAY_N + WEEK);
    for (const { item, expected } of items) {
      const second = await call<{
        snapshot: { counts: { total: number } };
        changes: { added: number; removed: number; repriced: number };
      }>('snapshot:run', { itemId: item.id, taskId: `second-${item.id}` });
      expect(second.snapshot.counts.total, item.name).toBe(expected.after.size);
      expect(second.changes).toEqual({
        added: expected.added.length,
        removed: expected.removed.length,
        repriced: expected.repriced.length,
      });
      const diff = await call<SnapshotDiff>('history:diff', { itemId: item.id });
      expectExact(diff, expected, `${item.kind} ${item.name}`);
      // The snapshots are as of the service's days, a week apart, whatever this computer's calendar says.
      expect(diff.from.takenAt.slice(0, 10)).toBe(dayToIso(DAY_N));
      expect(diff.to.takenAt.slice(0, 10)).toBe(dayToIso(DAY_N + WEEK));
    }
    // A listing added during the week was on the market at most a week by the service's calendar, and was last
    // seen on its day N+7.
    const added = items[0]!.expected.added[0]!;
    const history = await call<ListingHistory>('history:listing', { externalID: added });
    expect(history.lastSeen?.slice(0, 10)).toBe(dayToIso(DAY_N + WEEK));
    expect(history.daysOnMarket).toBeGreaterThanOrEqual(0);
    expect(history.daysOnMarket).toBeLessThanOrEqual(WEEK);
    // The week moved something for every item, so the checks above compare real changes, not empty lists.
    const agency = items[0]!.expected;
    expect(agency.added.length).toBeGreaterThan(0);
    expect(agency.removed.length).toBeGreaterThan(0);
    expect(agency.repriced.length).toBeGreaterThan(0);
  }, 120_000);
});
