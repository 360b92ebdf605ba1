// Other adverts of one unit through the dispatcher against the demo service over HTTP: nothing is spent until the
// broker looks, one request then, none again; every advert found is the same unit by the shared rule, its price
// its own; an advert with no twin says so; with the service gone, what was saved is answered and a new look fails as
// offline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import type { SameUnitAdverts } from '#shared/ipc/contract';
import { yearlyAmount } from '#shared/domain/rent';
import { unitMatch, unitPlaceId } from '#shared/market/same-unit';
import type { Core } from '#core/create-core';
import { startLiveFixture, testMarket, type LiveFixture } from '../support/demo-fixture';

let fixture: LiveFixture;
let core: Core;
beforeAll(async () => {
  fixture = await startLiveFixture();
  core = await fixture.core();
});
afterAll(async () => fixture?.close());

const marina = () => testMarket().locationsByKey.get('dubai-marina')!.externalID;

function askOf(listing: ListingSummary, policy: 'offline' | 'fresh-or-fetch') {
  return {
    externalID: listing.externalID,
    price: listing.price,
    rentFrequency: listing.rentFrequency,
    coverPhotoUrl: listing.coverPhotoUrl,
    purpose: listing.purpose,
    propertyType: listing.propertyType,
    rooms: listing.rooms,
    baths: listing.baths,
    areaSqft: listing.areaSqft,
    placeId: unitPlaceId(listing),
    policy,
  };
}

async function ask(listing: ListingSummary, policy: 'offline' | 'fresh-or-fetch'): Promise<SameUnitAdverts> {
  const answer = await core.dispatch('research:same-unit', askOf(listing, policy));
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value as SameUnitAdverts;
}

async function marinaListings(): Promise<ListingSummary[]> {
  const out: ListingSummary[] = [];
  for (const page of [1, 2, 3, 4]) {
    const answer = await core.dispatch('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-sale', location_ids: [marina()], page },
    });
    if (!answer.ok) throw new Error(answer.error.message);
    out.push(...(answer.value as { result: { items: ListingSummary[] } }).result.items);
  }
  return out;
}

describe('research:same-unit', () => {
  it('spends nothing until asked, then one request, then none', async () => {
    const [listing] = await marinaListings();
    const spent = async () => {
      const usage = await core.dispatch('usage:get', {});
      if (!usage.ok) throw new Error(usage.error.message);
      return (usage.value as { today: number }).today;
    };
    const start = await spent();
    expect(await ask(listing!, 'offline')).toEqual({ looked: false, externalID: listing!.externalID });
    expect(await spent()).toBe(start);
    const looked = await ask(listing!, 'fresh-or-fetch');
    expect(looked).toMatchObject({ looked: true, requestsSpent: 1 });
    expect(await spent()).toBe(start + 1);
    // Asked again, the saved answer: no request, whatever the policy.
    expect(await ask(listing!, 'offline')).toMatchObject({ looked: true, requestsSpent: 0 });
    expect(await ask(listing!, 'fresh-or-fetch')).toMatchObject({ looked: true, requestsSpent: 0 });
    expect(await spent()).toBe(start + 1);
  });

  it('finds the adverts of the same unit, those with its photos first, and says when an advert has none', async () => {
    const market = testMarket().view();
    const found: { listing: ListingSummary; others: { listing: ListingSummary; match: string }[] }[] = [];
    let without = 0;
    let twinsFound = 0;
    let twinsMissed = 0;
    for (const listing of await marinaListings()) {
      if (listing.areaSqft === null || unitPlaceId(listing) === null) continue;
      const answer = await ask(listing, 'fresh-or-fetch');
      if (!answer.looked) throw new Error('not looked');
      const ids = answer.others.map((o) => o.listing.externalID);
      expect(ids).not.toContain(listing.externalID);
      if (answer.others.length > 0) found.push({ listing, others: answer.others });
      else without++;
      // The demo knows which adverts repeat which: every repeat with the same photos is found as such, unless off-plan
      // (whose photos are the developer's renders, proof of nothing).
      const demo = market.listingsByExternalID.get(listing.externalID)!;
      const twins = market.listings.filter(
        (l) => l.twinOf === demo.externalID || (demo.twinOf !== null && l.externalID === demo.twinOf),
      );
      for (const twin of twins) {
        const shown = answer.others.find((o) => o.listing.externalID === twin.externalID);
        if (twin.photosOf === demo.photosOf) expect(shown?.match === 'photo').toBe(demo.completion === 'completed');
        if (shown) twinsFound++;
        else twinsMissed++;
      }
    }
    expect(found.length).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(0);
    // Repeats whose area or price moved further than the rule allows go unfound; most are found.
    expect(twinsFound).toBeGreaterThan(twinsMissed);
    // Checked against what the demo knows: every "same photos" is a repeat of this unit, and most "maybe" are.
    const isRepeat = (a: string, b: string) => {
      const [x, y] = [market.listingsByExternalID.get(a), market.listingsByExternalID.get(b)];
      return !!x && !!y && (x.twinOf === y.externalID || y.twinOf === x.externalID);
    };
    let maybeRight = 0;
    let maybeWrong = 0;
    for (const { listing, others } of found) {
      for (const other of others) {
        expect(unitMatch(listing, other.listing)).toBe(other.match);
        const repeat = isRepeat(listing.externalID, other.listing.externalID);
        if (other.match === 'photo') expect(repeat).toBe(true);
        else if (repeat) maybeRight++;
        else maybeWrong++;
      }
      // The same photos first, then the lowest price by the year.
      const tiers = others.map((o) => (o.match === 'photo' ? 0 : 1));
      expect([...tiers].sort()).toEqual(tiers);
      for (let i = 1; i < others.length; i++) {
        if (others[i - 1]!.match !== others[i]!.match) continue;
        expect(yearlyAmount(others[i - 1]!.listing)!).toBeLessThanOrEqual(yearlyAmount(others[i]!.listing)!);
      }
    }
    expect(maybeRight).toBeGreaterThanOrEqual(maybeWrong);
    // A repeat is found from either side.
    const pair = found.find((f) => f.others.some((o) => o.match === 'photo')) ?? found[0]!;
    const other = pair.others[0]!;
    const back = await ask(other.listing, 'fresh-or-fetch');
    expect(back.looked && back.others.map((o) => o.listing.externalID)).toContain(pair.listing.externalID);
  });

  it('refuses an advert without a place, naming the field', async () => {
    const [listing] = await marinaListings();
    const answer = await core.dispatch('research:same-unit', { ...askOf(listing!, 'offline'), placeId: '' });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.message).toMatch(/placeId/);
  });

  // Last: it stops the data service.
  it('with the service gone, answers what was saved and says plainly that a new look needs the connection', async () => {
    const [asked] = await marinaListings();
    await ask(asked!, 'fresh-or-fetch');
    // An advert of another size: its search was never made.
    const never = { ...asked!, externalID: 'never-asked', areaSqft: asked!.areaSqft! + 333 };
    await fixture.server.close();
    expect(await ask(asked!, 'fresh-or-fetch')).toMatchObject({ looked: true, requestsSpent: 0 });
    expect(await ask(never, 'offline')).toEqual({ looked: false, externalID: never.externalID });
    const failed = await core.dispatch('research:same-unit', askOf(never, 'fresh-or-fetch'));
    expect(failed).toMatchObject({ ok: false, error: { code: 'offline' } });
  });
});
