import { describe, expect, it } from 'vitest';
import { COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '#shared/data-service/params';
import { hasBedrooms } from '#shared/domain/bedrooms';
import { priceOn } from './listings';
import { createMarket } from './market';

const market = createMarket({ day: 330 });
const view = market.view();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

describe('demo market', () => {
  it('has the default size of the issue', () => {
    expect(market.locations.length).toBeGreaterThanOrEqual(280);
    expect(view.listings.length).toBeGreaterThan(27_000);
    expect(view.listings.length).toBeLessThan(33_000);
    expect(market.projects).toHaveLength(600);
    expect(market.developers).toHaveLength(120);
    expect(market.agencies).toHaveLength(400);
    expect(Math.abs(market.agents.length - 3000)).toBeLessThan(100);
    expect(view.transactions.length).toBeGreaterThan(100_000);
    expect(view.transactions.length).toBeLessThan(140_000);
  });

  it('is deterministic for (seed, day)', () => {
    const again = createMarket({ day: 330 }).view();
    expect(again.listings.map((l) => l.externalID)).toEqual(view.listings.map((l) => l.externalID));
    expect(again.transactions.slice(0, 50)).toEqual(view.transactions.slice(0, 50));
    const other = createMarket({ day: 330, seed: 1 }).view();
    expect(
      other.listings[0]?.externalID === view.listings[0]?.externalID &&
        other.listings[0]?.basePrice === view.listings[0]?.basePrice,
    ).toBe(false);
  });

  it('has heavy-tailed agencies: a few with hundreds of listings, many with a handful', () => {
    const counts = view.agencyCounts.map((c) => c.total).sort((a, b) => b - a);
    expect(counts.slice(0, 5).every((c) => c >= 300)).toBe(true);
    expect(median(counts)).toBeLessThan(60);
  });

  it('prices a one-bedroom in Dubai Marina plausibly, and gives gross yields of about 5-8%', () => {
    const marina = market.locationsByKey.get('dubai-marina')!.index;
    const inMarina = view.listings.filter(
      (l) => market.ancestors[l.location]!.includes(marina) && l.rooms === 1 && l.type === 'apartments',
    );
    const sale = median(
      inMarina.filter((l) => l.purpose === 'for-sale' && l.completion === 'completed').map((l) => priceOn(l, 330)),
    );
    const rent = median(inMarina.filter((l) => l.rentFrequency === 'yearly').map((l) => priceOn(l, 330)));
    expect(sale).toBeGreaterThan(1_000_000);
    expect(sale).toBeLessThan(1_800_000);
    expect(rent).toBeGreaterThan(70_000);
    expect(rent).toBeLessThan(125_000);
    const saleTx = median(
      view.transactions
        .filter(
          (t) =>
            t.purpose === 'for-sale' &&
            !t.nonMarket &&
            market.ancestors[t.location]!.includes(marina) &&
            t.rooms === 1 &&
            t.type === 'apartments',
        )
        .map((t) => t.price),
    );
    const rentTx = median(
      view.transactions
        .filter(
          (t) =>
            t.purpose === 'for-rent' &&
            market.ancestors[t.location]!.includes(marina) &&
            t.rooms === 1 &&
            t.type === 'apartments',
        )
        .map((t) => t.price),
    );
    expect(rentTx / saleTx).toBeGreaterThan(0.05);
    expect(rentTx / saleTx).toBeLessThan(0.08);
  });

  it('keeps villas out of towers and mostly residential stock', () => {
    expect(
      view.listings.filter((l) => l.kind === 'villa' && market.locations[l.location]!.kind === 'building'),
    ).toEqual([]);
    const residential = view.listings.filter((l) => (RESIDENTIAL_TYPES as readonly string[]).includes(l.type)).length;
    expect(residential / view.listings.length).toBeGreaterThan(0.85);
  });

  it('gives offices, shops, plots and whole buildings no bedroom count, never a "0" that reads as a studio', () => {
    const units = [...view.listings, ...view.transactions];
    const without = units.filter((u) => !hasBedrooms(u.type));
    expect(without.length).toBeGreaterThan(1000);
    expect(without.filter((u) => u.rooms !== null)).toEqual([]);
    expect(units.filter((u) => hasBedrooms(u.type) && u.rooms === null)).toEqual([]);
    const studios = units.filter((u) => u.rooms === 0);
    expect(studios.length).toBeGreaterThan(1000);
    expect(new Set(studios.map((u) => u.type))).toEqual(new Set(['apartments', 'hotel-apartments']));
    const officeProjects = market.projects.filter((p) => p.propertyTypes.every((t) => !hasBedrooms(t)));
    expect(officeProjects.length).toBeGreaterThan(10);
    for (const project of officeProjects) expect(project.rooms).toEqual([]);
    for (const project of market.projects.filter((p) => p.propertyTypes.some(hasBedrooms)))
      expect(project.rooms.length).toBeGreaterThan(0);
  });

  it('has DIFC: a small business district of apartments and offices, no warehouses or land', () => {
    const difc = market.locationsByKey.get('difc')!.index;
    const marina = market.locationsByKey.get('dubai-marina')!.index;
    const within = <T extends { location: number }>(items: readonly T[], place: number) =>
      items.filter((u) => market.ancestors[u.location]!.includes(place));
    const listings = within(view.listings, difc);
    const deals = within(view.transactions, difc);
    expect(listings.length).toBeGreaterThan(150);
    expect(listings.length).toBeLessThan(within(view.listings, marina).length / 3);
    for (const units of [listings, deals]) {
      const share = (types: readonly string[]) => units.filter((u) => types.includes(u.type)).length / units.length;
      expect(share(['apartments', 'offices'])).toBeGreaterThan(0.75);
      expect(share(['offices'])).toBeGreaterThan(0.2);
      expect(share(COMMERCIAL_TYPES.filter((t) => /warehouse|land|plot|factor|camp|villa/.test(t)))).toBe(0);
    }
    expect(new Set(listings.map((l) => market.locations[l.location]!.key)).size).toBeGreaterThan(5);
  });

  it('moves day by day: adverts added, withdrawn and re-priced, most kept', () => {
    const before = new Map(view.listings.map((l) => [l.externalID, priceOn(l, 330)]));
    market.setDay(331);
    const after = market.view().listings;
    const kept = after.filter((l) => before.has(l.externalID));
    expect(kept.length / before.size).toBeGreaterThan(0.97);
    expect(after.length - kept.length).toBeGreaterThan(50);
    expect(before.size - kept.length).toBeGreaterThan(50);
    expect(kept.some((l) => priceOn(l, 331) !== before.get(l.externalID))).toBe(true);
    expect(market.view().transactions[0]!.day).toBe(331);
    market.setDay(330);
  });
});
