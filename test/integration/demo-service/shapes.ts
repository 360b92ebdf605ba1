// The item shapes of spec sections 2.3-2.11 as zod schemas (extra fields allowed), and the types the tests use.
import { expect } from 'vitest';
import { z } from 'zod';

const int = z.number().int();
const url = z.looseObject({ url: z.string().min(1) });
const localized = z.looseObject({ en: z.string().min(1) });
const anyLocalized = z.record(z.string(), z.string());
const purpose = z.enum(['for-sale', 'for-rent']);
const completion = z.enum(['completed', 'under-construction']);
const locationTrail = z.array(z.looseObject({ name: z.string().min(1) })).min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** Bedrooms, 0 a studio; null for a unit that has none (an office, a shop, a plot), which is no studio. */
const bedrooms = int.min(0).nullable();

/** 2.3, fields shown for all three listing operations. */
export const propertyBase = z.looseObject({
  externalID: z.string().min(1),
  title: anyLocalized,
  purpose,
  price: int.positive(),
  currency: z.string().min(3),
  rooms: bedrooms,
  baths: int.min(0),
  area: z.number().positive(),
  coverPhoto: url,
  location: locationTrail,
});

/** 2.3 as returned by /search-property. */
export const searchProperty = propertyBase.extend({
  title: localized,
  agency: z.looseObject({ name: z.string().min(1), logo: url }),
  contactName: z.string().min(1),
  amenities: z.array(z.string().min(1)),
  isVerified: z.boolean(),
  completionStatus: completion,
  createdAt: int.positive(),
});

export const agencyProperty = propertyBase.extend({ contactName: z.string().min(1) });

export const project = z.looseObject({
  externalID: z.string().min(1),
  title: anyLocalized,
  location: locationTrail,
  coverPhoto: url,
});

export const propertyDetail = propertyBase.extend({
  description: anyLocalized,
  photos: z.array(z.looseObject({ url: z.string().min(1), title: z.string() })).min(1),
  geography: z.looseObject({ lat: z.number(), lng: z.number() }),
  agency: z.looseObject({ name: z.string().min(1), externalID: z.string().min(1) }),
  contactName: z.string().min(1),
  phoneNumber: z.string().min(1),
  amenities: z.array(z.string().min(1)),
  permitNumber: z.string().min(1),
  completionStatus: completion,
  furnishingStatus: z.enum(['furnished', 'unfurnished']),
  createdAt: int.positive(),
  updatedAt: int.positive(),
});

export const transaction = z.looseObject({
  transactionId: z.string().min(1),
  purpose,
  price: int.positive(),
  area: z.number().positive(),
  location: z.string().min(1),
  category: z.string().min(1),
  rooms: bedrooms,
  completionStatus: completion,
  date: isoDate,
});

const agentBase = z.looseObject({
  externalID: z.string().min(1),
  name: z.string().min(1),
  photo: url,
  propertiesCount: int.min(0),
  languages: z.array(z.string().min(1)),
});
export const agencyAgent = agentBase;
export const agentByName = agentBase.extend({
  agency: z.looseObject({ name: z.string().min(1), externalID: z.string().min(1) }),
});
export const agentSearchItem = agentBase.extend({
  agency: z.looseObject({ name: z.string().min(1), externalID: z.string().min(1), logo: url }),
  experience: int.min(0),
});
export const agentDetail = agentSearchItem.extend({
  ownerID: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  propertiesForSale: int.min(0),
  propertiesForRent: int.min(0),
  specializations: z.array(z.string()),
  areasOfExpertise: z.array(z.string()),
});

export const agencyByName = z.looseObject({
  externalID: z.string().min(1),
  name: z.string().min(1),
  logo: url,
  agentsCount: int.min(0),
  propertiesCount: int.min(0),
  phone: z.string().min(1),
});
export const agencySearchItem = agencyByName.extend({
  description: z.string().min(1),
  location: z.looseObject({ name: z.string().min(1) }),
});
export const agencyDetail = agencySearchItem.extend({
  email: z.string().min(1),
  website: z.url(),
  propertiesForSale: int.min(0),
  propertiesForRent: int.min(0),
  licenses: z.array(z.looseObject({ number: z.string().min(1), authority: z.string().min(1) })).min(1),
});

export const developer = z.looseObject({
  externalID: z.string().min(1),
  name: z.string().min(1),
  logo: url,
  projectsCount: int.min(0),
  propertiesCount: int.min(0),
  description: z.string().min(1),
});

export const location = z.looseObject({
  id: int,
  externalID: z.string().min(1),
  name: anyLocalized,
  slug: anyLocalized,
  type: z.string().min(1),
  level: int.min(1),
  path: z.string().min(1),
  adCount: int.min(0),
  geography: z.looseObject({ lat: z.number(), lng: z.number() }),
});

export const amenity = z.looseObject({ value: z.string().min(1), count: int.min(0), highlighted: z.string().min(1) });

export type PropertySummary = z.infer<typeof searchProperty>;
export type PropertyDetail = z.infer<typeof propertyDetail>;
export type Project = z.infer<typeof project>;
export type Transaction = z.infer<typeof transaction>;
export type AgentSummary = z.infer<typeof agentSearchItem>;
export type AgentDetail = z.infer<typeof agentDetail>;
export type AgencySummary = z.infer<typeof agencySearchItem>;
export type AgencyDetail = z.infer<typeof agencyDetail>;
export type Developer = z.infer<typeof developer>;
export type Location = z.infer<typeof location>;
export type Amenity = z.infer<typeof amenity>;

/** Asserts every item matches the schema, naming the first offending item and field. */
export function expectEach(schema: z.ZodType, items: readonly unknown[], label: string) {
  expect(items.length, `${label}: no items to check`).toBeGreaterThan(0);
  items.forEach((item, index) => {
    const result = schema.safeParse(item);
    expect(result.success ? 'ok' : `${label}[${index}]: ${z.prettifyError(result.error)}`).toBe('ok');
  });
}

export function expectShape(schema: z.ZodType, value: unknown, label: string) {
  expectEach(schema, [value], label);
}
