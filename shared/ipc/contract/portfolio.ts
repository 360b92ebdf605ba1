// Channels and events of the watchlist and its snapshots: watch and unwatch, estimate and run a snapshot (its
// cost said before anything is spent, checked against the month's quota), the runs, and the snapshot schedule.
import type { MessageRef } from '../../messages/message-ref';
import { z } from 'zod';
import { idString } from '../../data-service/params';
import type { OperationName } from '../../data-service/operations';
import {
  RUN_STATUSES,
  RUN_TRIGGERS,
  type SnapshotPoint,
  type SnapshotRunView,
  type WatchItem,
  type WatchKind,
} from '../../domain/portfolio';
import { taskIdSchema } from './data';
import { BIDI_REFUSAL, hasBidiControls } from '../../text/bidi-controls';
import { returns } from './returns';

const rowId = z.number().int('must be a whole number').min(1, 'must be a row id');

export const watchAddSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(['agency', 'developer', 'agent']),
    externalID: idString(),
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(200, 'is longer than 200 characters')
      .refine((name) => !hasBidiControls(name), BIDI_REFUSAL),
    /** Agents: the owner id /agent-properties takes; looked up with /agent-details when not given. */
    ownerID: idString().optional(),
  }),
  z.strictObject({ kind: z.literal('saved'), savedQueryId: rowId }),
]);

/**
 * What an estimate of an item's snapshot rests on, best first: the pages its last snapshot took; the listing count
 * the data service already gave for it (a picker, a details page, a saved search's last run: one request per page of
 * each list); or nothing (a first snapshot of an item of unknown size: one request per list, the least it costs).
 */
export const ESTIMATE_BASES = ['last-snapshot', 'listing-count', 'unknown'] as const;
export type EstimateBasis = (typeof ESTIMATE_BASES)[number];

/** What a snapshot will cost, from what is known of each item; estimating spends no request. */
export interface SnapshotEstimate {
  items: {
    itemId: number;
    kind: WatchKind;
    name: string;
    /** Lists fetched: 1, or 3 for a developer (sale, rent, projects). */
    lists: number;
    /** Requests this item's snapshot is expected to take (a lower bound when the basis is unknown). */
    estimatedRequests: number;
    basis: EstimateBasis;
    /** With a listing-count basis: the listings (and projects) the count said, and when the service said it. */
    listings: number | null;
    countAt: string | null;
  }[];
  /** Sum over the items. */
  estimatedRequests: number;
  /** The weakest basis of the items: any unknown makes the sum a lower bound ("at least"). */
  basis: EstimateBasis;
  estimatedSeconds: number;
  quotaRemaining: number | null;
  quotaLimit: number | null;
  /** Requests snapshots spent this month (all triggers). */
  spentThisMonth: number;
}

/** The plan of one run, made from page 1 of each list (those requests are already spent). */
export interface SnapshotPlan {
  lists: { operation: OperationName; totalPages: number; totalItems: number }[];
  pages: number;
  listings: number;
  /** Requests the whole snapshot costs, page 1 of each list included. */
  requests: number;
  /** Of which already spent making the plan. */
  requestsForPlan: number;
  estimatedSeconds: number;
  quotaRemaining: number | null;
  quotaLimit: number | null;
  /** The most this run was allowed to spend (a budget), when one applied. */
  limit: number | null;
}

export interface SnapshotRunResult {
  run: SnapshotRunView;
  item: WatchItem;
  plan: SnapshotPlan | null;
  snapshot: SnapshotPoint | null;
  /** Against the item's previous complete snapshot. */
  changes: { added: number; removed: number; repriced: number } | null;
  /** Lists that came back short, worded where shown. */
  warnings: MessageRef[];
}

export interface SnapshotScheduleView {
  /** Snapshots run by themselves while the app runs. */
  enabled: boolean;
  intervalHours: number;
  /** The most scheduled snapshots may spend in a calendar month; null: only the gateway's quota limits them. */
  monthlyBudget: number | null;
  /** Requests of the gateway's remaining quota that scheduled snapshots leave for the broker. */
  quotaReserve: number;
  /** A snapshot larger than this many pages is refused rather than taken incomplete. */
  maxPagesPerSnapshot: number;
  lastTickAt: string | null;
  /** When the next watched item is due (now, if one is overdue); null with nothing watched. */
  nextDueAt: string | null;
  spentThisMonth: number;
}

