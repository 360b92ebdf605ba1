// The form becomes the market query the core takes: places by id, beds sorted, "any" left out; keys ignore labels.
import { describe, expect, it } from 'vitest';
import { marketQuerySchema } from '#shared/ipc/contract';
import {
  carriedPlaces,
  formIssue,
  initialMarketForm,
  marketKey,
  purposesOf,
  toMarketQuery,
  toggleBeds,
} from './market-form';

const marina = { externalID: '5002', label: 'دبي مارينا', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } };

describe('market form', () => {
  it('asks nothing without a place, and at most four places', () => {
    expect(formIssue(initialMarketForm())).toBe('pickPlace');
    expect(toMarketQuery(initialMarketForm())).toBeNull();
    const five = Array.from({ length: 5 }, (_, i) => ({ externalID: String(5000 + i), label: `P${i}` }));
    expect(formIssue({ ...initialMarketForm(), places: five })).toBe('tooManyPlaces');
  });

  it('makes a query the contract accepts, naming places in English', () => {
    const query = toMarketQuery({ ...initialMarketForm(), places: [marina], beds: [2, 1] });
    expect(query).toEqual({
      places: [{ id: '5002', name: 'Dubai Marina' }],
      purpose: 'both',
      completion: 'any',
      period: '12m',
      category: 'apartments',
      beds: [1, 2],
    });
    expect(marketQuerySchema.safeParse(query).success).toBe(true);
  });

  it('leaves "any" category and every bedroom count out of the query', () => {
    const query = toMarketQuery({ ...initialMarketForm(), places: [marina], category: 'any' });
    expect(query).not.toHaveProperty('category');
    expect(query).not.toHaveProperty('beds');
  });

  it('keys a market by ids, not by the label it was picked with', () => {
    const a = toMarketQuery({ ...initialMarketForm(), places: [marina] })!;
    const b = toMarketQuery({ ...initialMarketForm(), places: [{ ...marina, names: { en: 'Marina' } }] })!;
    expect(marketKey(a)).toBe(marketKey(b));
  });

  it('toggles bedroom chips in order and lists purposes sales first', () => {
    expect(toggleBeds([2], 0)).toEqual([0, 2]);
    expect(toggleBeds([0, 2], 2)).toEqual([0]);
    expect(purposesOf('both')).toEqual(['for-sale', 'for-rent']);
    expect(purposesOf('for-rent')).toEqual(['for-rent']);
  });
});

// Issue 34: opening Market after a Listings search for JVC started on an empty form.
describe('the place carried from the Listings search', () => {
  const jvc = { externalID: '5006', label: 'Jumeirah Village Circle' };
  const bay = { externalID: '5003', label: 'Business Bay' };

  it('starts an empty form on the places searched', () => {
    expect(carriedPlaces([], null, [jvc])).toEqual([jvc]);
    expect(carriedPlaces([], null, [])).toBeNull();
    const five = Array.from({ length: 5 }, (_, i) => ({ externalID: String(5000 + i), label: `P${i}` }));
    expect(carriedPlaces([], null, five)).toEqual(five.slice(0, 4));
  });

  it('follows a new search while the carried places are untouched, and never replaces the broker’s own', () => {
    expect(carriedPlaces([jvc], [jvc], [bay])).toEqual([bay]);
    expect(carriedPlaces([jvc], [jvc], [jvc])).toBeNull();
    // Picked here (nothing carried, or the carried ones changed): kept.
    expect(carriedPlaces([marina], null, [jvc])).toBeNull();
    expect(carriedPlaces([jvc, marina], [jvc], [bay])).toBeNull();
  });
});
