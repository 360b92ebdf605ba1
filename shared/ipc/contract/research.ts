// Channels of research that the core computes from many pages: the agencies with the most listings in a place.
// Its cost is estimated first with `data:plan-all` on the same /search-property request; progress arrives as
// `fetch:progress` events of the task.
import { z } from 'zod';
import { PURPOSES } from '../../data-service/params';
import { langSchema } from '../../domain/lang';
import type { AgencyRef, Purpose } from '../../domain/listing';
import { taskIdSchema } from './data';
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
  lang: langSchema.optional(),
});

export const RESEARCH_CHANNELS = {
  'research:agency-ranking': { input: agencyRankingInputSchema, output: returns<AgencyRanking>() },
  'research:cancel': { input: z.strictObject({ taskId: taskIdSchema }), output: returns<{ cancelled: boolean }>() },
} as const;
