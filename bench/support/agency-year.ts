// A year of one agency's listings, day by day, straight from the demo market's generator: what 365 daily
// snapshots of it would read, as normalized listing summaries (no HTTP: the benchmark measures storage).
import type { ListingSummary } from '#shared/domain/listing';
import { isActiveOn, priceOn, type DemoListing } from '#core/demo/market/listings';
import type { Market } from '#core/demo/market/market';
import { dayToUnixSeconds } from '#core/demo/market/clock';

/** Every listing of the agency active on some day of [from, from + days): sampled often enough to miss none. */
function listingsOver(market: Market, agency: number, from: number, days: number): DemoListing[] {
  const seen = new Map<string, DemoListing>();
  // Every listing lives at least 10 days, so a look every 9 days sees each one at least once.
  for (let day = from; day < from + days + 9; day += 9) {
    market.setDay(Math.min(day, from + days - 1));
    for (const l of market.view().listings) if (l.agency === agency) seen.set(l.externalID, l);
  }
  return [...seen.values()];
}

function summary(market: Market, l: DemoListing, day: number): ListingSummary {
  return {
    externalID: l.externalID,
    title: { en: '' },
    purpose: l.purpose,
    price: priceOn(l, day),
    currency: 'AED',
    rentFrequency: l.rentFrequency,
    rooms: l.rooms,
    baths: l.baths,
    areaSqft: l.area,
    pricePerSqft: null,
    coverPhotoUrl: null,
    location: (market.ancestors[l.location] ?? []).map((a) => ({
      externalID: market.locations[a]!.externalID,
      name: market.locations[a]!.names.en,
    })),
    agency: null,
    agent: null,
    contactName: null,
    amenities: [],
    isVerified: null,
    completionStatus: null,
    furnishingStatus: null,
    propertyType: l.type,
    hasVideo: null,
    has360Tour: null,
    hasFloorPlan: null,
    createdAt: new Date(dayToUnixSeconds(l.listedDay, l.createdAt) * 1000).toISOString(),
    updatedAt: null,
  };
}

/** The agency's active listings on each day of the year, in order. */
export function* agencyYear(market: Market, agency: number, from: number, days: number): Generator<ListingSummary[]> {
  const all = listingsOver(market, agency, from, days);
  for (let day = from; day < from + days; day++) {
    yield all.filter((l) => isActiveOn(l, day)).map((l) => summary(market, l, day));
  }
}
