// What a compare pin keeps of the item it pins: the fields the comparison reads, as the broker saw them. The same
// schemas check a pin coming in from the renderer and a pin read back from the workspace database, so a damaged
// row is named and skipped instead of breaking the panel.
import { z } from 'zod';
import { DATA_LANGS } from '../domain/lang';

import { COMPARE_KINDS, MAX_PINS, type CompareKind } from './compare-kinds';

export { COMPARE_KINDS, MAX_PINS, type CompareKind };

const text = z.string().max(2000);
const name = z.string().max(500);
const id = z.string().trim().min(1).max(200);
const count = z.number().finite().nullish();
const localized = z.partialRecord(z.enum(DATA_LANGS), text);
const place = z.looseObject({ externalID: id.nullish(), name });
const firm = z.looseObject({ externalID: id.nullish(), name });

export const listingSnapshotSchema = z.looseObject({
  externalID: id,
  title: localized.nullish(),
  purpose: z.enum(['for-sale', 'for-rent']).nullish(),
  price: z.number().finite().min(0).nullish(),
  rentFrequency: name.nullish(),
  rooms: count,
  baths: count,
  areaSqft: count,
  pricePerSqft: count,
  location: z.array(place).max(20).nullish(),
  agency: firm.nullish(),
  agent: firm.nullish(),
  contactName: name.nullish(),
  amenities: z.array(name).max(300).nullish(),
  completionStatus: name.nullish(),
  furnishingStatus: name.nullish(),
  propertyType: name.nullish(),
  isVerified: z.boolean().nullish(),
  createdAt: name.nullish(),
  updatedAt: name.nullish(),
});

export const projectSnapshotSchema = z.looseObject({
  externalID: id,
  title: localized.nullish(),
  location: z.array(place).max(20).nullish(),
  developer: firm.nullish(),
  completionDate: name.nullish(),
  completionPercentage: count,
  preHandoverPayment: count,
  priceFrom: count,
  priceTo: count,
  areaFromSqft: count,
  areaToSqft: count,
  rooms: z.array(z.number().finite()).max(60).nullish(),
  propertyTypes: z.array(name).max(60).nullish(),
});

export const agentSnapshotSchema = z.looseObject({
  externalID: id,
  name,
  agency: firm.nullish(),
  propertiesCount: count,
  propertiesForSale: count,
  propertiesForRent: count,
  languages: z.array(name).max(60).nullish(),
  experienceYears: count,
});

export const agencySnapshotSchema = z.looseObject({
  externalID: id,
  name,
  agentsCount: count,
  propertiesCount: count,
  propertiesForSale: count,
  propertiesForRent: count,
  locationName: name.nullish(),
  licenses: z
    .array(z.looseObject({ number: name, authority: name.nullish() }))
    .max(60)
    .nullish(),
});

export const developerSnapshotSchema = z.looseObject({
  externalID: id,
  name,
  projectsCount: count,
  propertiesCount: count,
});

/** The market figures a place was pinned with from the Market view, and the filters they were computed under. */
export const placeMarketSchema = z.looseObject({
  period: z.enum(['1m', '3m', '6m', '12m', '24m']).nullish(),
  span: z.object({ from: name, to: name }).nullish(),
  saleCount: count,
  saleMedianPrice: count,
  saleMedianPricePerSqft: count,
  rentCount: count,
  rentMedianPrice: count,
  grossYield: count,
  outliersExcluded: count,
  scope: z
    .looseObject({
      category: name.nullish(),
      beds: z.array(z.number().int().min(0).max(5)).max(6).nullish(),
      completion: z.enum(['ready', 'off-plan', 'any']).nullish(),
    })
    .nullish(),
});

export const placeSnapshotSchema = z.looseObject({
  externalID: id,
  name: z.union([localized, name]),
  path: text.nullish(),
  type: name.nullish(),
  adCount: count,
  market: placeMarketSchema.nullish(),
});

export const SNAPSHOT_SCHEMAS = {
  listing: listingSnapshotSchema,
  project: projectSnapshotSchema,
  agent: agentSnapshotSchema,
  agency: agencySnapshotSchema,
  developer: developerSnapshotSchema,
  place: placeSnapshotSchema,
} as const satisfies Record<CompareKind, z.ZodType>;

export type SnapshotOf<K extends CompareKind> = z.infer<(typeof SNAPSHOT_SCHEMAS)[K]>;
export type ListingSnapshot = SnapshotOf<'listing'>;
export type ProjectSnapshot = SnapshotOf<'project'>;
export type AgentSnapshot = SnapshotOf<'agent'>;
export type AgencySnapshot = SnapshotOf<'agency'>;
export type DeveloperSnapshot = SnapshotOf<'developer'>;
export type PlaceSnapshot = SnapshotOf<'place'>;

/** A pin as the renderer sends it: the kind, the item's id, and optionally what it showed of the item. */
export const pinInputSchema = z.discriminatedUnion(
  'kind',
  COMPARE_KINDS.map((kind) =>
    z.strictObject({ kind: z.literal(kind), id, snapshot: SNAPSHOT_SCHEMAS[kind].optional() }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<PinInput>;

export type PinInput = { [K in CompareKind]: { kind: K; id: string; snapshot?: SnapshotOf<K> } }[CompareKind];
