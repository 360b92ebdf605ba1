// Channels of market analytics: plan what a market costs in requests, load it into the local store (with progress,
// cancellable), then analyse it from the store (zero requests), and place an asking price among transactions.
import { z } from 'zod';
import { PURPOSES, TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '../../data-service/params';
import type {
  ListingPercentile,
  MarketAnalysis,
  MarketLoadSummary,
  MarketPlan,
  PercentileResult,
} from './analytics-results';
import { CACHE_POLICIES, taskIdSchema } from './data';
import { returns } from './returns';
import { BEDS_BUCKETS, MARKET_COMPLETIONS, MARKET_PURPOSES } from '../../market/market-choices';

export * from './analytics-results';

export { BEDS_BUCKETS, MARKET_COMPLETIONS, MARKET_PURPOSES };

export const placePickSchema = z.strictObject({
  /** The place's externalID (from /autocomplete). */
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be a location id from the place picker'),
  /** The name the broker picked, used as the label. */
  name: z.string().trim().min(1, 'must not be empty').max(200, 'is longer than 200 characters'),
});
export type PlacePick = z.infer<typeof placePickSchema>;

const bedsSchema = z
  .array(z.number().int('must be a whole number').min(0).max(5, 'must be 0 to 5 (5 means five or more)'))
  .min(1, 'must list at least one bedroom count')
  .max(6);

/** A listing's percentile question (see shared/market/percentile-ask): its places, most specific first. */
export const percentileAskSchema = z.strictObject({
  places: z.array(placePickSchema).min(1, 'name at least one place').max(12, 'names more than 12 places'),
  purpose: z.enum(PURPOSES),
  beds: z.literal(BEDS_BUCKETS, { error: 'must be 0 to 5 (5 means five or more)' }),
  category: z.enum(TRANSACTION_CATEGORY_NAMES).nullable(),
  pricePerSqft: z.number().positive('must be above zero').max(1_000_000),
});

export const outlierOptionsSchema = z.strictObject({
  /** Leave flagged transactions out of the medians (the default). */
  exclude: z.boolean().default(true),
  /** Scaled MADs from the cell median beyond which a transaction is flagged. */
  k: z.number().min(1, 'must be at least 1').max(10, 'must be at most 10').default(3),
  /** AED/sqft below this share of the place × bedrooms median suggests a non-market transfer. */
  floorRatio: z.number().min(0).max(0.9).default(0.5),
});

export const marketQuerySchema = z
  .strictObject({
    places: z.array(placePickSchema).min(1, 'pick at least one place').max(4, 'pick at most four places'),
    /** Analyse the picked places as one market (a transaction under two of them counts once). */
    combine: z.boolean().default(false),
    purpose: z.enum(MARKET_PURPOSES),
    category: z.enum(TRANSACTION_CATEGORY_NAMES).optional(),
    completion: z.enum(MARKET_COMPLETIONS).default('any'),
    beds: bedsSchema.optional(),
    period: z.enum(TIME_PERIODS).default('12m'),
    policy: z.enum(CACHE_POLICIES).optional(),
  })
  .superRefine((q, ctx) => {
    const ids = q.places.map((p) => p.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['places'], message: 'lists a place twice' });
  });
export type MarketQueryInput = z.input<typeof marketQuerySchema>;
export type MarketQuery = z.output<typeof marketQuerySchema>;

export const ANALYTICS_CHANNELS = {
  /** What the market costs: requests and share of the month's quota; spends at most the first page of each list. */
  'market:plan': { input: marketQuerySchema, output: returns<MarketPlan>() },
  /**
   * The plan when every list of the market is stored (making it then sends no request), else plan null: lets the
   * form say a look costs nothing before the broker asks for an estimate.
   */
  'market:quote': { input: marketQuerySchema, output: returns<{ plan: MarketPlan | null }>() },
  /** Fetches what the plan found missing into the local store, with market:progress events. */
  'market:load': {
    input: z.strictObject({ taskId: taskIdSchema, query: marketQuerySchema }),
    output: returns<MarketLoadSummary>(),
  },
  'market:cancel': { input: z.strictObject({ taskId: taskIdSchema }), output: returns<{ cancelled: boolean }>() },
  /** Every analysis of the market, computed in the worker from the local store: no requests. */
  'market:analyze': {
    input: z.strictObject({
      query: marketQuerySchema,
      outliers: outlierOptionsSchema.prefault({}),
      /** trends: the monthly series only (fast; what `aqar market trends` prints); all: every analysis. */
      sections: z.enum(['trends', 'all']).default('all'),
    }),
    output: returns<MarketAnalysis>(),
  },
  /** Where an asking AED per sq ft falls among stored transactions of its place and bedroom count. */
  'market:percentile': {
    input: z.strictObject({
      place: placePickSchema,
      purpose: z.enum(PURPOSES),
      beds: z.number().int().min(0).max(5, 'must be 0 to 5 (5 means five or more)'),
      category: z.enum(TRANSACTION_CATEGORY_NAMES).optional(),
      completion: z.enum(MARKET_COMPLETIONS).default('any'),
      period: z.enum(TIME_PERIODS).default('12m'),
      pricePerSqft: z.number().positive('must be above zero').max(1_000_000),
      outliers: outlierOptionsSchema.prefault({}),
    }),
    output: returns<PercentileResult>(),
  },
  /**
   * Where a listing's asking AED per sq ft falls: its most specific place with enough stored transactions (its
   * category first, then any), else the place with the most. The property page and the compare panel ask this.
   */
  'market:listing-percentile': { input: percentileAskSchema, output: returns<ListingPercentile>() },
} as const;

export const ANALYTICS_EVENTS = {
  /** Progress of a market:load task, one list (place × purpose) after another. */
  'market:progress': z.object({
    taskId: z.string(),
    step: z.number().int(),
    steps: z.number().int(),
    placeId: z.string(),
    purpose: z.enum(PURPOSES),
    pagesDone: z.number().int(),
    pagesTotal: z.number().int(),
    requestsSpent: z.number().int(),
  }),
} as const;
