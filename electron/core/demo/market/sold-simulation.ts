// What a broker's stored history of a place would hold, computed straight from the demo market (no HTTP, no store):
// the adverts of the place that snapshots on the given days saw go, the place's registry on a later day, and the
// truth of which of those adverts sold as which transaction. The unit test and the benchmark measure the matcher
// on it; the integration test measures the same over real HTTP and the app's store.
import type { GoneAdvert, RegisteredTransaction } from '../../research/sold-matcher';
import { dayToIso } from './clock';
import { priceOn, type DemoListing } from './listings';
import type { Market } from './market';

export interface SimulatedHistory {
  adverts: GoneAdvert[];
  transactions: RegisteredTransaction[];
  /** Advert externalID → the transaction its unit sold or let as, for the adverts seen to go. */
  truth: Map<string, string>;
}

function placeIndex(m: Market, name: string): number {
  const place = m.locations.find((l) => l.names.en === name);
  if (!place) throw new Error(`The demo market has no place named ${name}.`);
  return place.index;
}

/** The listings under a place on `day`, as a snapshot of a saved search over it would record them. */
function snapshot(m: Market, day: number, place: number): Map<string, DemoListing> {
  m.setDay(day);
  return new Map((m.view().listingsAt.get(place) ?? []).map((l) => [l.externalID, l]));
}

function goneAdverts(m: Market, days: readonly number[], place: number): GoneAdvert[] {
  const snaps = days.map((d) => snapshot(m, d, place));
  const gone = new Map<string, GoneAdvert>();
  snaps.forEach((snap, k) => {
    if (k + 1 >= snaps.length) return;
    for (const [id, l] of snap) {
      if (snaps.slice(k + 1).some((s) => s.has(id))) continue;
      gone.set(id, {
        externalID: id,
        purpose: l.purpose,
        rooms: l.rooms,
        areaSqft: l.area,
        lastAsking: l.rentFrequency === null || l.rentFrequency === 'yearly' ? priceOn(l, days[k]!) : null,
        placePath: m.locations[l.location]!.lineage.map((key) => m.locationsByKey.get(key)!.names.en),
        agency: m.agencies[l.agency]?.name ?? null,
        firstListed: dayToIso(l.listedDay),
        lastSeen: dayToIso(days[k]!),
        goneBy: dayToIso(days[k + 1]!),
      });
    }
  });
  return [...gone.values()];
}

/** Moves `market` through `days` (snapshots) to `final` (the registry read), and leaves it on `final`. */
export function simulateHistory(
  market: Market,
  name: string,
  days: readonly number[],
  final: number,
): SimulatedHistory {
  const place = placeIndex(market, name);
  const adverts = goneAdverts(market, days, place);
  market.setDay(final);
  const view = market.view();
  const transactions = (view.transactionsAt.get(place) ?? []).map((t) => ({
    transactionId: t.transactionId,
    purpose: t.purpose,
    rooms: t.rooms,
    areaSqft: t.area,
    price: t.price,
    location: market.locations[t.location]!.names.en,
    date: dayToIso(t.day),
  }));
  const goneIds = new Set(adverts.map((a) => a.externalID));
  const truth = new Map(
    view.soldAdverts.filter((s) => goneIds.has(s.externalID)).map((s) => [s.externalID, s.transactionId]),
  );
  return { adverts, transactions, truth };
}
