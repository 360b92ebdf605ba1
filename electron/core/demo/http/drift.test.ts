import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import { applyDrift, areasToSquareMetres } from './drift';

describe('drift', () => {
  it('renames transaction fields and converts area to square metres', () => {
    const data = applyDrift(
      {
        hits: [{ transactionId: 't', price: 1_000_000, area: 1076.39, date: '2026-03-04' }],
        nbHits: 1,
        page: 1,
        nbPages: 1,
      },
      createRng(1),
    ) as { hits: Record<string, unknown>[] };
    expect(data.hits[0]).toMatchObject({ price: '1000000', builtup_area_sqm: 100, date_transaction_nk: 20260304 });
    expect(data.hits[0]).not.toHaveProperty('area');
  });

  it('turns listing amenities into objects and adds fields', () => {
    const data = applyDrift(
      { properties: [{ externalID: '1', price: 5, amenities: ['Balcony'] }], total: 1 },
      createRng(1),
    ) as {
      properties: Record<string, unknown>[];
    };
    expect(data.properties[0]!.amenities).toEqual([{ text: 'Balcony', slug: 'balcony' }]);
    expect(data.properties[0]).toHaveProperty('_score');
  });

  it('reports listing areas in square metres when asked', () => {
    expect(areasToSquareMetres({ properties: [{ area: 1076.39 }] })).toEqual({ properties: [{ area: 100 }] });
  });
});
