// Rents made comparable: a rent asked per month or week as a rent per year, and the price per area that means
// something for each kind of listing (sale price per area; yearly rent per area; nothing for daily holiday lets).
import type { ListingSummary } from '#shared/domain/listing';
import { yearlyAmount } from '#shared/domain/rent';

export { yearlyRent } from '#shared/domain/rent';

type PriceFields = Pick<ListingSummary, 'purpose' | 'price' | 'rentFrequency' | 'areaSqft'>;

/**
 * AED per square foot where it means something: a sale's price per area, a rental's yearly rent per area (as UAE
 * brokers quote it); null for daily lets and where the area is unknown.
 */
export function meaningfulPricePerSqft(listing: PriceFields): number | null {
  const area = listing.areaSqft;
  if (area === null || !(area > 0)) return null;
  const amount = yearlyAmount(listing);
  return amount === null || !Number.isFinite(amount) ? null : amount / area;
}
