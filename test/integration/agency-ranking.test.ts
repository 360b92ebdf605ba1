// The agency ranking through the dispatcher against the demo service over HTTP: it counts the place's listings by
// agency, reports what it cost, honours the cap, and the plan (data:plan-all) names the same cost beforehand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencyRanking, FetchAllPlan } from '#shared/ipc/contract';
import type { Core } from '#core/create-core';
import { startLiveFixture, testMarket, type LiveFixture } from '../support/demo-fixture';

let fixture: LiveFixture;
let core: Core;
beforeAll(async () => {
  fixture = await startLiveFixture();
  core = await fixture.core({ limits: { fetchAllCap: 6 } });
});
afterAll(async () => fixture?.close());

const marina = () => testMarket().locationsByKey.get('dubai-marina')!.externalID;

describe('research:agency-ranking', () => {
  it('counts the listings of a place by agency, with its cost said first by data:plan-all', async () => {
    const request = { operation: 'search-property', params: { purpose: 'for-sale', location_ids: [marina()] } };
    const plan = await core.dispatch('data:plan-all', request);
    expect(plan.ok).toBe(true);
    const planned = (plan as { value: FetchAllPlan }).value;
    const run = await core.dispatch('research:agency-ranking', {
      taskId: 'rank-1',
      locationIds: [marina()],
      purpose: 'for-sale',
    });
    expect(run.ok).toBe(true);
    const ranking = (run as { value: AgencyRanking }).value;
    expect(ranking.pagesFetched).toBe(planned.pagesPlanned);
    expect(ranking.capped).toBe(planned.capped);
    expect(ranking.totalListings).toBe(planned.totalItems);
    // Page 1 was saved by the plan: the run spent the rest.
    expect(ranking.requestsSpent).toBe(planned.requestsNeeded);
    const counted = ranking.agencies.reduce((sum, a) => sum + a.listings, 0) + ranking.withoutAgency;
    expect(counted).toBe(ranking.listingsCounted);
    expect(ranking.agencies.length).toBeGreaterThan(1);
    for (let i = 1; i < ranking.agencies.length; i++) {
      expect(ranking.agencies[i - 1]!.listings).toBeGreaterThanOrEqual(ranking.agencies[i]!.listings);
    }
  });

  it('refuses a ranking without a place', async () => {
    const run = await core.dispatch('research:agency-ranking', {
      taskId: 'rank-2',
      locationIds: [],
      purpose: 'for-rent',
    });
    expect(run.ok).toBe(false);
  });

  it('says nothing was running when cancelling an unknown task', async () => {
    const cancel = await core.dispatch('research:cancel', { taskId: 'nope' });
    expect(cancel).toEqual({ ok: true, value: { cancelled: false } });
  });
});
