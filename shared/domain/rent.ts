// Rents made comparable: a rent asked per month or week counted per year, as UAE brokers quote rents and as
// transactions record them, and the price per area that means something for each kind of listing. Daily lets are
// holiday homes whose yearly figure would mislead: they have none, and stay out of every yearly median,
// percentile, gap and price per area.
import type { ListingSummary } from './listing';

const PERIODS_PER_YEAR: Readonly<Record<string, number>> = { yearly: 1, monthly: 12, weekly: 52 };

/** Rent periods in a year (a missing frequency is yearly, the UAE norm); null for daily lets and unknown periods. */
export function rentPeriodsPerYear(frequency: string | null | undefined): number | null {
  return PERIODS_PER_YEAR[frequency ?? 'yearly'] ?? null;
}

type PriceFields = Pick<ListingSummary, 'purpose' | 'price' | 'rentFrequency'>;
type AreaPriceFields = PriceFields & Pick<ListingSummary, 'areaSqft'>;

/** The rent per year of a rental (null for sales, daily lets and unknown periods). */
export function yearlyRent(listing: PriceFields): number | null {
  if (listing.purpose !== 'for-rent') return null;
  const times = rentPeriodsPerYear(listing.rentFrequency);
  return times === null || !Number.isFinite(listing.price) ? null : listing.price * times;
}

/** A sale's price as it is, a rent's per year: the figure yearly medians take (null for daily lets). */
export function yearlyAmount(listing: PriceFields): number | null {
  return listing.purpose === 'for-rent' ? yearlyRent(listing) : listing.price;
}

/**
 * AED per square foot where it means something: a sale's price per area, a rental's yearly rent per area (as UAE
 * brokers quote it); null for daily lets and where the area is unknown. The grids, the property page and the
 * exports all show this figure.
 */
export function meaningfulPricePerSqft(listing: AreaPriceFields): number | null {
  const area = listing.areaSqft;
  if (area === null || !(area > 0)) return null;
  const amount = yearlyAmount(listing);
  return amount === null || !Number.isFinite(amount) ? null : amount / area;
}
