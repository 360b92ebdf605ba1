// Channels of portfolio history, read from the workspace only (offline, no request): an item's snapshots over
// time, the diff of two snapshots, one listing's price history, the portfolio summary and agency market share.
import { z } from 'zod';
import { idString } from '../../data-service/params';
import type { Localized } from '../../domain/lang';
import type { ItemHistory, ListingHistory, MarketShare, PortfolioSummary, SnapshotDiff } from '../../domain/portfolio';
import { returns } from './returns';

export const HISTORY_STEPS = ['snapshot', 'day', 'week'] as const;
export type HistoryStep = (typeof HISTORY_STEPS)[number];

const rowId = z.number().int('must be a whole number').min(1, 'must be a row id');

export interface KnownPlace {
  externalID: string;
  name: string;
  /** 0 the emirate, 1 the community, 2 below. */
  level: number | null;
  /** The place in every language the offline cache knows it in. */
  names?: Localized;
}

export const HISTORY_CHANNELS = {
  'history:item': {
    input: z.strictObject({
      itemId: rowId,
      /** The level of the location trail for the share by place (default 1, the community). */
      placeLevel: z.number().int().min(0).max(5).optional(),
      /** How many places the share by place names (the rest are "other"). */
      topPlaces: z.number().int().min(1).max(50).optional(),
      /** One point per snapshot (default), or the last snapshot of each UTC day or week (weeks start on Monday). */
      every: z.enum(HISTORY_STEPS).optional(),
    }),
    output: returns<ItemHistory>(),
  },
  /** Default: the item's last two complete snapshots. */
  'history:diff': {
    input: z.strictObject({ itemId: rowId, from: rowId.optional(), to: rowId.optional() }),
    output: returns<SnapshotDiff>(),
  },
  'history:listing': { input: z.strictObject({ externalID: idString() }), output: returns<ListingHistory>() },
  'history:portfolio': { input: z.strictObject({}), output: returns<PortfolioSummary>() },
  'history:market-share': {
    input: z.strictObject({ placeId: idString() }),
    output: returns<MarketShare>(),
  },
  /** Places seen in snapshots, for a place picker that needs no request. */
  'history:places': {
    input: z.strictObject({
      query: z.string().trim().max(100).optional(),
      limit: z.number().int().min(1).max(200).optional(),
    }),
    output: returns<KnownPlace[]>(),
  },
} as const;
