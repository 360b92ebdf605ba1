// Listings as the service shows them: the shared summary (2.3) and the full detail (2.5).
import type { DataLang } from '#shared/domain/lang';
import { AMENITIES, PHOTO_CAPTIONS } from '../data/vocabulary';
import { dayToUnixSeconds } from '../market/clock';
import { priceOn, type DemoListing } from '../market/listings';
import type { Market } from '../market/market';
import { intBetween, rngFor } from '../random';
import { listingDescription, listingTitle } from './listing-text';
import { locationTrail } from './location-filter';
import { mediaUrl } from './media';

function updatedDay(listing: DemoListing, day: number): number {
  let updated = listing.listedDay;
  for (const change of listing.repricings) if (change.day <= day) updated = change.day;
  return updated;
}

export function presentListingSummary(
  market: Market,
  listing: DemoListing,
  langs: readonly DataLang[],
  origin: string,
) {
  const day = market.day();
  const agency = market.agencies[listing.agency]!;
  const agent = market.agents[listing.agent];
  return {
    externalID: listing.externalID,
    title: listingTitle(market, listing, langs),
    purpose: listing.purpose,
    price: priceOn(listing, day),
    currency: 'AED',
    // No bedroom count (an office, a plot) is null: the spec reads 0 as a studio.
    rooms: listing.rooms,
    baths: listing.baths,
    area: listing.area,
    coverPhoto: { url: mediaUrl(origin, 'listing', listing.photosOf) },
    location: locationTrail(market, listing.location, langs[0] ?? 'en'),
    agency: {
      name: agency.name,
      externalID: agency.externalID,
      logo: { url: mediaUrl(origin, 'agency', agency.externalID) },
    },
    contactName: agent?.name ?? agency.name,
    amenities: listing.amenities.map((i) => AMENITIES[i]!.en),
    isVerified: listing.verified,
    completionStatus: listing.completion,
    createdAt: dayToUnixSeconds(listing.listedDay, listing.createdAt),
    // Beyond the spec's sample, as real responses carry more fields.
    updatedAt: dayToUnixSeconds(updatedDay(listing, day), listing.createdAt),
    propertyType: listing.type,
    rentFrequency: listing.rentFrequency,
    furnishingStatus: listing.furnished,
    agent: agent ? { externalID: agent.externalID, name: agent.name } : null,
    hasVideo: listing.hasVideo,
    has360Tour: listing.has360,
    hasFloorPlan: listing.hasFloorplan,
  };
}

export function presentListingDetail(market: Market, listing: DemoListing, langs: readonly DataLang[], origin: string) {
  const rng = rngFor(market.seed, 'listing-detail', listing.seq);
  const place = market.locations[listing.location]!;
  const agent = market.agents[listing.agent];
  const summary = presentListingSummary(market, listing, langs, origin);
  const photoCount = intBetween(rng, 6, 14);
  const lat = place.lat + (rng() - 0.5) * 0.006;
  const lng = place.lng + (rng() - 0.5) * 0.006;
  const developer = listing.developer >= 0 ? market.developers[listing.developer] : undefined;
  return {
    ...summary,
    description: listingDescription(market, listing, langs),
    photos: Array.from({ length: photoCount }, (_, n) => ({
      url: mediaUrl(origin, 'listing', listing.photosOf, n),
      title: PHOTO_CAPTIONS[(n + listing.seq) % PHOTO_CAPTIONS.length] ?? 'Photo',
    })),
    geography: { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) },
    phoneNumber: agent?.phone ?? market.agencies[listing.agency]!.phone,
    permitNumber: String(7_100_000_000 + ((listing.seq * 7919) % 900_000_000)),
    furnishingStatus: listing.furnished,
    floorPlans: listing.hasFloorplan
      ? [{ title: '2D floor plan', url: mediaUrl(origin, 'listing', `${listing.externalID}-plan`), type: '2d' }]
      : [],
    videos: listing.hasVideo
      ? [{ title: 'Video tour', url: `${origin}/media/video/${listing.externalID}.mp4`, host: 'demo' }]
      : [],
    panoramas: listing.has360 ? [{ title: '360° tour', url: `${origin}/media/tour/${listing.externalID}` }] : [],
    nearbyLocations: (market.ancestors[listing.location] ?? [])
      .slice(1)
      .map((i) => market.locations[i]!)
      .map((l) => ({ name: l.names[langs[0] ?? 'en'], externalID: l.externalID, type: l.kind })),
    developer: developer ? { externalID: developer.externalID, name: developer.name } : null,
  };
}
