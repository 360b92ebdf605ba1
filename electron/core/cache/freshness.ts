// How long a cached answer stays fresh, per operation: place and amenity names barely change, details and
// transactions move daily, searches hourly.
import type { OperationName } from '#shared/data-service/operations';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const FRESHNESS_MS: Readonly<Record<OperationName, number>> = {
  autocomplete: 21 * DAY,
  'amenities-search': 21 * DAY,
  'property-details': DAY,
  'agent-details': DAY,
  'agency-details': DAY,
  'agency-agents': DAY,
  transactions: DAY,
  'search-property': HOUR,
  'search-new-projects': HOUR,
  'agent-search': HOUR,
  'agent-search-by-name': HOUR,
  'agent-properties': HOUR,
  'agency-search': HOUR,
  'agency-search-by-name': HOUR,
  'agency-properties': HOUR,
  'developer-search-by-name': HOUR,
};

/** fresh-or-fetch: a fresh cached answer or a request; refresh: always a request; offline: the cache only. */
export { CACHE_POLICIES, type CachePolicy } from '#shared/ipc/contract';

export function isFresh(operation: OperationName, fetchedAt: number, now: number): boolean {
  return now - fetchedAt < FRESHNESS_MS[operation];
}
