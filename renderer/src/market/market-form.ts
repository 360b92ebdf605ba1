// The Market view's form as the broker fills it, and the market query it becomes (what market:plan, market:load and
// market:analyze take). Pure, so the same form always asks the same market.
import type { TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import type { Purpose } from '#shared/domain/listing';
import type { BedsBucket, MARKET_COMPLETIONS, MARKET_PURPOSES, MarketQueryInput } from '#shared/ipc/contract';
import type { PickedLocation } from '../search';

export type MarketPurpose = (typeof MARKET_PURPOSES)[number];
export type MarketCompletion = (typeof MARKET_COMPLETIONS)[number];
export type MarketCategory = (typeof TRANSACTION_CATEGORY_NAMES)[number] | 'any';
export type MarketPeriod = (typeof TIME_PERIODS)[number];

/** The query accepts one to four places. */
export const MAX_PLACES = 4;

export interface MarketFormState {
  places: PickedLocation[];
  purpose: MarketPurpose;
  category: MarketCategory;
  completion: MarketCompletion;
  /** Empty: every bedroom count. */
  beds: BedsBucket[];
  period: MarketPeriod;
}

/** Sales and rents together by default: yields and the sales-against-rents chart need both. */
export function initialMarketForm(): MarketFormState {
  return { places: [], purpose: 'both', category: 'apartments', completion: 'any', beds: [], period: '12m' };
}

export type FormIssue = 'pickPlace' | 'tooManyPlaces';

export function formIssue(form: MarketFormState): FormIssue | null {
  if (form.places.length === 0) return 'pickPlace';
  if (form.places.length > MAX_PLACES) return 'tooManyPlaces';
  return null;
}

/** The market query of a form; null while the form cannot be asked. */
export function toMarketQuery(form: MarketFormState): MarketQueryInput | null {
  if (formIssue(form) !== null) return null;
  return {
    places: form.places.map((p) => ({ id: p.externalID, name: p.names?.en ?? p.label })),
    purpose: form.purpose,
    completion: form.completion,
    period: form.period,
    ...(form.category === 'any' ? {} : { category: form.category }),
    ...(form.beds.length > 0 ? { beds: [...form.beds].sort((a, b) => a - b) } : {}),
  };
}

/** One string per market: two forms asking the same market have the same key (a place's label does not count). */
export function marketKey(query: MarketQueryInput): string {
  const { places, ...rest } = query;
  return JSON.stringify({ ...rest, places: places.map((p) => p.id) });
}

/** The purposes a query covers, sales first. */
export function purposesOf(purpose: MarketPurpose): Purpose[] {
  return purpose === 'both' ? ['for-sale', 'for-rent'] : [purpose];
}

/** Bedroom chips toggled on and off, kept in order. */
export function toggleBeds(beds: readonly BedsBucket[], bucket: BedsBucket): BedsBucket[] {
  return beds.includes(bucket) ? beds.filter((b) => b !== bucket) : [...beds, bucket].sort((a, b) => a - b);
}

/** Months a period spans. */
export function periodMonths(period: MarketPeriod): number {
  return Number(period.replace('m', ''));
}

const sameIds = (a: readonly PickedLocation[], b: readonly PickedLocation[]): boolean =>
  a.length === b.length && a.every((p, i) => p.externalID === b[i]?.externalID);

/**
 * The places the Market view starts on when it opens, carried from the Listings search (its first four), or null to
 * keep the form's: the broker's own choice here always wins, so places are carried only while the form has none or
 * still holds those carried last time (`carried`), untouched.
 */
export function carriedPlaces(
  current: readonly PickedLocation[],
  carried: readonly PickedLocation[] | null,
  listings: readonly PickedLocation[],
): PickedLocation[] | null {
  const next = listings.slice(0, MAX_PLACES);
  if (next.length === 0) return null;
  const untouched = current.length === 0 || (carried !== null && sameIds(current, carried));
  if (!untouched || sameIds(current, next)) return null;
  return next;
}
