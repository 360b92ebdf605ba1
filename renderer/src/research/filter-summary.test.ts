// Pins the one-line summary of a collapsed filter panel: picked names (in the current language), ranges, choices.
import { beforeAll, describe, expect, it } from 'vitest';
import { initialListingSearchState, initialTransactionSearchState } from '../search/forms/models';
import { filterSummary } from './filter-summary';
import { LANGS } from '#shared/domain/lang';
import { loadMessages } from '../i18n/load-messages';
import { sayIn } from '../i18n/say';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

describe('filter summary', () => {
  it('lists the active filters of a listing search by name, places in the current language', () => {
    const form = initialListingSearchState({
      purpose: 'for-rent',
      locations: [{ externalID: '5002', label: 'Dubai Marina', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } }],
      rooms: [0, 2],
      priceMax: '120000',
      sortOrder: 'highest_price',
    });
    const en = filterSummary('listings', form, sayIn('en'), 'en');
    expect(en).toEqual([
      'For rent',
      'Locations: Dubai Marina',
      'Bedrooms: Studio, 2',
      'Price: …–120000 AED',
      'Sort by: Highest price',
    ]);
    const ar = filterSummary('listings', form, sayIn('ar'), 'ar');
    expect(ar.join(' ')).toContain('دبي مارينا');
    // Each language's own colon and list: Chinese a full-width colon and 、, Arabic its و, never ", " glued in code.
    const zh = filterSummary('listings', form, sayIn('zh'), 'zh');
    expect(zh.find((p) => p.includes('2'))).toMatch(/^[^:]+：.+、2$/);
    expect(ar.find((p) => p.includes('2'))).toMatch(/ و\u20682\u2069$/);
  });

  it('names the period of a transaction search and the query of a name search', () => {
    const tx = filterSummary('transactions', initialTransactionSearchState(), sayIn('en'), 'en');
    expect(tx).toContain('Last 12 months');
    expect(filterSummary('agents', { mode: 'name', query: 'chloe' }, sayIn('en'), 'en')).toEqual(['By name: “chloe”']);
  });
});
