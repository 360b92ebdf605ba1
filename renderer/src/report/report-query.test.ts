// The broker's choice of comparables kept in the query, and the market a report rests on.
import { describe, expect, it } from 'vitest';
import type { CmaQueryInput } from '#shared/ipc/contract';
import { marketKey, marketOf, withChoice } from './report-query';

const query: CmaQueryInput = {
  subject: { place: { id: '5002', name: 'Jumeirah Village Circle' }, purpose: 'for-sale', beds: 1, sizeSqft: 750 },
  include: ['A'],
  exclude: ['B'],
};

describe('withChoice', () => {
  it('moves a comparable between the broker’s included and excluded, never in both', () => {
    expect(withChoice(query, 'B', true)).toMatchObject({ include: ['A', 'B'], exclude: [] });
    expect(withChoice(query, 'A', false)).toMatchObject({ include: [], exclude: ['B', 'A'] });
    expect(withChoice(query, 'C', false)).toMatchObject({ include: ['A'], exclude: ['B', 'C'] });
    expect(withChoice({ ...query, include: undefined, exclude: undefined }, 'C', true)).toMatchObject({
      include: ['C'],
      exclude: [],
    });
  });
});

describe('marketOf', () => {
  it('is the CLI’s market: the place, the purpose, the bedrooms beside the subject’s, every completion', () => {
    expect(marketOf({ ...query, period: '6m' })).toEqual({
      places: [{ id: '5002', name: 'Jumeirah Village Circle' }],
      combine: false,
      purpose: 'for-sale',
      completion: 'any',
      beds: [0, 1, 2],
      period: '6m',
    });
  });

  it('keys two queries of the same market alike, whatever the place is called or the comparables chosen', () => {
    const renamed = { ...query, subject: { ...query.subject, place: { id: '5002', name: 'JVC' } }, include: [] };
    expect(marketKey(marketOf(renamed))).toBe(marketKey(marketOf(query)));
  });
});
