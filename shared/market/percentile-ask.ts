// What to ask about a listing's asking price among transactions: its asking AED per sq ft (rents as a yearly rent),
// its bedroom bucket and category, and the places of its trail to try, most specific first (the city level says
// too little). The property page and the compare panel ask the same question, so they show the same percentile.
import type { TRANSACTION_CATEGORY_NAMES } from '../data-service/params';
import { bedroomsOf } from '../domain/bedrooms';
import type { Purpose } from '../domain/listing';
import { rentPeriodsPerYear } from '../domain/rent';
import type { BedsBucket, PlacePick } from '../ipc/contract/analytics';

export interface PercentileAsk {
  places: PlacePick[];
  purpose: Purpose;
  beds: BedsBucket;
  category: (typeof TRANSACTION_CATEGORY_NAMES)[number] | null;
  /** Asking AED per sq ft; for rents, of the yearly rent (transactions record yearly rents). */
  pricePerSqft: number;
}

/** What the question reads of a listing: a listing summary and a compare pin's snapshot both have it. */
export interface AskedListing {
  purpose?: Purpose | null;
  price?: number | null;
  rentFrequency?: string | null;
  rooms?: number | null;
  areaSqft?: number | null;
  propertyType?: string | null;
  location?: readonly { externalID?: string | null; name: string }[] | null;
}

const CATEGORY_OF: Readonly<Record<string, PercentileAsk['category']>> = {
  apartments: 'apartments',
  apartment: 'apartments',
  penthouse: 'apartments',
  'hotel-apartments': 'apartments',
  villas: 'villas',
  villa: 'villas',
  'villa-compound': 'villas',
  townhouses: 'townhouses',
  townhouse: 'townhouses',
};

/** The transactions' category a listing's property type belongs to (null: none of the three residential ones). */
export function categoryOf(propertyType: string | null | undefined): PercentileAsk['category'] {
  const type = (propertyType ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  return CATEGORY_OF[type] ?? null;
}

const PLACE_ID = /^[A-Za-z0-9_-]{1,40}$/;

export type AskOutcome = { ask: PercentileAsk } | { missing: 'area' | 'rooms' | 'place' | 'purpose' | 'period' };

export function percentileAsk(listing: AskedListing): AskOutcome {
  // An office or a plot pinned as "0 rooms" has no bedroom count: it is set against no studios.
  const rooms = bedroomsOf(listing.rooms ?? null, listing.propertyType);
  if (rooms === null || rooms < 0) return { missing: 'rooms' };
  const price = listing.price ?? 0;
  if (!listing.areaSqft || listing.areaSqft <= 0 || !(price > 0)) return { missing: 'area' };
  if (!listing.purpose) return { missing: 'purpose' };
  // Daily lets have no yearly figure to set against transactions' yearly rents.
  const factor = listing.purpose === 'for-rent' ? rentPeriodsPerYear(listing.rentFrequency) : 1;
  if (factor === null) return { missing: 'period' };
  // The trail runs broadest first; its first step is the emirate or city, too wide to compare a unit with.
  const places = (listing.location ?? [])
    .slice(1)
    .flatMap((p) =>
      p.externalID && PLACE_ID.test(p.externalID) ? [{ id: p.externalID, name: p.name || p.externalID }] : [],
    )
    .reverse();
  if (places.length === 0) return { missing: 'place' };
  return {
    ask: {
      places,
      purpose: listing.purpose,
      beds: Math.min(5, Math.floor(rooms)) as BedsBucket,
      category: categoryOf(listing.propertyType),
      pricePerSqft: Math.round(((price * factor) / listing.areaSqft) * 100) / 100,
    },
  };
}

/** Enough transactions for a percentile to be more than a hint. */
export const ENOUGH = 10;
