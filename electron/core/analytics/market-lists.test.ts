// The reuse rule: a fresh held span that reaches back over the period is used as it is (shorter periods too), one
// that ends today but starts too late is extended with the older months only, anything else is fetched.
import { describe, expect, it } from 'vitest';
import { marketQuerySchema } from '#shared/ipc/contract';
import type { Coverage } from '../store/market-coverage-repo';
import { analysisSpan, decide, listsOf, paramsOf } from './market-lists';

const NOW = Date.UTC(2026, 10, 23, 12);
const HOUR = 3_600_000;
const list = (period: '6m' | '12m', extra: Record<string, unknown> = {}) =>
  listsOf(
    marketQuerySchema.parse({
      places: [{ id: '5002', name: 'Dubai Marina' }],
      purpose: 'for-sale',
      category: 'apartments',
      beds: [1, 2],
      period,
      ...extra,
    }),
    'demo',
  )[0]!;
const held = (fromDate: string, extra: Partial<Coverage> = {}): Coverage => ({
  completion: 'any',
  beds: '1,2',
  fromDate,
  toDate: '2026-11-23',
  fetchedAt: NOW - HOUR,
  ...extra,
});

describe('which lists a market needs', () => {
  it('asks one /transactions list per place and purpose, with the filters', () => {
    const lists = listsOf(
      marketQuerySchema.parse({
        places: [
          { id: '5002', name: 'Dubai Marina' },
          { id: '5003', name: 'JVC' },
        ],
        purpose: 'both',
        beds: [0, 5],
        completion: 'off-plan',
        period: '24m',
      }),
      'demo',
    );
    expect(lists.map((l) => `${l.place.id} ${l.purpose}`)).toEqual([
      '5002 for-sale',
      '5002 for-rent',
      '5003 for-sale',
      '5003 for-rent',
    ]);
    expect(paramsOf(lists[0]!, true)).toEqual({
      purpose: 'for-sale',
      location_ids: '5002',
      completion_status: 'under-construction',
      beds: '0,5,6,7,8,9,10,11,12,13,14,15',
      time_period: '24m',
      sort_by: 'date_asc',
    });
  });
});

describe('the reuse rule', () => {
  it('uses a fresh span over the whole period, and for any shorter period', () => {
    expect(decide([held('2025-11-24')], list('12m'), 'fresh-or-fetch', NOW).action).toBe('stored');
    const shorter = decide([held('2025-11-24')], list('6m'), 'fresh-or-fetch', NOW);
    expect(shorter.action).toBe('stored');
    expect(analysisSpan(shorter.coverage!, list('6m'))).toMatchObject({
      toDay: analysisSpan(shorter.coverage!, list('12m')).toDay,
      partial: false,
    });
  });

  it('extends a fresh span that ends today but starts too late, and fetches a stale or old one', () => {
    expect(decide([held('2026-05-26')], list('12m'), 'fresh-or-fetch', NOW).action).toBe('extend');
    expect(decide([held('2026-05-26', { toDate: '2026-11-21' })], list('12m'), 'fresh-or-fetch', NOW).action).toBe(
      'fetch',
    );
    expect(
      decide([held('2025-11-24', { fetchedAt: NOW - 25 * HOUR })], list('12m'), 'fresh-or-fetch', NOW).action,
    ).toBe('fetch');
  });

  it('takes a wider span (all bedrooms, any completion) but never a narrower one', () => {
    expect(decide([held('2025-11-24', { beds: '*' })], list('12m'), 'fresh-or-fetch', NOW).action).toBe('stored');
    expect(decide([held('2025-11-24', { beds: '1' })], list('12m'), 'fresh-or-fetch', NOW).action).toBe('fetch');
    expect(decide([held('2025-11-24', { completion: 'completed' })], list('12m'), 'fresh-or-fetch', NOW).action).toBe(
      'fetch',
    );
    expect(
      decide(
        [held('2025-11-24', { completion: 'completed' })],
        list('12m', { completion: 'ready' }),
        'fresh-or-fetch',
        NOW,
      ).action,
    ).toBe('stored');
  });

  it('offline uses whatever is held, however old; refresh always fetches', () => {
    const old = held('2026-05-26', { fetchedAt: NOW - 90 * 24 * HOUR });
    const offline = decide([old], list('12m'), 'offline', NOW);
    expect(offline.action).toBe('stored');
    expect(analysisSpan(offline.coverage!, list('12m')).partial).toBe(true);
    expect(decide([held('2025-11-24')], list('12m'), 'refresh', NOW).action).toBe('fetch');
  });
});
