// Normalizes raw /search-new-projects items into Project.
import { z } from 'zod';
import { bedroomsOffered } from '#shared/domain/bedrooms';
import type { Project } from '#shared/domain/project';
import {
  calendarDate,
  firmRef,
  localizedText,
  looseId,
  optionalBool,
  optionalCount,
  optionalNumber,
  optionalUrl,
  placeTrail,
  readField,
  stringList,
  toSqft,
} from './lenient';

/** Bedroom counts on offer, as a list or a comma-separated string; counts that cannot be read are left out. */
const roomList = readField((value): number[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).flatMap((entry: unknown) => {
    const count = optionalCount.safeParse(entry);
    return count.success && count.data !== null ? [count.data] : [];
  }),
);

const rawProject = z
  .object({
    externalID: looseId,
    title: localizedText,
    location: placeTrail,
    coverPhoto: optionalUrl,
    developer: firmRef,
    completionDate: calendarDate,
    completionPercentage: optionalNumber,
    preHandoverPayment: optionalNumber,
    priceFrom: optionalNumber,
    priceTo: optionalNumber,
    priceMin: optionalNumber,
    priceMax: optionalNumber,
    areaFrom: optionalNumber,
    areaTo: optionalNumber,
    areaMin: optionalNumber,
    areaMax: optionalNumber,
    rooms: roomList,
    propertyTypes: stringList,
    isVerified: optionalBool,
  })
  .loose();

// Project areas stay as reported: the gateway that sends listing areas in square metres is only known to do so for
// the `area` of listings, so converting project ranges would be a guess.
export function normalizeProject(raw: unknown): Project | null {
  const parsed = rawProject.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    externalID: p.externalID,
    title: p.title,
    location: p.location,
    coverPhotoUrl: p.coverPhoto,
    developer: p.developer,
    completionDate: p.completionDate,
    completionPercentage: p.completionPercentage,
    preHandoverPayment: p.preHandoverPayment,
    priceFrom: p.priceFrom ?? p.priceMin,
    priceTo: p.priceTo ?? p.priceMax,
    areaFromSqft: toSqft(p.areaFrom ?? p.areaMin, 'sqft'),
    areaToSqft: toSqft(p.areaTo ?? p.areaMax, 'sqft'),
    // An office project sent as "rooms: [0]" offers no studios.
    rooms: bedroomsOffered(p.rooms, p.propertyTypes),
    propertyTypes: p.propertyTypes,
    isVerified: p.isVerified,
  };
}
