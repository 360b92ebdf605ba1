// A compare pin's listing record (its fields nullable, as pins keep what they saw) read as the facts a client report
// is filled from; null when it says neither whether it is for sale or rent nor its price.
import type { ListingSnapshot } from '#shared/compare/snapshots';
import type { ListingFacts } from './subject-form';

export function listingFactsOf(record: ListingSnapshot): ListingFacts | null {
  if (!record.purpose) return null;
  return {
    externalID: record.externalID,
    location: (record.location ?? []).map((p) => ({ externalID: p.externalID ?? null, name: p.name })),
    rooms: record.rooms ?? null,
    propertyType: record.propertyType ?? null,
    purpose: record.purpose,
    price: record.price ?? 0,
    rentFrequency: record.rentFrequency ?? null,
    areaSqft: record.areaSqft ?? null,
    completionStatus: record.completionStatus ?? null,
  };
}
