// Channels of the request budget and the offline cache: requests spent, the gateway's limits, the cache's size.
import { z } from 'zod';
import type { DataSourceKind } from './app';
import { returns } from './returns';

export interface UsageView {
  source: DataSourceKind;
  today: number;
  thisMonth: number;
  rateLimits: Record<string, string> | null;
  rateLimitsObservedAt: string | null;
  /** The month's remaining requests and the plan's monthly limit, when the gateway reported them. */
  quotaRemaining: number | null;
  quotaLimit: number | null;
  /** Outcome of the most recent request: whether the service answered. */
  lastOutcome: 'ok' | 'failed' | null;
  /**
   * Colleagues' snapshots pulled from the team this month: each cost 0 requests here; `theirRequests` is what their
   * laptops spent on them. `latest` names the last one pulled: which watch, whose run, when it was taken.
   */
  teamSnapshots: {
    thisMonth: number;
    theirRequests: number;
    latest: {
      watch: string;
      by: string;
      takenAt: string;
      pulledAt: string;
      listings: number;
      theirRequests: number;
    } | null;
  };
}

export interface CacheStatsView {
  fileBytes: number;
  responses: number;
  oldest: string | null;
  newest: string | null;
  listings: number;
  transactions: number;
}

export const STATUS_EVENTS = {
  /** A request was sent (or failed to be): the status bar re-reads the usage at once instead of polling. */
  'usage:changed': z.object({ today: z.number().int(), thisMonth: z.number().int() }),
} as const;

export const STATUS_CHANNELS = {
  'usage:get': { input: z.strictObject({}), output: returns<UsageView>() },
  'cache:stats': { input: z.strictObject({}), output: returns<CacheStatsView>() },
  'cache:purge': {
    input: z.strictObject({ olderThanDays: z.number().min(0).max(3650) }),
    output: returns<{ removed: number; stats: CacheStatsView }>(),
  },
} as const;
