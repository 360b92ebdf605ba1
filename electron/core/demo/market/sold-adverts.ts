// The demo's ground truth for "what adverts sold for": a share of the adverts that leave the market early had their
// unit sold or let, registered as a transaction some days to weeks after the advert went, near its last asking
// price; some of those sales have look-alikes in the registry (same place and bedrooms, another size or an earlier
// date) that a matcher must not take. Everything here is drawn from its own random streams, keyed by the advert, so
// the adverts and the registry's other transactions stay exactly as they were without it.
import { intBetween, rngFor, type Rng } from '../random';
import { MAX_LIFETIME_DAYS, priceOn, type DemoListing } from './listings';
import { roundPrice } from './pricing';
import type { DemoTransaction } from './transactions';

/** Only adverts that went within this many days of being placed are sold (those that lingered were withdrawn). */
export const SOLD_MAX_LIFETIME = 120;
/** The registration follows the advert's going by 3 days to 6 weeks. */
export const SOLD_MIN_DELAY = 3;
export const SOLD_MAX_DELAY = 42;
/** A look-alike of a sale is registered up to this many days after the advert went. */
const LOOK_ALIKE_MAX_AFTER = 60;
/** The share of eligible adverts whose unit sells or lets. */
export const SOLD_SHARE = 0.6;
/**
 * How long the registry keeps these sales: the market generates the adverts placed in the last MAX_LIFETIME_DAYS
 * only, so a sale older than this could lose its advert as the clock moves. Keeping every sale this many days, and
 * none older, keeps the registry the same whichever day the clock started on.
 */
export const SOLD_VISIBLE_DAYS = MAX_LIFETIME_DAYS - SOLD_MAX_LIFETIME - Math.max(SOLD_MAX_DELAY, LOOK_ALIKE_MAX_AFTER);

/** One advert whose unit became a registered transaction: what a matcher is measured against. */
export interface SoldAdvert {
  externalID: string;
  transactionId: string;
  purpose: DemoListing['purpose'];
  /** The advert's place: its index among the market's locations. */
  location: number;
  /** The market days the advert was placed and went (its last day listed is the day before), and the registration. */
  listedDay: number;
  goneDay: number;
  registeredDay: number;
  lastAsking: number;
  achieved: number;
}

export interface SoldOutcome {
  sold: SoldAdvert;
  /** The sale itself first, then its look-alikes. */
  transactions: DemoTransaction[];
}

/** An advert that can be sold in the registry's terms: a home with bedrooms, ready, asked for by the year. */
function eligible(listing: DemoListing, twinned: boolean): boolean {
  return (
    !twinned &&
    listing.twinOf === null &&
    listing.rooms !== null &&
    listing.kind !== 'commercial' &&
    listing.completion === 'completed' &&
    (listing.rentFrequency === null || listing.rentFrequency === 'yearly') &&
    listing.delistedDay - listing.listedDay <= SOLD_MAX_LIFETIME
  );
}

/**
 * A registration id as short as the registry's others (a table of them must fit a window): the day, a letter (S the
 * sale, L and M its look-alikes) and the advert's number in five base-36 digits, unique over 60 million adverts.
 */
function registrationId(day: number, kind: 'S' | 'L' | 'M', seq: number): string {
  const code = (seq % 36 ** 5).toString(36).toUpperCase().padStart(5, '0');
  return `TX-${day + 100_000}-${kind}${code}`;
}

function registered(listing: DemoListing, id: string, day: number, area: number, price: number): DemoTransaction {
  return {
    transactionId: id,
    purpose: listing.purpose,
    type: listing.type,
    rooms: listing.rooms,
    baths: listing.baths,
    area,
    price,
    location: listing.location,
    completion: 'completed',
    day,
    nonMarket: false,
  };
}

/** A unit of the same place and bedrooms registered near the sale: another size, or the same size long before. */
function lookAlike(listing: DemoListing, sale: DemoTransaction, rng: Rng, k: number): DemoTransaction {
  const id = (day: number) => registrationId(day, k === 0 ? 'L' : 'M', listing.seq);
  if (rng() < 0.6) {
    const sign = rng() < 0.5 ? -1 : 1;
    const area = Math.round(listing.area * (1 + sign * (0.06 + rng() * 0.14)));
    const day = listing.delistedDay + intBetween(rng, -5, LOOK_ALIKE_MAX_AFTER);
    return registered(listing, id(day), day, area, roundPrice((sale.price / sale.area) * area * (0.95 + rng() * 0.1)));
  }
  const day = listing.listedDay - intBetween(rng, 15, 90);
  return registered(listing, id(day), day, listing.area, roundPrice(sale.price * (0.92 + rng() * 0.06)));
}

/** What became of `listing`'s unit: null when it was not sold (or let) through the registry. */
export function soldOutcome(seed: number, listing: DemoListing, twinned: boolean): SoldOutcome | null {
  if (!eligible(listing, twinned)) return null;
  const rng = rngFor(seed, 'listing-sold', listing.seq);
  if (rng() >= SOLD_SHARE) return null;
  const goneDay = listing.delistedDay;
  const registeredDay = goneDay + intBetween(rng, SOLD_MIN_DELAY, SOLD_MAX_DELAY);
  const lastAsking = priceOn(listing, goneDay - 1);
  // Sales close a little under the last asking price; lets closer to it.
  const ratio = listing.purpose === 'for-sale' ? 0.93 + rng() * 0.07 : 0.95 + rng() * 0.05;
  const achieved = roundPrice(lastAsking * ratio);
  // The deed's area, now and then measured a hair differently from the advert's.
  const area = rng() < 0.7 ? listing.area : Math.round(listing.area * (1 + (rng() - 0.5) * 0.016));
  const transactionId = registrationId(registeredDay, 'S', listing.seq);
  const sale = registered(listing, transactionId, registeredDay, area, achieved);
  const transactions = [sale];
  const lookAlikes = rng() < 0.5 ? 1 : rng() < 0.4 ? 2 : 0;
  for (let k = 0; k < lookAlikes; k++) transactions.push(lookAlike(listing, sale, rng, k));
  return {
    sold: {
      externalID: listing.externalID,
      transactionId,
      purpose: listing.purpose,
      location: listing.location,
      listedDay: listing.listedDay,
      goneDay,
      registeredDay,
      lastAsking,
      achieved,
    },
    transactions,
  };
}

/** The outcomes of one day's batch of adverts (an advert repeated by another is never sold: its twin goes on). */
export function soldBatch(seed: number, batch: readonly DemoListing[]): SoldOutcome[] {
  const twinned = new Set(batch.map((l) => l.twinOf).filter((id): id is string => id !== null));
  const out: SoldOutcome[] = [];
  for (const listing of batch) {
    const outcome = soldOutcome(seed, listing, twinned.has(listing.externalID));
    if (outcome) out.push(outcome);
  }
  return out;
}
