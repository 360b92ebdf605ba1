// Turns a normalized listing or project into the state a snapshot records: the attributes whose change matters
// (price, purpose, rooms, area, type, place), a hash of them, and the names of the places on its trail.
import { createHash } from 'node:crypto';
import type { Localized } from '#shared/domain/lang';
import type { ListingSummary, PlaceRef } from '#shared/domain/listing';
import type { Project } from '#shared/domain/project';
import type { ListingState } from '../store/workspace/listing-states-repo';
import type { PlaceName } from '../store/workspace/snapshot-places-repo';

/** 48 bits of SHA-1: an integer SQLite stores in 6 bytes, with no realistic collision between two states. */
function hash48(parts: readonly unknown[]): number {
  return createHash('sha1').update(JSON.stringify(parts)).digest().readUIntBE(0, 6);
}

/** Areas converted from square metres carry float noise; a tenth of a square foot is not a change. */
function roundArea(area: number | null): number | null {
  return area === null ? null : Math.round(area * 10) / 10;
}

export function locationKey(trail: readonly PlaceRef[]): string | null {
  const ids = trail.map((p) => p.externalID).filter((id): id is string => id !== null && id !== '');
  return ids.length === 0 ? null : `/${ids.join('/')}/`;
}

/** Place ids of a stored location key, broadest first. */
export function locationIds(key: string | null): string[] {
  return key === null ? [] : key.split('/').filter(Boolean);
}

export function placesOf(trail: readonly PlaceRef[]): PlaceName[] {
  const out: PlaceName[] = [];
  trail.forEach((place, level) => {
    if (place.externalID) out.push({ externalID: place.externalID, name: place.name, level });
  });
  return out;
}

/** The title's words per language as stored (JSON), or null when it has none in any language. */
export function titleOf(title: Localized): string | null {
  const words = Object.fromEntries(Object.entries(title).filter(([, text]) => typeof text === 'string' && text !== ''));
  return Object.keys(words).length === 0 ? null : JSON.stringify(words);
}

export function listingState(listing: ListingSummary): ListingState {
  const purpose = listing.purpose === 'for-sale' ? 0 : 1;
  const state = {
    price: listing.price,
    purpose: purpose as 0 | 1,
    rentFrequency: purpose === 1 ? listing.rentFrequency : null,
    rooms: listing.rooms,
    baths: listing.baths,
    areaSqft: roundArea(listing.areaSqft),
    propertyType: listing.propertyType,
    location: locationKey(listing.location),
  };
  return {
    entity: 0,
    externalID: listing.externalID,
    hash: hash48(Object.values(state)),
    ...state,
    createdAt: listing.createdAt === null ? null : Math.floor(Date.parse(listing.createdAt) / 1000) || null,
    title: titleOf(listing.title),
  };
}

export function projectState(project: Project): ListingState {
  const state = {
    price: project.priceFrom,
    priceTo: project.priceTo,
    areaSqft: roundArea(project.areaFromSqft),
    propertyType: project.propertyTypes.length > 0 ? project.propertyTypes.join(',') : null,
    location: locationKey(project.location),
  };
  return {
    entity: 1,
    externalID: project.externalID,
    hash: hash48(Object.values(state)),
    price: state.price,
    purpose: null,
    rentFrequency: null,
    rooms: null,
    baths: null,
    areaSqft: state.areaSqft,
    propertyType: state.propertyType,
    location: state.location,
    createdAt: null,
    title: null,
  };
}
