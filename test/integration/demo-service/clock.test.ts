// The simulated clock and determinism: same seed and day give identical bodies; each day moves listings a little.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningDemoServer } from '#core/demo/server/server';
import { DUBAI, PINNED_DAY, SEED, daysBetween, serviceClient, startPinnedServer, useDemoServer } from './support';
import { expectSameText, withoutOrigin } from './support';
import type { DemoService, Params } from './support';
import type { AgencySummary, PropertySummary } from './shapes';

/** This file's server: its clock is moved by the tests below. */
const moving = useDemoServer();
/** Two more servers that keep their clock: one with the same seed, one with another seed. */
let twinServer: RunningDemoServer;
let otherServer: RunningDemoServer;
let twin: DemoService;
let other: DemoService;
beforeAll(async () => {
  twinServer = await startPinnedServer();
  otherServer = await startPinnedServer({ marketOptions: { seed: SEED + 1 } });
  twin = serviceClient(() => twinServer.url);
  other = serviceClient(() => otherServer.url);
});
afterAll(async () => {
  await twinServer?.close();
  await otherServer?.close();
});

/** One request per operation; ids are resolved from the twin server first. */
async function sampleRequests(service: DemoService): Promise<[string, Params][]> {
  const listing = (await service.data<{ properties: PropertySummary[] }>('/search-property', { purpose: 'for-sale' }))
    .properties[0]!;
  const agency = (await service.data<{ agencies: AgencySummary[] }>('/agency-search', { location_id: DUBAI }))
    .agencies[0]!;
  const agent = (await service.data<{ agents: { externalID: string }[] }>('/agent-search', {})).agents[0]!;
  const ownerID = (await service.data<{ ownerID: string }>('/agent-details', { agent_id: agent.externalID })).ownerID;
  return [
    ['/search-property', { purpose: 'for-sale', location_ids: DUBAI, sort_order: 'latest' }],
    ['/search-property', { purpose: 'for-rent', page: 3, langs: 'en,ar' }],
    ['/search-new-projects', {}],
    ['/transactions', { purpose: 'for-sale' }],
    ['/transactions', { purpose: 'for-rent', time_period: '24m', sort_by: 'price_asc' }],
    ['/agent-search', { location_ids: DUBAI }],
    ['/agent-search-by-name', { query: 'a' }],
    ['/agent-details', { agent_id: agent.externalID }],
    ['/agent-properties', { owner_id: ownerID }],
    ['/agency-search', { location_id: DUBAI }],
    ['/agency-search-by-name', { query: 'a' }],
    ['/agency-details', { agency_id: agency.externalID }],
    ['/agency-agents', { agency_id: agency.externalID }],
    ['/agency-properties', { agency_external_id: agency.externalID }],
    ['/property-details', { external_id: listing.externalID }],
    ['/developer-search-by-name', { query: 'a' }],
    ['/autocomplete', { query: 'marina', langs: 'en,ar' }],
    ['/amenities-search', { query: 'pool' }],
  ];
}

describe('determinism', () => {
  it('two servers with the same seed and day give identical bodies for all 16 operations (media addresses carry each server origin)', async () => {
    const requests = await sampleRequests(twin);
    expect(new Set(requests.map(([path]) => path)).size).toBe(16);
    for (const [path, params] of requests) {
      const a = await moving.get(path, params);
      const b = await twin.get(path, params);
      expect(a.status, `${path} -> ${a.text.slice(0, 200)}`).toBe(200);
      expectSameText(withoutOrigin(a.text, moving.url), withoutOrigin(b.text, twin.url), path);
    }
  });

  it('another seed gives another market', async () => {
    const params = { purpose: 'for-sale', location_ids: DUBAI };
    const a = await twin.get('/search-property', params);
    const b = await other.get('/search-property', params);
    expect(b.status).toBe(200);
    expect(a.text).not.toBe(b.text);
  });
});

describe('the clock', () => {
  it('GET /__admin/clock gives the day and its calendar date', async () => {
    const clock = await moving.clock();
    expect(Object.keys(clock).sort()).toEqual(['date', 'day']);
    expect(clock.day).toSatisfy(Number.isInteger);
    expect(clock.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(clock.date))).toBe(false);
  });

  it('advance 1 moves the day and the date by one; day N sets it', async () => {
    const before = await moving.clock();
    const after = await moving.setClock({ advance: 1 });
    expect(after.day).toBe(before.day + 1);
    expect(daysBetween(before.date, after.date)).toBe(1);
    expect(await moving.clock()).toEqual(after);
    const back = await moving.setClock({ day: before.day });
    expect(back).toEqual(before);
    const far = await moving.setClock({ day: before.day + 40 });
    expect(daysBetween(before.date, far.date)).toBe(40);
    await moving.setClock({ day: before.day });
  });

  it('transactions follow the clock: newer dates appear after moving forward', async () => {
    const start = await moving.clock();
    const newest = async () =>
      (await moving.data<{ hits: { date: string }[] }>('/transactions', { purpose: 'for-sale', time_period: '1m' }))
        .hits[0]!.date;
    const before = await newest();
    const moved = await moving.setClock({ day: start.day + 60 });
    const after = await newest();
    expect(daysBetween(before, after)).toBeGreaterThan(30);
    expect(daysBetween(after, moved.date)).toBeGreaterThanOrEqual(0);
    expect(daysBetween(after, moved.date)).toBeLessThanOrEqual(31);
    await moving.setClock({ day: start.day });
  });

  it('a day later a large agency has a few listings added, removed and re-priced, most unchanged', async () => {
    const start = await moving.clock();
    const agencies = (await moving.data<{ agencies: AgencySummary[] }>('/agency-search', { location_id: DUBAI }))
      .agencies;
    // The largest agency of up to 1,000 listings (40 pages), so that two snapshots stay fast.
    const big = [...agencies]
      .filter((a) => a.propertiesCount <= 1000)
      .sort((a, b) => b.propertiesCount - a.propertiesCount)[0]!;
    expect(big.propertiesCount).toBeGreaterThan(200);
    const snapshot = async () =>
      new Map(
        (
          await moving.all<PropertySummary>('/agency-properties', { agency_external_id: big.externalID }, 'properties')
        ).map((p) => [p.externalID, p.price]),
      );
    const dayD = await snapshot();
    await moving.setClock({ advance: 1 });
    const dayD1 = await snapshot();
    const added = [...dayD1.keys()].filter((id) => !dayD.has(id));
    const removed = [...dayD.keys()].filter((id) => !dayD1.has(id));
    const kept = [...dayD.keys()].filter((id) => dayD1.has(id));
    const repriced = kept.filter((id) => dayD.get(id) !== dayD1.get(id));
    expect(added.length, 'added').toBeGreaterThan(0);
    expect(removed.length, 'removed').toBeGreaterThan(0);
    expect(repriced.length, 're-priced').toBeGreaterThan(0);
    expect(kept.length / dayD.size, 'overlap').toBeGreaterThan(0.8);
    expect(repriced.length / dayD.size, 're-priced share').toBeLessThan(0.2);
    await moving.setClock({ day: start.day });
    expect(await snapshot()).toEqual(dayD);
  });

  it('after moving back to the start day the answers equal the twin server again', async () => {
    expect((await moving.clock()).day).toBe(PINNED_DAY);
    const params = { purpose: 'for-sale', location_ids: DUBAI, sort_order: 'latest' };
    const a = await moving.get('/search-property', params);
    const b = await twin.get('/search-property', params);
    expect(withoutOrigin(a.text, moving.url)).toBe(withoutOrigin(b.text, twin.url));
  });
});
