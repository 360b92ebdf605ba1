// Pins that a suggested name keeps the bedrooms chosen, in every language names are made in, for a research search
// and for a market analysis, even when other filters or long place names crowd them out.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { MarketQueryInput } from '#shared/ipc/contract';
import { initialListingSearchState, initialTransactionSearchState } from '../search/forms/models';
import { formatMessage } from '#shared/messages/format-message';
import { bedsChoice } from '#shared/market/market-format';
import { suggestedMarketName, suggestedSearchName } from './search-name';
import { filterParts } from '../research';
import { sayIn } from '../i18n/messages';
import { hasBidiControls, stripBidiControls } from '#shared/text/bidi-controls';
import { savedQueryNameSchema } from '#shared/ipc/contract';

describe('suggested names keep the bedrooms', () => {
  const marina = [{ externalID: '5002', label: 'Dubai Marina', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } }];

  it('names a listing search with its purpose, place and bedrooms before its other filters', () => {
    const form = initialListingSearchState({
      purpose: 'for-sale',
      locations: marina,
      propertyTypes: ['apartments'],
      rooms: [1, 2],
    });
    expect(suggestedSearchName('listings', form, 'en')).toBe(
      'Listings · For sale, Locations: Dubai Marina, Bedrooms: 1, 2',
    );
    for (const lang of LANGS) {
      const name = suggestedSearchName('listings', form, lang);
      // The bedrooms as the filter summary words them in the language, within the name's length.
      const beds = filterParts('listings', form, sayIn(lang), lang).find((p) => p.key === 'rooms')!.text;
      expect(name, lang).toContain(stripBidiControls(beds));
      // A name the broker saves may hold no bidirectional control (savedQueryNameSchema refuses them).
      expect(hasBidiControls(name), lang).toBe(false);
      expect(savedQueryNameSchema.safeParse(name).success, lang).toBe(true);
    }
  });

  it('keeps the bedrooms of a transaction search', () => {
    const form = initialTransactionSearchState({ locations: marina, beds: [0, 3] });
    for (const lang of LANGS) {
      expect(suggestedSearchName('transactions', form, lang)).toContain(formatMessage(lang, 'search.fields.rooms'));
    }
  });

  it('keeps the bedrooms of a market analysis whose places fill the name', () => {
    const query: MarketQueryInput = {
      places: ['Dubai Marina', 'Jumeirah Village Circle', 'Downtown Dubai', 'Business Bay'].map((name, i) => ({
        id: String(5000 + i),
        name,
      })),
      purpose: 'both',
      category: 'apartments',
      beds: [1, 2],
      period: '12m',
    } as MarketQueryInput;
    for (const lang of LANGS) {
      const name = suggestedMarketName(query, lang);
      expect(hasBidiControls(name), lang).toBe(false);
      expect(name.length).toBeLessThanOrEqual(120);
      expect(name, lang).toContain(bedsChoice([1, 2], lang));
    }
  });
});

describe('a market name that fits', () => {
  it('reads as the market heading does', () => {
    const query = {
      places: [{ id: '5002', name: 'Dubai Marina' }],
      purpose: 'for-sale',
      category: 'apartments',
      beds: [1, 2],
      period: '3m',
    } as MarketQueryInput;
    expect(suggestedMarketName(query, 'en')).toBe(
      'Market · Dubai Marina · Sales · Apartments · 1 bed, 2 beds · 3 months',
    );
  });
});
