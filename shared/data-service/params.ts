// Building blocks for operation parameter schemas: enums of the spec and list/number coercions.
import { z } from 'zod';
import { DATA_LANGS } from '../domain/lang';
import { onFirstUse } from '../first-use';

export const PURPOSES = ['for-sale', 'for-rent'] as const;
export const SORT_ORDERS = ['popular', 'latest', 'verified', 'broker_first', 'lowest_price', 'highest_price'] as const;
export const COMPLETION_STATUSES = ['completed', 'under-construction', 'any'] as const;
export const FURNISHINGS = ['furnished', 'unfurnished'] as const;
export const RENT_FREQUENCIES = ['yearly', 'monthly', 'weekly', 'daily'] as const;
export const COMPLETION_PERCENTAGES = ['any', '0-25', '25-50', '50-75', '75-100'] as const;
export const TIME_PERIODS = ['1m', '3m', '6m', '12m', '24m'] as const;
export const TRANSACTION_SORTS = ['date_desc', 'date_asc', 'price_desc', 'price_asc', 'area_desc', 'area_asc'] as const;
export const AGENT_CATEGORIES = ['residential', 'commercial'] as const;

export const RESIDENTIAL_TYPES = [
  'apartments',
  'townhouses',
  'penthouse',
  'villas',
  'villa-compound',
  'hotel-apartments',
  'residential-plots',
  'residential-floors',
  'residential-building',
] as const;
export const COMMERCIAL_TYPES = [
  'offices',
  'warehouses',
  'commercial-villas',
  'commercial-plots',
  'commercial-buildings',
  'industrial-land',
  'showrooms',
  'shops',
  'labour-camps',
  'bulk-units',
  'commercial-floors',
  'factories',
  'mixed-use-land',
] as const;
export const PROPERTY_TYPES = ['residential', 'commercial', ...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES] as const;

export const TRANSACTION_CATEGORY_NAMES = ['residential', 'commercial', 'apartments', 'villas', 'townhouses'] as const;
/** Numeric category ids the spec gives for /transactions `category_ids`. */
export const TRANSACTION_CATEGORY_IDS = { '1': 'residential', '2': 'commercial', '4': 'apartments' } as const;
/**
 * category_ids values real gateways take beyond the spec: `3` (villas and townhouses together) and commercial type
 * names. Each maps to its spec equivalent, or to null when the spec has none; a connection profile says which of
 * them its gateway takes as they are.
 */
export const GATEWAY_CATEGORY_EQUIVALENTS: Readonly<Record<string, readonly string[] | null>> = {
  '3': ['villas', 'townhouses'],
  ...Object.fromEntries(COMMERCIAL_TYPES.map((type) => [type, null])),
};
export const GATEWAY_CATEGORY_VALUES = ['3', ...COMMERCIAL_TYPES] as const;

function splitCommaList(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
  }
  if (typeof value === 'number') return [value];
  return value;
}

/** A comma-separated list: accepts an array or a "a,b,c" string, yields a non-empty array. */
export function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess(splitCommaList, z.array(item).min(1, 'must list at least one value'));
}

/** An integer that may arrive as a numeric string (CLI flags, query strings). */
export const intParam = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number<unknown>().int('must be a whole number').min(min).max(max);

// The schemas below are made on first use (each a function returning the one it made): the window's first script holds
// them, and its first frame parses none.

/** A non-negative number that may arrive as a numeric string. */
export const numberParam = onFirstUse(() => z.coerce.number<unknown>().finite('must be a number').min(0));

export const boolParam = onFirstUse(() =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()),
);

export const idString = onFirstUse(() => z.string().trim().min(1, 'must not be empty').max(200));
export const queryString = onFirstUse(() => z.string().trim().min(1, 'must not be empty').max(200));
export const pageParam = onFirstUse(() => intParam(1, 100_000));
export const langsParam = onFirstUse(() => commaList(z.enum(DATA_LANGS)));
export const singleLangParam = onFirstUse(() => z.enum(DATA_LANGS));
export const bedroomList = onFirstUse(() => commaList(intParam(0, 50)));
