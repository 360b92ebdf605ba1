// A demo advert that repeats another's unit with its photos: the case the same-unit tests look for first.
import type { MarketDay } from '#core/demo/market/market';
import type { DemoListing } from '#core/demo/market/listings';

/** A completed advert (off-plan photos are the developer's renders, no proof) repeating another with its photos. */
export function repeatedWithPhotos(market: MarketDay): DemoListing & { twinOf: string } {
  const repeat = market.listings.find(
    (l) =>
      l.twinOf !== null &&
      l.rooms !== null &&
      l.completion === 'completed' &&
      market.listingsByExternalID.get(l.twinOf)?.photosOf === l.photosOf,
  );
  if (!repeat) throw new Error('the demo market has no advert repeated with its photos');
  return repeat as DemoListing & { twinOf: string };
}
