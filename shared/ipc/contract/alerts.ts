// Channels of alerts: rules on a watched item's snapshots, checked against what is stored (never a request of their
// own), and the inbox of what they found.
import { z } from 'zod';
import { ALERT_TRIGGERS, type AlertCheckResult, type AlertRuleView, type AlertView } from '../../domain/alerts';
import { BIDI_REFUSAL, hasBidiControls } from '../../text/bidi-controls';
import { placePickSchema } from './analytics';
import { returns } from './returns';

const rowId = z.number().int('must be a whole number').min(1, 'must be a row id');
const aed = (what: string) =>
  z.number().positive(`${what} must be above zero`).max(10_000_000_000, `${what} is too large`);

export const alertThresholdsSchema = z.strictObject({
  maxPrice: aed('the most asked').optional(),
  maxPerSqft: aed('the most AED per sq ft').optional(),
  minPercent: z.number().gt(0, 'must be above 0%').max(100, 'must be at most 100%').optional(),
  minAed: aed('the smallest cut').optional(),
  purpose: z.enum(['for-sale', 'for-rent']).optional(),
  aboveMedianPct: z.number().gt(0, 'must be above 0%').max(1000, 'must be at most 1000%').optional(),
  belowMedianPct: z.number().gt(0, 'must be above 0%').max(100, 'must be at most 100%').optional(),
});

export const alertAddSchema = z
  .strictObject({
    /** The watched item whose snapshots the rule reads (every trigger but new-transactions). */
    itemId: rowId.optional(),
    /** The place whose stored transactions the rule reads (new-transactions). */
    place: placePickSchema.optional(),
    trigger: z.enum(ALERT_TRIGGERS),
    thresholds: alertThresholdsSchema.default({}),
    /** Named from the item and the trigger when not given. */
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(200, 'is longer than 200 characters')
      .refine((name) => !hasBidiControls(name), BIDI_REFUSAL)
      .optional(),
  })
  .superRefine((rule, ctx) => {
    const { maxPrice, maxPerSqft, minPercent, minAed } = rule.thresholds;
    const listingLimits = maxPrice !== undefined || maxPerSqft !== undefined;
    const cutLimits = minPercent !== undefined || minAed !== undefined;
    if (listingLimits && rule.trigger !== 'new-listings') {
      ctx.addIssue({
        code: 'custom',
        path: ['thresholds'],
        message: 'a most price or AED per sq ft applies to new listings only',
      });
    }
    if (cutLimits && rule.trigger !== 'price-cut') {
      ctx.addIssue({ code: 'custom', path: ['thresholds'], message: 'a smallest cut applies to price cuts only' });
    }
    const median = rule.thresholds.aboveMedianPct !== undefined || rule.thresholds.belowMedianPct !== undefined;
    if ((median || rule.thresholds.purpose !== undefined) && rule.trigger !== 'new-transactions') {
      ctx.addIssue({
        code: 'custom',
        path: ['thresholds'],
        message: 'a purpose or a distance from the median applies to new transactions only',
      });
    }
    if (rule.thresholds.aboveMedianPct !== undefined && rule.thresholds.belowMedianPct !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['thresholds'], message: 'give above or below the median, not both' });
    }
    if (rule.trigger === 'new-transactions' ? rule.place === undefined : rule.itemId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [rule.trigger === 'new-transactions' ? 'place' : 'itemId'],
        message:
          rule.trigger === 'new-transactions'
            ? 'a new-transactions rule reads a place: name the place'
            : "this rule reads a watched item's snapshots: name the item",
      });
    }
    if (rule.itemId !== undefined && rule.place !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'name a watched item or a place, not both' });
    }
    if (rule.trigger === 'price-cut' && !cutLimits) {
      ctx.addIssue({
        code: 'custom',
        path: ['thresholds'],
        message: 'a price-cut rule needs the smallest cut (a percentage, AED, or both)',
      });
    }
  });
export type AlertAddInput = z.input<typeof alertAddSchema>;

export const ALERT_EVENTS = {
  /** A check (after a snapshot) found alerts not seen before: the inbox's unread count and a desktop notification. */
  'alerts:found': z.object({ found: z.number().int(), unread: z.number().int() }),
} as const;

export const ALERT_CHANNELS = {
  'alerts:add': { input: alertAddSchema, output: returns<AlertRuleView>() },
  'alerts:rules': { input: z.strictObject({}), output: returns<AlertRuleView[]>() },
  /** Removes a rule; the alerts it found stay in the inbox until dismissed. */
  'alerts:remove': { input: z.strictObject({ ruleId: rowId }), output: returns<{ removed: boolean }>() },
  /** Reads every rule against the snapshots stored since it was last checked; no request is sent. */
  'alerts:check': { input: z.strictObject({}), output: returns<AlertCheckResult>() },
  'alerts:inbox': {
    input: z.strictObject({
      includeDismissed: z.boolean().optional(),
      limit: z.number().int().min(1).max(5000).optional(),
    }),
    output: returns<{ alerts: AlertView[]; unread: number }>(),
  },
  'alerts:mark': {
    input: z.strictObject({
      ids: z.array(rowId).min(1, 'must name an alert').max(5000),
      read: z.boolean().optional(),
      dismissed: z.boolean().optional(),
    }),
    output: returns<{ changed: number }>(),
  },
} as const;
