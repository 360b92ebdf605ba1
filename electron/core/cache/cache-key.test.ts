import { describe, expect, it } from 'vitest';
import { validateParams } from '../client/data-service-client';
import { cacheKey } from './cache-key';
import { isFresh } from './freshness';

const key = (operation: Parameters<typeof validateParams>[0], input: Record<string, unknown>, source = 'demo') =>
  cacheKey(source, operation, validateParams(operation, input as never));

describe('canonical cache keys', () => {
  it('ignore parameter order, list order, duplicates and spelled-out defaults', () => {
    const a = key('search-property', { purpose: 'for-sale', rooms: '2,1', location_ids: '5002' });
    expect(
      key('search-property', {
        location_ids: ['5002'],
        rooms: [1, 2, 2],
        purpose: 'for-sale',
        page: 1,
        langs: 'en',
        sort_order: 'popular',
      }),
    ).toBe(a);
    expect(key('search-property', { purpose: 'for-sale', rooms: '1,2', location_ids: '5002', page: 2 })).not.toBe(a);
    expect(key('transactions', { purpose: 'for-rent', time_period: '12m', completion_status: 'any' })).toBe(
      key('transactions', { purpose: 'for-rent' }),
    );
    expect(key('search-new-projects', { property_type: 'residential' })).toBe(key('search-new-projects', {}));
  });

  it('keep the first language first: a place path comes in it, so a Chinese look-up never gets a Russian answer', () => {
    const zh = key('autocomplete', { query: 'marina', langs: 'zh,en,ar,ru' });
    expect(key('autocomplete', { query: 'marina', langs: 'zh,ru,ar,en' })).toBe(zh);
    expect(key('autocomplete', { query: 'marina', langs: 'ru,zh,en,ar' })).not.toBe(zh);
    expect(key('autocomplete', { query: 'marina', langs: 'en' })).toBe(key('autocomplete', { query: 'marina' }));
  });

  it('keep sources apart', () => {
    expect(key('autocomplete', { query: 'jvc' }, 'demo')).not.toBe(
      key('autocomplete', { query: 'jvc' }, 'https://x#h'),
    );
  });

  it('freshness is per operation', () => {
    const now = Date.now();
    expect(isFresh('autocomplete', now - 7 * 86_400_000, now)).toBe(true);
    expect(isFresh('search-property', now - 2 * 3_600_000, now)).toBe(false);
    expect(isFresh('transactions', now - 3_600_000, now)).toBe(true);
  });
});
