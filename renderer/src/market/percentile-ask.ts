// What to ask market:percentile about a listing: its asking AED per sq ft (rents as a yearly rent), its bedroom
// bucket and category, and the places of its trail to try, most specific first (the city level says too little).
import type { TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import type { ListingSummary, Purpose } from '#shared/domain/listing';
import type { BedsBucket, PlacePick } from '#shared/ipc/contract';

export interface PercentileAsk {
  places: PlacePick[];
  purpose: Purpose;
  beds: BedsBucket;
  category: (typeof TRANSACTION_CATEGORY_NAMES)[number] | null;
  /** Asking AED per sq ft; for rents, of the yearly rent (transactions record yearly rents). */
  pricePerSqft: number;
}

const YEARLY: Readonly<Record<string, number>> = { yearly: 1, monthly: 12, weekly: 52, daily: 365 };

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

export type AskOutcome = { ask: PercentileAsk } | { missing: 'area' | 'rooms' | 'place' };

export function percentileAsk(listing: ListingSummary): AskOutcome {
  if (listing.rooms === null || listing.rooms < 0) return { missing: 'rooms' };
  if (!listing.areaSqft || listing.areaSqft <= 0 || !(listing.price > 0)) return { missing: 'area' };
  const factor = listing.purpose === 'for-rent' ? (YEARLY[listing.rentFrequency ?? 'yearly'] ?? 1) : 1;
  // The trail runs broadest first; its first step is the emirate or city, too wide to compare a unit with.
  const places = listing.location
    .slice(1)
    .filter((p): p is typeof p & { externalID: string } =>
      Boolean(p.externalID && /^[A-Za-z0-9_-]{1,40}$/.test(p.externalID)),
    )
    .map((p) => ({ id: p.externalID, name: p.name || p.externalID }))
    .reverse();
  if (places.length === 0) return { missing: 'place' };
  const type = (listing.propertyType ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  return {
    ask: {
      places,
      purpose: listing.purpose,
      beds: Math.min(5, Math.floor(listing.rooms)) as BedsBucket,
      category: CATEGORY_OF[type] ?? null,
      pricePerSqft: Math.round(((listing.price * factor) / listing.areaSqft) * 100) / 100,
    },
  };
}

/** Enough transactions for a percentile to be more than a hint. */
export const ENOUGH = 10;
