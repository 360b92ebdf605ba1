// The saved market analysis at the boundary: what the Market view asks is what may be saved, a bad value names its
// field, the run's cache policy is never kept, and the analysis the CLI prints follows from the query.
import { describe, expect, it } from 'vitest';
import { analysisOf, savedMarketSchema, storedMarket } from './saved-market';

const marina = { id: '5002', name: 'Dubai Marina' };
const jvc = { id: '5006', name: 'Jumeirah Village Circle' };

const issues = (value: unknown) => {
  const parsed = savedMarketSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('savedMarketSchema', () => {
  it('fills the defaults of a market query and keeps the outlier choice', () => {
    const parsed = savedMarketSchema.parse({ query: { places: [marina], purpose: 'for-sale' } });
    expect(parsed).toEqual({
      query: { places: [marina], purpose: 'for-sale', combine: false, completion: 'any', period: '12m' },
      includeOutliers: false,
    });
  });

  it('names the field of a bad value', () => {
    expect(issues({ query: { places: [], purpose: 'for-sale' } })).toEqual(['query.places: pick at least one place']);
    expect(issues({ query: { places: [marina], purpose: 'to-let' } })[0]).toMatch(/^query\.purpose: /);
    expect(issues({ query: { places: [marina], purpose: 'both', beds: [9] } })[0]).toMatch(/^query\.beds\.0: /);
    expect(issues({ query: { places: [marina, marina], purpose: 'both' } })).toEqual([
      'query.places: lists a place twice',
    ]);
    expect(issues({ query: { places: [marina], purpose: 'both' }, analysis: 'chart' })[0]).toMatch(/^analysis: /);
    expect(issues({ query: { places: [marina], purpose: 'both' }, colour: 'red' })[0]).toMatch(/colour/);
  });

  it('refuses what aqar market itself would refuse for the analysis saved', () => {
    expect(issues({ query: { places: [marina], purpose: 'both' }, analysis: 'compare' })).toEqual([
      'query.places: compare needs two to four places',
    ]);
    expect(issues({ query: { places: [marina], purpose: 'both' }, analysis: 'trends' })).toEqual([
      'query.purpose: trends needs for-sale or for-rent',
    ]);
    expect(issues({ query: { places: [marina], purpose: 'for-rent' }, analysis: 'yield' })).toEqual([
      'query.purpose: yield needs both (sales and rents)',
    ]);
  });
});

describe('storedMarket', () => {
  it('drops the run’s cache policy', () => {
    const parsed = savedMarketSchema.parse({ query: { places: [marina], purpose: 'both', policy: 'offline' } });
    expect(storedMarket(parsed).query).not.toHaveProperty('policy');
  });
});

describe('analysisOf', () => {
  const query = (over: object) => savedMarketSchema.parse({ query: { places: [marina], purpose: 'both', ...over } });
  it('is the analysis saved, when one was', () => {
    expect(analysisOf({ ...query({ purpose: 'for-sale' }), analysis: 'outliers' })).toBe('outliers');
  });
  it('reads a market saved in the app as places side by side, else yield of both purposes, else the trend', () => {
    expect(analysisOf(query({ places: [marina, jvc] }))).toBe('compare');
    expect(analysisOf(query({ places: [marina, jvc], combine: true }))).toBe('yield');
    expect(analysisOf(query({}))).toBe('yield');
    expect(analysisOf(query({ purpose: 'for-rent' }))).toBe('trends');
  });
});
