// The one IPC contract: every channel (`domain:action`) with its input schema and output type, and every event.
// Preload, main-process wiring, browser bridge and CLI all derive from this module.
import { z } from 'zod';
import {
  OPERATIONS,
  OPERATION_NAMES,
  type OperationInput,
  type OperationName,
  type OperationParams,
} from '../data-service/operations';
import type { OperationResult } from '../data-service/results';
import { langSchema } from '../domain/lang';
import type { Location } from '../domain/location';
import type { AppError, Result } from '../errors';
import { settingsPatchSchema, type SettingsView } from '../settings';

/** A compile-time marker for a channel's output type; carries no runtime value. */
export interface Returns<T> {
  readonly __returns?: T;
}
const returns = <T>(): Returns<T> => ({});

export type DataSourceKind = 'demo' | 'live';
export type HostKind = 'electron' | 'browser' | 'cli' | 'test';

export interface AppInfo {
  name: string;
  version: string;
  host: HostKind;
  source: DataSourceKind;
}

/** Where an answer came from and when it was fetched from the data service. */
export interface Provenance {
  source: DataSourceKind;
  fetchedAt: string;
  fromCache: boolean;
  /** True when the cache answered because the service could not (offline, failing) or was not asked. */
  stale: boolean;
}

export interface LocationSearchResult {
  query: string;
  locations: Location[];
  total: number;
  provenance: Provenance;
}

export const CACHE_POLICIES = ['fresh-or-fetch', 'refresh', 'offline'] as const;

/** One answer of the data service as the app sees it: normalized, with where and when it came from. */
export interface DataAnswer<N extends OperationName = OperationName> {
  operation: N;
  result: OperationResult<N>;
  provenance: Provenance;
  /** Things the broker should know about this answer (results outside the requested places, unreadable records). */
  warnings: string[];
}

export type CachePolicy = (typeof CACHE_POLICIES)[number];

export type DataRequest = {
  [N in OperationName]: { operation: N; params: OperationInput<N>; policy?: CachePolicy };
}[OperationName];
export type ParsedDataRequest = {
  [N in OperationName]: { operation: N; params: OperationParams<N>; policy?: CachePolicy };
}[OperationName];

/** `{ operation, params }` for any of the 16 operations, each with its own parameter schema. */
const dataRequest = z.discriminatedUnion(
  'operation',
  OPERATION_NAMES.map((operation) =>
    z.strictObject({
      operation: z.literal(operation),
      params: OPERATIONS[operation].params,
      policy: z.enum(CACHE_POLICIES).optional(),
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<ParsedDataRequest, DataRequest>;

const taskIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a short id');

export interface FetchAllPlan {
  totalPages: number;
  totalItems: number;
  pagesPlanned: number;
  requestsNeeded: number;
  capped: boolean;
}

export interface FetchAllSummary {
  taskId: string;
  pagesFetched: number;
  itemsFetched: number;
  requestsSpent: number;
  cancelled: boolean;
}

export interface ConnectionTestResult {
  ok: boolean;
  message: string;
  latencyMs: number;
}

export interface UsageView {
  source: DataSourceKind;
  today: number;
  thisMonth: number;
  rateLimits: Record<string, string> | null;
  rateLimitsObservedAt: string | null;
  /** Outcome of the most recent request: whether the service answered. */
  lastOutcome: 'ok' | 'failed' | null;
}

export interface CacheStatsView {
  fileBytes: number;
  responses: number;
  oldest: string | null;
  newest: string | null;
  listings: number;
  transactions: number;
}

export const CHANNELS = {
  'app:info': { input: z.strictObject({}), output: returns<AppInfo>() },
  'locations:search': {
    input: z.strictObject({
      query: z.string().trim().min(1, 'type at least one letter').max(100, 'is longer than 100 characters'),
      lang: langSchema,
    }),
    output: returns<LocationSearchResult>(),
  },
  'data:fetch': { input: dataRequest, output: returns<DataAnswer>() },
  'data:plan-all': { input: dataRequest, output: returns<FetchAllPlan>() },
  'data:fetch-all': {
    input: z.strictObject({ taskId: taskIdSchema, request: dataRequest }),
    output: returns<FetchAllSummary>(),
  },
  'data:cancel': { input: z.strictObject({ taskId: taskIdSchema }), output: returns<{ cancelled: boolean }>() },
  'settings:get': { input: z.strictObject({}), output: returns<SettingsView>() },
  'settings:update': { input: settingsPatchSchema, output: returns<SettingsView>() },
  'key:set': {
    input: z.strictObject({
      key: z
        .string()
        .trim()
        .min(8, 'looks too short for an API key')
        .max(512)
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces'),
    }),
    output: returns<SettingsView>(),
  },
  'key:clear': { input: z.strictObject({}), output: returns<SettingsView>() },
  'connection:test': { input: z.strictObject({}), output: returns<ConnectionTestResult>() },
  'usage:get': { input: z.strictObject({}), output: returns<UsageView>() },
  'cache:stats': { input: z.strictObject({}), output: returns<CacheStatsView>() },
  'cache:purge': {
    input: z.strictObject({ olderThanDays: z.number().min(0).max(3650) }),
    output: returns<{ removed: number; stats: CacheStatsView }>(),
  },
} as const satisfies Record<`${string}:${string}`, { input: z.ZodType; output: Returns<unknown> }>;

export type Channel = keyof typeof CHANNELS;
export type ChannelInput<C extends Channel> = z.input<(typeof CHANNELS)[C]['input']>;
export type ChannelParsedInput<C extends Channel> = z.output<(typeof CHANNELS)[C]['input']>;
export type ChannelOutput<C extends Channel> = NonNullable<(typeof CHANNELS)[C]['output']['__returns']>;

export const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(CHANNELS, name);
}

/** Events pushed from the core to the renderer (IPC send, or server-sent events in browser mode). */
export const EVENTS = {
  'fetch:progress': z.object({
    taskId: z.string(),
    pagesDone: z.number().int(),
    pagesTotal: z.number().int().nullable(),
    requestsSpent: z.number().int(),
  }),
  'app:notice': z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string() }),
  /** One page of a fetch-all, as it arrives (pages may arrive out of order). */
  'fetch:page': z.object({
    taskId: z.string(),
    page: z.number().int(),
    items: z.array(z.unknown()),
    fromCache: z.boolean(),
    fetchedAt: z.string(),
  }),
} as const satisfies Record<`${string}:${string}`, z.ZodType>;

export type AppEvent = keyof typeof EVENTS;
export type EventPayload<E extends AppEvent> = z.output<(typeof EVENTS)[E]>;
export const EVENT_NAMES = Object.keys(EVENTS) as AppEvent[];

export function isAppEvent(name: unknown): name is AppEvent {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(EVENTS, name);
}

/** What the renderer sees as `window.api`, in Electron and in browser mode alike. */
export interface AqarApi {
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<Result<ChannelOutput<C>>>;
  on<E extends AppEvent>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

export type { AppError, Result };
