// A market query as the lists it needs (one /transactions query per place × purpose), their parameters and store
// scopes, and the rule that decides, from what is held, whether a list is stored, can be extended, or is fetched.
import type { OperationInput, OperationParams } from '#shared/data-service/operations';
import type { Purpose } from '#shared/domain/listing';
import type { BedsBucket, CachePolicy, MarketQuery, MarketUnit, PlacePick } from '#shared/ipc/contract';
import { isFresh } from '../cache/freshness';
import { validateParams } from '../client/data-service-client';
import { categoryKey } from '../data/transaction-scope';
import type { Coverage, CoverageScope } from '../store/market-coverage-repo';
import { dayOfInstant, isoToDay, PERIOD_DAYS, type TimePeriod } from './dates';

/** Bedroom counts asked of the service for the bucket "5+": larger homes are rare, and the spec takes a list. */
const FIVE_AND_MORE = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const SERVICE_COMPLETION = { ready: 'completed', 'off-plan': 'under-construction', any: 'any' } as const;

export interface MarketList {
  unit: MarketUnit;
  place: PlacePick;
  purpose: Purpose;
  scope: CoverageScope;
  /** completed, under-construction or any. */
  completion: string;
  /** Canonical bedroom buckets ("1,2", "5" meaning 5+), '*' for all. */
  bedsKey: string;
  period: TimePeriod;
  days: number;
}

export function purposesOf(query: MarketQuery): Purpose[] {
  return query.purpose === 'both' ? ['for-sale', 'for-rent'] : [query.purpose];
}

export function bucketsOf(query: MarketQuery): BedsBucket[] | null {
  return query.beds ? ([...new Set(query.beds)].sort((a, b) => a - b) as BedsBucket[]) : null;
}

export function unitsOf(query: MarketQuery): MarketUnit[] {
  if (query.combine && query.places.length > 1) {
    return [
      {
        key: query.places.map((p) => p.id).join('+'),
        label: query.places.map((p) => p.name).join(' + '),
        placeIds: query.places.map((p) => p.id),
      },
    ];
  }
  return query.places.map((p) => ({ key: p.id, label: p.name, placeIds: [p.id] }));
}

export function listsOf(query: MarketQuery, source: string): MarketList[] {
  const category = query.category ? categoryKey([query.category]) : '*';
  const buckets = bucketsOf(query);
  const lists: MarketList[] = [];
  for (const unit of unitsOf(query)) {
    for (const id of unit.placeIds) {
      const place = query.places.find((p) => p.id === id)!;
      for (const purpose of purposesOf(query)) {
        lists.push({
          unit,
          place,
          purpose,
          scope: { source, locationId: id, category, purpose },
          completion: SERVICE_COMPLETION[query.completion],
          bedsKey: buckets ? buckets.join(',') : '*',
          period: query.period,
          days: PERIOD_DAYS[query.period],
        });
      }
    }
  }
  return lists;
}

/** The /transactions parameters of a list; `oldestFirst` asks for date_asc, to extend a stored span backwards. */
export function paramsOf(list: MarketList, oldestFirst = false): OperationInput<'transactions'> {
  const beds =
    list.bedsKey === '*'
      ? undefined
      : list.bedsKey.split(',').flatMap((b) => (b === '5' ? FIVE_AND_MORE : [Number(b)]));
  return {
    purpose: list.purpose,
    location_ids: list.place.id,
    ...(list.scope.category === '*' ? {} : { category_ids: list.scope.category }),
    ...(list.completion === 'any' ? {} : { completion_status: list.completion as 'completed' | 'under-construction' }),
    ...(beds ? { beds: beds.join(',') } : {}),
    time_period: list.period,
    ...(oldestFirst ? { sort_by: 'date_asc' as const } : {}),
  };
}

/** The same parameters, validated as the data service client will send them. */
export function requestOf(list: MarketList, oldestFirst = false): OperationParams<'transactions'> {
  return validateParams('transactions', paramsOf(list, oldestFirst));
}

/** Whether a held span answers a list's filters: the same or wider completion and bedrooms. */
function answers(coverage: Coverage, list: MarketList): boolean {
  if (coverage.completion !== 'any' && coverage.completion !== list.completion) return false;
  if (coverage.beds === '*') return true;
  if (list.bedsKey === '*') return false;
  const held = new Set(coverage.beds.split(','));
  return list.bedsKey.split(',').every((b) => held.has(b));
}

/** The first day a list's period needs, counted back from the end of a held span. */
export const neededFrom = (coverage: Coverage, list: MarketList): number => isoToDay(coverage.toDate) - list.days + 1;

export type Decision =
  | { action: 'stored'; coverage: Coverage }
  | { action: 'extend'; coverage: Coverage }
  | { action: 'fetch'; coverage: null };

/**
 * stored: a fresh span reaches back over the whole period (a shorter period inside a longer one costs nothing);
 * extend: a fresh span that ends today but starts too late: only the older transactions are fetched, oldest first;
 * fetch: anything else. Offline, whatever is held is used (its age is reported); refresh always fetches.
 */
export function decide(coverages: readonly Coverage[], list: MarketList, policy: CachePolicy, now: number): Decision {
  if (policy === 'refresh') return { action: 'fetch', coverage: null };
  const usable = coverages
    .filter((c) => answers(c, list))
    .sort((a, b) => b.toDate.localeCompare(a.toDate) || a.fromDate.localeCompare(b.fromDate));
  if (policy === 'offline') {
    const best = usable.find((c) => isoToDay(c.fromDate) <= neededFrom(c, list)) ?? usable[0];
    return best ? { action: 'stored', coverage: best } : { action: 'fetch', coverage: null };
  }
  const fresh = usable.filter((c) => isFresh('transactions', c.fetchedAt, now));
  const whole = fresh.find((c) => isoToDay(c.fromDate) <= neededFrom(c, list));
  if (whole) return { action: 'stored', coverage: whole };
  const recent = fresh.find((c) => isoToDay(c.toDate) >= dayOfInstant(now));
  if (recent) return { action: 'extend', coverage: recent };
  return { action: 'fetch', coverage: null };
}

/** The span of days to analyse from a held span: the period counted back from its end, no earlier than held. */
export function analysisSpan(
  coverage: Coverage,
  list: MarketList,
): { fromDay: number; toDay: number; partial: boolean } {
  const needed = neededFrom(coverage, list);
  const held = isoToDay(coverage.fromDate);
  return { fromDay: Math.max(held, needed), toDay: isoToDay(coverage.toDate), partial: held > needed };
}
