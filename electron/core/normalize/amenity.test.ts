import { beforeAll, describe, expect, it } from 'vitest';
import { applyDrift } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { normalizeAmenity } from './amenity';
import { normalizeOperation } from './normalize-operation';

let market: Market;
beforeAll(() => {
  market = createMarket({ day: 330 });
});

function demo(path: string): Record<string, unknown> {
  const response = handleDemoRequest(market, { method: 'GET', url: new URL(`http://x${path}`), header: () => null });
  return (JSON.parse(response.body) as { data: Record<string, unknown> }).data;
}

const SQFT = { areaUnit: 'sqft' } as const;

describe('normalizeAmenity', () => {
  it('reads the spec shape', () => {
    expect(normalizeAmenity({ value: 'Balcony', count: 23718, highlighted: 'B<em>a</em>lcony' })).toEqual({
      value: 'Balcony',
      count: 23718,
      highlighted: 'B<em>a</em>lcony',
    });
  });

  it('accepts nulls, counts as strings, `text` for the name and bare strings', () => {
    expect(normalizeAmenity({ text: 'Gym', count: '12', highlighted: null })).toEqual({
      value: 'Gym',
      count: 12,
      highlighted: null,
    });
    expect(normalizeAmenity('Pool')).toEqual({ value: 'Pool', count: null, highlighted: null });
  });

  it('rejects amenities without a name or with a count that is not a number', () => {
    const page = normalizeOperation(
      'amenities-search',
      { amenities: [{ value: 'Gym', count: 1 }, { count: 3 }, { value: 'Spa', count: 'some' }], total: 3 },
      SQFT,
    );
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 1, pageSize: null, rejected: 2 });
  });

  it('reads the demo answer, plain and drifted', () => {
    const data = demo('/amenities-search?query=a');
    const page = normalizeOperation('amenities-search', data, SQFT)!;
    expect(page).toMatchObject({ total: data.total, rejected: 0, pageSize: null });
    expect(page.items.length).toBe(data.total);
    expect(normalizeOperation('amenities-search', applyDrift(data, createRng(4)), SQFT)?.items).toEqual(page.items);
  });
});