export const schedulePatchSchema = z.strictObject({
  enabled: z.boolean().optional(),
  intervalHours: z
    .number()
    .min(1, 'must be at least 1 hour')
    .max(24 * 31, 'must be at most 31 days')
    .optional(),
  monthlyBudget: z.number().int().min(0).max(10_000_000).nullable().optional(),
  quotaReserve: z.number().int().min(0).max(10_000_000).optional(),
  maxPagesPerSnapshot: z.number().int().min(1).max(10_000).optional(),
});
export type SchedulePatch = z.infer<typeof schedulePatchSchema>;

export const PORTFOLIO_CHANNELS = {
  'watch:list': {
    input: z.strictObject({ includeRemoved: z.boolean().optional() }),
    output: returns<WatchItem[]>(),
  },
  'watch:add': { input: watchAddSchema, output: returns<WatchItem>() },
  /** Stops watching; the item's snapshots stay in its history. */
  'watch:remove': { input: z.strictObject({ itemId: rowId }), output: returns<{ removed: boolean }>() },
  'snapshot:estimate': {
    input: z.strictObject({ itemIds: z.array(rowId).max(1000).optional() }),
    output: returns<SnapshotEstimate>(),
  },
  'snapshot:run': {
    input: z.strictObject({
      itemId: rowId,
      taskId: taskIdSchema,
      /** Refuse, after the plan, a snapshot that would cost more than this. */
      maxRequests: z.number().int().min(0).optional(),
      /**
       * When a run of several items started (ms since the epoch): an item another run snapshotted since then is
       * refused as `busy` rather than paid for a second time.
       */
      skipIfTakenSince: z.number().int().min(0).optional(),
    }),
    output: returns<SnapshotRunResult>(),
  },
  'snapshot:cancel': { input: z.strictObject({ taskId: taskIdSchema }), output: returns<{ cancelled: boolean }>() },
  'snapshot:runs': {
    input: z.strictObject({ itemId: rowId.optional(), limit: z.number().int().min(1).max(500).optional() }),
    output: returns<SnapshotRunView[]>(),
  },
  'snapshot:schedule-get': { input: z.strictObject({}), output: returns<SnapshotScheduleView>() },
  'snapshot:schedule-set': { input: schedulePatchSchema, output: returns<SnapshotScheduleView>() },
} as const;

export const PORTFOLIO_EVENTS = {
  /** A run's plan, once page 1 of each list told its size. */
  'snapshot:planned': z.object({
    taskId: z.string(),
    itemId: z.number().int(),
    runId: z.number().int(),
    /** Who started it: a run this window did not start is shown under its item's row all the same. */
    trigger: z.enum(RUN_TRIGGERS),
    pages: z.number().int(),
    listings: z.number().int(),
    /** Requests the whole snapshot costs, page 1 of each list included. */
    requests: z.number().int(),
    /** Of which already spent making the plan (page 1 of each list not answered from the cache). */
    requestsForPlan: z.number().int(),
    estimatedSeconds: z.number(),
    quotaRemaining: z.number().nullable(),
  }),
  'snapshot:progress': z.object({
    taskId: z.string(),
    itemId: z.number().int(),
    runId: z.number().int(),
    trigger: z.enum(RUN_TRIGGERS),
    pagesDone: z.number().int(),
    pagesTotal: z.number().int(),
    requestsSpent: z.number().int(),
  }),
  /** Any run's end, scheduled ones included, so open views refresh. */
  'snapshot:finished': z.object({
    taskId: z.string(),
    itemId: z.number().int(),
    runId: z.number().int(),
    trigger: z.enum(RUN_TRIGGERS),
    status: z.enum(RUN_STATUSES),
    snapshotId: z.number().int().nullable(),
    /** What the run paid for, also when it failed and the workspace could not record it (a full disk). */
    requestsSpent: z.number().int(),
  }),
} as const;
