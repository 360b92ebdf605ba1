// Normalizes raw listings (summaries of /search-property, /agent-properties, /agency-properties, and the detail of
// /property-details) into ListingSummary and ListingDetail, in square feet whatever unit the connection reports.
import { z } from 'zod';
import {
  pricePerSqft,
  type Purpose,
  type AgentRef,
  type ListingDetail,
  type ListingSummary,
  type NearbyPlace,
} from '#shared/domain/listing';
import { bedroomsOf } from '#shared/domain/bedrooms';
import type { AreaUnit } from '../client/connection';
import { detailHasFloorPlan, floorPlansOf, summaryHasFloorPlan } from './floor-plan';
import {
  firstIssue,
  firmRef,
  geoPoint,
  idOf,
  isRecord,
  localizedText,
  looseId,
  looseNumber,
  mediaList,
  optionalBool,
  optionalCount,
  optionalNumber,
  optionalText,
  optionalUrl,
  phoneText,
  placeTrail,
  purposeValue,
  readField,
  Rejection,
  stringList,
  textOf,
  timestamp,
  toSqft,
  valueOrNull,
} from './lenient';

export interface NormalizeOptions {
  /** The unit the connection reports listing areas in. */
  areaUnit: AreaUnit;
  /** The profile's link for an image named only by id (`{id}` in it); without one such images get no link. */
  imageUrl?: string | null;
  /** The purpose the request asked for: the purpose of records that do not state theirs (real transactions). */
  purpose?: Purpose;
}

function agentRefOf(value: unknown): AgentRef | null {
  if (!isRecord(value)) return null;
  // Only externalID links to /agent-details; `id` is the service's internal number.
  const externalID = idOf(value.externalID);
  return externalID === null ? null : { externalID, name: textOf(value.name) ?? '' };
}

/** Words real gateways put in `type` of every listing: they name no type, so the category trail decides. */
const GENERIC_TYPES: ReadonlySet<string> = new Set(['property', 'properties', 'listing', 'ad']);

/** The most specific step of a category trail (by `level` when every step has one), as its slug or name. */
function categoryTypeOf(category: unknown): string | null {
  if (!Array.isArray(category))
    return isRecord(category) ? (textOf(category.slug) ?? textOf(category)) : textOf(category);
  const levels = category.map((c) => (isRecord(c) && typeof c.level === 'number' ? c.level : null));
  const steps = levels.every((l) => l !== null)
    ? category
        .map((c, i) => ({ c, l: levels[i]! }))
        .sort((a, b) => a.l - b.l)
        .map((x) => x.c)
    : category;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step: unknown = steps[i];
    const type = isRecord(step) ? (textOf(step.slug) ?? textOf(step.name)) : textOf(step);
    if (type !== null) return type;
  }
  return null;
}

/**
 * The listing's type: the spec's `propertyType`, else `type` unless it is a generic word (real listings all say
 * "property"), else the last level of the `category` trail. A generic word alone is no type.
 */
function propertyTypeOf(raw: { propertyType?: unknown; type?: unknown; category?: unknown }): string | null {
  const direct = [textOf(raw.propertyType), textOf(raw.type)].find(
    (t): t is string => t !== null && !GENERIC_TYPES.has(t.trim().toLowerCase()),
  );
  return direct ?? categoryTypeOf(raw.category);
}

