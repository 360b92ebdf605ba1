// What the compare panel calls its rows: a place's count of listings on the market is of every type and bedroom
// count, so it says so beside "Figures for: Apartment, bedrooms: 1" (issue 34, the research day).
import { describe, expect, it } from 'vitest';
import { LANGS } from '../domain/lang';
import { measureName } from './comparison-names';

describe('measureName', () => {
  it('says a place’s listings on the market are of every type and bedroom count, in every language', () => {
    const row = { id: 'listings', label: 'Listings on the market' };
    expect(measureName(row, 'place', 'en', 'sqft')).toBe('Listings on the market (every type and bedroom count)');
    const names = LANGS.map((lang) => measureName(row, 'place', lang, 'sqft'));
    for (const name of names) expect(name).toMatch(/[(（].+[)）]/);
  });
});
