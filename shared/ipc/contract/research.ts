// Channels of research that the core computes from many pages: the agencies with the most listings in a place.
// Its cost is estimated first with `data:plan-all` on the same /search-property request; progress arrives as
// `fetch:progress` events of the task.
import type { MessageRef } from '../../messages/message-ref';
import { z } from 'zod';
import { PROPERTY_TYPES, PURPOSES } from '../../data-service/params';
import { dataLangSchema } from '../../domain/lang';
import type { AgencyRef, ListingSummary, Purpose } from '../../domain/listing';
import { taskIdSchema, type Provenance } from './data';
import type { UnitMatch } from '../../market/same-unit';
import { returns } from './returns';

export interface AgencyRankEntry {
  agency: AgencyRef;
  /** Listings of this agency among those counted in the place. */
  listings: number;
  /** Its share of the listings counted, 0 to 1. */
  share: number;
  /** Median asking price of those listings (AED; for rentals, per their period), when any has a price. */
  medianPrice: number | null;
}

export interface AgencyRanking {
  taskId: string;
  locationIds: string[];
  purpose: Purpose;
  /** Listings the service reports in the place for the purpose. */
  totalListings: number;
  /** Listings actually counted (all of them, or those the page cap allowed). */
  listingsCounted: number;
  /** Listings that name no agency. */
  withoutAgency: number;
  pagesFetched: number;
  totalPages: number;
  capped: boolean;
  requestsSpent: number;
  cancelled: boolean;
  /** Pages served from older saved answers, and the oldest of their times (ISO 8601). */
  pagesFromOlderAnswers: number;
  oldestFetchedAt: string | null;
  missingPages: number[];
  /** Most listings first. */
  agencies: AgencyRankEntry[];
}

/** The /search-property request a ranking counts (also what `data:plan-all` estimates). */
export const agencyRankingInputSchema = z.strictObject({
  taskId: taskIdSchema,
  locationIds: z.array(z.string().trim().min(1).max(200)).min(1, 'choose a place').max(20),
  purpose: z.enum(PURPOSES),
  /** The data language the ranking's listings are asked in. */
  lang: dataLangSchema.optional(),
});

/** An advert, as the same-unit rule (shared/market/same-unit) reads it, and whether a request may be spent. */
export const sameUnitInputSchema = z.strictObject({
  externalID: z.string().trim().min(1).max(64),
  price: z.number().nonnegative().max(1e12),
  rentFrequency: z.string().trim().max(20).nullable(),
  coverPhotoUrl: z.string().max(2000).nullable(),
  /** Off-plan adverts share the developer's renders: their photos prove nothing. */
  completionStatus: z.string().trim().max(40).nullable().default(null),
  purpose: z.enum(PURPOSES),
  propertyType: z.enum(PROPERTY_TYPES),
  rooms: z.number().int().min(0).max(50).nullable(),
  baths: z.number().int().min(0).max(50).nullable(),
  areaSqft: z.number().positive().max(100_000_000),
  /** The most specific place the advert names. */
  placeId: z.string().trim().min(1).max(200),
  /** offline: what is saved only, at no cost; fresh-or-fetch: one request when nothing fresh is saved; refresh: one. */
  policy: z.enum(['offline', 'fresh-or-fetch', 'refresh']).default('fresh-or-fetch'),
});

/** Other adverts of one unit, or that none was looked for yet (an offline ask with nothing saved). */
export type SameUnitAdverts =
  | { looked: false; externalID: string }
  | {
      looked: true;
      externalID: string;
      /** The other adverts of this unit: those with its photos first, then those that may be it; lowest price first. */
      others: { listing: ListingSummary; match: UnitMatch }[];
      /** Adverts of this kind (shared/market/same-unit `sameKind`) that were compared. */
      compared: number;
      /** The service had more such adverts than one page: those beyond it were not compared. */
      more: boolean;
      requestsSpent: number;
      provenance: Provenance;
      /** What the data service's answer warned of (records it could not read, an area unit that looks wrong). */
      warnings: MessageRef[];
    };

export const RESEARCH_CHANNELS = {
  'research:same-unit': { input: sameUnitInputSchema, output: returns<SameUnitAdverts>() },
  'research:agency-ranking': { input: agencyRankingInputSchema, output: returns<AgencyRanking>() },
  'research:cancel': { input: z.strictObject({ taskId: taskIdSchema }), output: returns<{ cancelled: boolean }>() },
} as const;