const rawSummary = z
  .object({
    externalID: looseId,
    title: localizedText,
    purpose: purposeValue,
    // Required, but checked after parsing so that a missing price and a wrong one are rejected alike.
    price: looseNumber.pipe(z.number().min(0)).nullish(),
    currency: optionalText,
    rentFrequency: optionalText,
    rooms: optionalCount,
    baths: optionalCount,
    area: optionalNumber,
    coverPhoto: optionalUrl,
    location: placeTrail,
    agency: firmRef,
    agent: readField(agentRefOf),
    // The real gateway's name for the listing's agent.
    ownerAgent: readField(agentRefOf),
    contactName: optionalText,
    amenities: stringList,
    isVerified: optionalBool,
    completionStatus: optionalText,
    furnishingStatus: optionalText,
    propertyType: z.unknown().optional(),
    type: z.unknown().optional(),
    category: z.unknown().optional(),
    hasVideo: optionalBool,
    has360Tour: optionalBool,
    hasFloorPlan: optionalBool,
    // The real gateway's summary names its floor plan by id (null when there is none).
    floorPlanID: z.unknown().optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .loose();

type RawSummary = z.output<typeof rawSummary>;

function summaryOf(l: RawSummary, options: NormalizeOptions): ListingSummary | Rejection {
  // Price-on-application listings come with a null price: left out, counted and reported, never shown as AED 0.
  if (l.price === null || l.price === undefined) return new Rejection(`listing ${l.externalID} has no price`);
  if (l.purpose === null) return new Rejection(`listing ${l.externalID} is neither for sale nor for rent`);
  const areaSqft = toSqft(l.area, options.areaUnit);
  const propertyType = propertyTypeOf(l);
  return {
    externalID: l.externalID,
    title: l.title,
    purpose: l.purpose,
    price: l.price,
    // The spec states every price is in AED.
    currency: l.currency ?? 'AED',
    rentFrequency: l.rentFrequency,
    rooms: bedroomsOf(l.rooms, propertyType),
    baths: l.baths,
    areaSqft,
    pricePerSqft: pricePerSqft(l.price, areaSqft),
    coverPhotoUrl: l.coverPhoto,
    location: l.location,
    agency: l.agency,
    agent: l.agent ?? l.ownerAgent,
    contactName: l.contactName,
    amenities: l.amenities,
    isVerified: l.isVerified,
    completionStatus: l.completionStatus,
    furnishingStatus: l.furnishingStatus,
    propertyType,
    hasVideo: l.hasVideo,
    has360Tour: l.has360Tour,
    hasFloorPlan: summaryHasFloorPlan(l.hasFloorPlan, l.floorPlanID),
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
  };
}

/** Reads one listing summary, or says why it cannot be read. */
export function readListingSummary(raw: unknown, options: NormalizeOptions): ListingSummary | Rejection {
  const parsed = rawSummary.safeParse(raw);
  return parsed.success ? summaryOf(parsed.data, options) : new Rejection(`listing: ${firstIssue(parsed.error)}`);
}

export function normalizeListingSummary(raw: unknown, options: NormalizeOptions): ListingSummary | null {
  return valueOrNull(readListingSummary(raw, options));
}

const nearbyPlaces = readField((value): NearbyPlace[] =>
  (Array.isArray(value) ? value : []).flatMap((entry) => {
    const name = isRecord(entry) ? textOf(entry.name) : textOf(entry);
    if (name === null) return [];
    const record = isRecord(entry) ? entry : {};
    return [{ externalID: idOf(record.externalID), name, type: textOf(record.type) }];
  }),
);

const rawDetail = rawSummary.extend({
  description: localizedText,
  photos: mediaList,
  geography: readField((g) => {
    const point = geoPoint.safeParse(g);
    return point.success ? point.data : null;
  }),
  phoneNumber: phoneText,
  permitNumber: optionalText,
  floorPlans: z.unknown().optional(),
  // The real gateway's detail: one plan, `{ images: [{ image2D: { id }, image3D: { id } }], models: [...] }`.
  floorPlan: z.unknown().optional(),
  videos: mediaList,
  panoramas: mediaList,
  nearbyLocations: nearbyPlaces,
  developer: firmRef,
});

/** Reads a listing detail, or says why it cannot be read. */
export function readListingDetail(raw: unknown, options: NormalizeOptions): ListingDetail | Rejection {
  const parsed = rawDetail.safeParse(raw);
  if (!parsed.success) return new Rejection(`listing: ${firstIssue(parsed.error)}`);
  const d = parsed.data;
  const summary = summaryOf(d, options);
  if (summary instanceof Rejection) return summary;
  const plans = floorPlansOf(d.floorPlans, d.floorPlan, options.imageUrl ?? null);
  return {
    ...summary,
    hasFloorPlan: detailHasFloorPlan(summary.hasFloorPlan, plans),
    description: d.description,
    photos: d.photos,
    geography: d.geography,
    phoneNumber: d.phoneNumber,
    permitNumber: d.permitNumber,
    floorPlans: plans.items,
    videos: d.videos,
    panoramas: d.panoramas,
    nearbyLocations: d.nearbyLocations,
    developer: d.developer,
  };
}

export function normalizeListingDetail(raw: unknown, options: NormalizeOptions): ListingDetail | null {
  return valueOrNull(readListingDetail(raw, options));
}
