// Channels of the opportunities a broker can act on: the acquisition radar (listings scored for a new mandate or a
// lower price) and what adverts sold for (gone adverts matched to the transactions they became), from what is
// stored (no request).
import { z } from 'zod';
import { PURPOSES } from '../../data-service/params';
import { RADAR_FACTORS, type RadarView } from '../../domain/radar';
import type { SoldView } from '../../domain/sold';
import { placePickSchema } from './analytics';
import { returns } from './returns';

const rowId = z.number().int('must be a whole number').min(1, 'must be a row id');

export const radarInputSchema = z
  .strictObject({
    /** A place's current listings (stored from searches). */
    place: placePickSchema.optional(),
    /** Or a watched item's (a saved search, a firm) latest snapshot. */
    itemId: rowId.optional(),
    purpose: z.enum(PURPOSES),
    /** Each factor's weight, 0 to 10 (0 leaves it out); those not given keep their defaults. */
    weights: z
      .partialRecord(z.enum(RADAR_FACTORS), z.number().min(0, 'must be 0 or more').max(10, 'must be at most 10'))
      .optional(),
  })
  .refine((i) => (i.place === undefined) !== (i.itemId === undefined), {
    message: 'name a place or a watched item (one of them)',
    path: ['place'],
  });
export type RadarInputValue = z.input<typeof radarInputSchema>;

export const soldInputSchema = z.strictObject({
  /** The place whose gone adverts (from the stored history) and stored transactions are matched. */
  place: placePickSchema,
  /** Only adverts and transactions of this many bedrooms (0 a studio). */
  beds: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 (a studio) or more')
    .max(20, 'must be at most 20')
    .optional(),
});
export type SoldInputValue = z.input<typeof soldInputSchema>;

export const OPPORTUNITY_CHANNELS = {
  'radar:list': { input: radarInputSchema, output: returns<RadarView>() },
  'market:sold': { input: soldInputSchema, output: returns<SoldView>() },
} as const;
