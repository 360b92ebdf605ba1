// Rents made comparable: a rent asked per month or week as a rent per year, and the price per area that means
// something for each kind of listing (sale price per area; yearly rent per area; nothing for daily holiday lets).
import type { ListingSummary } from '#shared/domain/listing';

/** Rent periods in a year; daily lets are holiday homes whose yearly figure would mislead, so they have none. */
const PERIODS_PER_YEAR: Readonly<Record<string, number>> = { yearly: 1, monthly: 12, weekly: 52 };

type PriceFields = Pick<ListingSummary, 'purpose' | 'price' | 'rentFrequency' | 'areaSqft'>;

/** The rent per year of a rental (null for sales, daily lets and unknown periods). */
export function yearlyRent(listing: PriceFields): number | null {
  if (listing.purpose !== 'for-rent') return null;
  const times = PERIODS_PER_YEAR[listing.rentFrequency ?? 'yearly'];
  return times === undefined || !Number.isFinite(listing.price) ? null : listing.price * times;
}

/**
 * AED per square foot where it means something: a sale's price per area, a rental's yearly rent per area (as UAE
 * brokers quote it); null for daily lets and where the area is unknown.
 */
export function meaningfulPricePerSqft(listing: PriceFields): number | null {
  const area = listing.areaSqft;
  if (area === null || !(area > 0)) return null;
  const amount = listing.purpose === 'for-rent' ? yearlyRent(listing) : listing.price;
  return amount === null || !Number.isFinite(amount) ? null : amount / area;
}
