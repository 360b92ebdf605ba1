import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPERATION_NAMES } from './operations';
import { toQueryString } from './query-string';

describe('operation parameters', () => {
  it('covers the 16 operations of the spec with their page sizes', () => {
    expect(OPERATION_NAMES).toHaveLength(16);
    const sizes = Object.fromEntries(
      OPERATION_NAMES.flatMap((name) => {
        const paging = OPERATIONS[name].paging;
        return 'pageSize' in paging ? [[name, paging.pageSize]] : [];
      }),
    );
    expect(sizes).toEqual({
      'search-property': 24,
      'search-new-projects': 24,
      transactions: 20,
      'agent-search': 40,
      'agent-search-by-name': 20,
      'agent-properties': 25,
      'agency-properties': 25,
      'agency-search': 40,
      'agency-search-by-name': 80,
      'developer-search-by-name': 80,
    });
  });

  it('requires purpose on search-property and names a bad value', () => {
    const schema = OPERATIONS['search-property'].params;
    const missing = schema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['purpose']);
    const bad = schema.safeParse({ purpose: 'for-lease' });
    expect(bad.error?.issues[0]?.path).toEqual(['purpose']);
  });

  it('accepts comma strings or arrays for lists and coerces numbers', () => {
    const parsed = OPERATIONS['search-property'].params.parse({
      purpose: 'for-sale',
      rooms: '1, 2',
      price_min: '500000',
    });
    expect(parsed.rooms).toEqual([1, 2]);
    expect(parsed.price_min).toBe(500000);
  });

  it('refuses rent_frequency on a sale search and inverted ranges', () => {
    const schema = OPERATIONS['search-property'].params;
    expect(schema.safeParse({ purpose: 'for-sale', rent_frequency: 'yearly' }).error?.issues[0]?.path).toEqual([
      'rent_frequency',
    ]);
    expect(schema.safeParse({ purpose: 'for-rent', price_min: 10, price_max: 5 }).error?.issues[0]?.path).toEqual([
      'price_min',
    ]);
  });

  it('bounds pre_handover_payment to 0..100 and checks time_period', () => {
    expect(OPERATIONS['search-new-projects'].params.safeParse({ pre_handover_payment: 101 }).success).toBe(false);
    expect(OPERATIONS['search-new-projects'].params.safeParse({ pre_handover_payment: 100 }).success).toBe(true);
    expect(OPERATIONS.transactions.params.safeParse({ purpose: 'for-rent', time_period: '2m' }).success).toBe(false);
    expect(OPERATIONS.transactions.params.safeParse({ purpose: 'for-rent', category_ids: '1,villas' }).success).toBe(
      true,
    );
  });

  it('takes no langs on agency-details and agency-agents', () => {
    expect(OPERATIONS['agency-details'].params.safeParse({ agency_id: 'a', langs: 'en' }).success).toBe(false);
    expect(OPERATIONS['agency-agents'].params.safeParse({ agency_id: 'a', langs: 'en' }).success).toBe(false);
  });

  it('serializes lists with commas in a stable order', () => {
    expect(toQueryString({ rooms: [1, 2], purpose: 'for-sale', page: undefined })).toBe('purpose=for-sale&rooms=1%2C2');
  });
});
