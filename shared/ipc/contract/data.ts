// Channels of the data service's 16 operations: one answer, place search, and fetch-all tasks with their events.
import { z } from 'zod';
import type { OperationName, PagedOperation } from '../../data-service/operations';
import type { OperationResult } from '../../data-service/results';
import { dataLangSchema } from '../../domain/lang';
import type { Location } from '../../domain/location';
import type { MessageRef } from '../../messages/message-ref';
import type { ErrorCode } from '../../errors';
import type { DataSourceKind } from './app';
import { dataRequestSchema } from './data-request';
import { returns } from './returns';

export * from './data-request';

/** Where an answer came from and when it was fetched from the data service. */
export interface Provenance {
  source: DataSourceKind;
  fetchedAt: string;
  fromCache: boolean;
  /** True when the cache answered because the service could not (offline, failing) or was not asked. */
  stale: boolean;
  /** Why an older saved answer was served instead of a fresh one, when the service failed. */
  fallbackReason?: { code: ErrorCode; message: string; said?: MessageRef };
  /** The data service's own time of a fresh answer (its Date header), when it sent one. */
  serviceTime?: string;
}

export interface LocationSearchResult {
  query: string;
  locations: Location[];
  total: number;
  provenance: Provenance;
}

/** One answer of the data service as the app sees it: normalized, with where and when it came from. */
export interface DataAnswer<N extends OperationName = OperationName> {
  operation: N;
  result: OperationResult<N>;
  provenance: Provenance;
  /**
   * Things the broker should know about this answer (results outside the requested places, unreadable records), as
   * messages the edge words in its language.
   */
  warnings: MessageRef[];
  /** Every result lies outside the places asked for: the service widened the search (a wrong place id). */
  placesMissed?: boolean;
}

/** An answer to any operation, discriminated by `operation`. */
export type AnyDataAnswer = { [N in OperationName]: DataAnswer<N> }[OperationName];

export const taskIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a short id');

/** What "fetch all pages" will cost, said before anything is spent. */
export interface FetchAllPlan {
  operation: PagedOperation;
  totalPages: number;
  totalItems: number;
  /** Pages that will be fetched: all of them, or the cap. */
  pagesPlanned: number;
  /** Planned pages already saved and fresh (or, offline, saved at all): they cost nothing. */
  pagesCached: number;
  /** Requests that will be spent: planned pages not already fresh in the cache. Zero offline. */
  requestsNeeded: number;
  /** What the plan itself spent: page 1, unless it was saved. */
  requestsSpent: number;
  capped: boolean;
  /** The cap in force, so a message can say how to raise it. */
  cap: number;
  /** Seconds the requests take at the configured rate. */
  estimatedSeconds: number;
  /** The month's remaining requests, when the gateway reported a quota. */
  quotaRemaining: number | null;
  quotaLimit: number | null;
  /** True when the plan was made from the cache alone (offline policy). */
  offline: boolean;
}

export interface FetchAllSummary {
  taskId: string;
  pagesFetched: number;
  itemsFetched: number;
  requestsSpent: number;
  cancelled: boolean;
  totalPages: number;
  totalItems: number;
  /** Pages served from older saved answers because the service failed or the run was offline. */
  pagesFromOlderAnswers: number;
  /** The oldest fetch time among the pages served, when any came from older answers (ISO 8601). */
  oldestFetchedAt: string | null;
  /** Pages that could not be had (offline and never saved, or failed with nothing saved). */
  missingPages: number[];
  /** Pages that held only records other pages had given (the service's paging broken), when any. */
  repeatedPages?: number[];
  warnings: MessageRef[];
}

export const DATA_CHANNELS = {
  'locations:search': {
    input: z.strictObject({
      query: z.string().trim().min(1, 'type at least one letter').max(100, 'is longer than 100 characters'),
      lang: dataLangSchema,
    }),
    output: returns<LocationSearchResult>(),
  },
  'data:fetch': { input: dataRequestSchema, output: returns<AnyDataAnswer>() },
  'data:plan-all': { input: dataRequestSchema, output: returns<FetchAllPlan>() },
  'data:fetch-all': {
    input: z.strictObject({
      taskId: taskIdSchema,
      request: dataRequestSchema,
      /** Pages already held by the caller (a resumed fetch-all): not fetched again. */
      skipPages: z.array(z.number().int().min(1).max(100_000)).max(10_000).optional(),
    }),
    output: returns<FetchAllSummary>(),
  },
  'data:cancel': { input: z.strictObject({ taskId: taskIdSchema }), output: returns<{ cancelled: boolean }>() },
} as const;

export const DATA_EVENTS = {
  'fetch:progress': z.object({
    taskId: z.string(),
    pagesDone: z.number().int(),
    pagesTotal: z.number().int().nullable(),
    requestsSpent: z.number().int(),
  }),
  /** One page of a fetch-all, as it arrives (pages may arrive out of order). */
  'fetch:page': z.object({
    taskId: z.string(),
    page: z.number().int(),
    items: z.array(z.unknown()),
    fromCache: z.boolean(),
    stale: z.boolean(),
    fetchedAt: z.string(),
  }),
} as const;
