// Each research form's state as it is read back from the window's session storage after a reload (shell/
// session-restore.ts): parsed, not trusted. A state another version wrote, or storage damaged, would otherwise reach
// the form as it was, and a field of the wrong kind (a list that is not one) stopped the window before its first frame.
// Made when first used, never as the window starts (ARCHITECTURE.md, "Schemas made on first use").
import { z } from 'zod';
import {
  AGENT_CATEGORIES,
  COMPLETION_PERCENTAGES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  PROPERTY_TYPES,
  PURPOSES,
  RENT_FREQUENCIES,
  SORT_ORDERS,
  TIME_PERIODS,
  TRANSACTION_CATEGORY_NAMES,
  TRANSACTION_SORTS,
} from '#shared/data-service/params';
import { DATA_LANGS } from '#shared/domain/lang';
import { onFirstUse } from '#shared/first-use';
import type { ListView } from '../../state/navigation-store';
import type {
  AgencySearchFormState,
  AgentSearchFormState,
  DeveloperSearchFormState,
  ListingSearchFormState,
  ProjectSearchFormState,
  TransactionSearchFormState,
} from './models';
import type { PickedLocation } from '../types';

/** The most choices a form holds in one list: far more than a broker picks, few enough to draw. */
const MAX_PICKS = 200;

const text = () => z.string().max(2_000);
const id = () => z.string().min(1).max(200);

/** A place as a picker hands it back (also the Market form's: market/market-restore.ts). */
export function pickedLocationSchema() {
  return z.object({
    externalID: id(),
    label: text(),
    names: z.partialRecord(z.enum(DATA_LANGS), text()).optional(),
    path: text().optional(),
    type: text().optional(),
  }) satisfies z.ZodType<PickedLocation>;
}

function schemas() {
  const location = pickedLocationSchema();
  const entity = z.object({ externalID: id(), label: text(), detail: text().optional() });
  const amenity = z.object({ value: id(), label: text() });
  const picks = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_PICKS);
  const counts = z.array(z.number().int().min(0).max(7)).max(8);
  const range = {
    priceMin: text(),
    priceMax: text(),
    areaMin: text(),
    areaMax: text(),
    areaUnit: z.enum(['sqft', 'sqm']).optional(),
  };
  const mode = z.enum(['location', 'name']);
  return {
    listings: z.object({
      purpose: z.enum(PURPOSES),
      locations: picks(location),
      propertyTypes: picks(z.enum(PROPERTY_TYPES)),
      rooms: counts,
      baths: counts,
      ...range,
      completionStatus: z.enum(COMPLETION_STATUSES),
      furnishing: z.enum([...FURNISHINGS, '']),
      amenities: picks(amenity),
      hasVideo: z.boolean(),
      has360Tour: z.boolean(),
      hasFloorplan: z.boolean(),
      agents: picks(entity),
      agencies: picks(entity),
      developers: picks(entity),
      sortOrder: z.enum(SORT_ORDERS),
      rentFrequency: z.enum([...RENT_FREQUENCIES, '']),
    }) satisfies z.ZodType<ListingSearchFormState>,
    projects: z.object({
      locations: picks(location),
      propertyTypes: picks(z.enum(PROPERTY_TYPES)),
      sortOrder: z.enum(SORT_ORDERS),
      ...range,
      rooms: counts,
      baths: counts,
      developers: picks(entity),
      completionPercentage: z.enum(COMPLETION_PERCENTAGES),
      preHandoverPayment: text(),
    }) satisfies z.ZodType<ProjectSearchFormState>,
    transactions: z.object({
      purpose: z.enum(PURPOSES),
      categories: picks(z.enum(TRANSACTION_CATEGORY_NAMES)),
      locations: picks(location),
      completionStatus: z.enum(COMPLETION_STATUSES),
      timePeriod: z.enum(TIME_PERIODS),
      beds: counts,
      ...range,
      sortBy: z.enum(TRANSACTION_SORTS),
    }) satisfies z.ZodType<TransactionSearchFormState>,
    agents: z.object({
      mode,
      locations: picks(location),
      purpose: z.enum(PURPOSES),
      category: z.enum(AGENT_CATEGORIES),
      completionStatus: z.enum(COMPLETION_STATUSES),
      query: text(),
    }) satisfies z.ZodType<AgentSearchFormState>,
    agencies: z.object({
      mode,
      location: location.nullable(),
      query: text(),
    }) satisfies z.ZodType<AgencySearchFormState>,
    developers: z.object({ query: text() }) satisfies z.ZodType<DeveloperSearchFormState>,
  } satisfies Record<ListView, z.ZodType>;
}

const made = onFirstUse(schemas);

/** A view's form state read back, or null where it is not one this version's form can show. */
export function readFormState(view: ListView, value: unknown): unknown {
  const parsed = made()[view].safeParse(value);
  return parsed.success ? parsed.data : null;
}
