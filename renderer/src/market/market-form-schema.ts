// The Market form and the figures shown as a reload reads them back from session storage (shell/session-restore.ts):
// parsed, not trusted. A form of another version, or damaged storage, left the Market view unable to draw; such a form
// now opens on its defaults, and figures whose form cannot be read are not asked again. Made when first used.
import { z } from 'zod';
import { TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { onFirstUse } from '#shared/first-use';
import { BEDS_BUCKETS, MARKET_COMPLETIONS, MARKET_PURPOSES } from '#shared/market/market-choices';
import { pickedLocationSchema } from '../search';
import { toMarketQuery, type MarketFormState } from './market-form';
import type { ShownMarket } from './market-store';

function schemas() {
  const form = z.object({
    places: z.array(pickedLocationSchema()).max(200),
    purpose: z.enum(MARKET_PURPOSES),
    category: z.enum([...TRANSACTION_CATEGORY_NAMES, 'any']),
    completion: z.enum(MARKET_COMPLETIONS),
    beds: z.array(z.literal(BEDS_BUCKETS)).max(BEDS_BUCKETS.length),
    period: z.enum(TIME_PERIODS),
  }) satisfies z.ZodType<MarketFormState>;
  const shown = z.object({
    form,
    look: z.object({ plan: z.number().int().min(0), load: z.number().int().min(0) }),
    ranAt: z.number().finite(),
  });
  return { form, shown };
}

const made = onFirstUse(schemas);

/** The Market form read back, or null where it is not one this version's form can show. */
export function readMarketForm(value: unknown): MarketFormState | null {
  const parsed = made().form.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The figures on screen read back, to be computed again: their query made anew from their form (what the figures are
 * of), never taken as stored. The record of the load that fetched them is not read back (it was of that fetch).
 */
export function readShownMarket(value: unknown): Omit<ShownMarket, 'analysis'> | null {
  const parsed = made().shown.safeParse(value);
  if (!parsed.success) return null;
  const query = toMarketQuery(parsed.data.form);
  return query ? { ...parsed.data, query, load: null } : null;
}
