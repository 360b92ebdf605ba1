// Every form's own state reads back as it was; one of another kind does not.
import { describe, expect, it } from 'vitest';
import { readFormState } from './form-schemas';
import {
  initialAgencySearchState,
  initialAgentSearchState,
  initialDeveloperSearchState,
  initialListingSearchState,
  initialProjectSearchState,
  initialTransactionSearchState,
} from './models';

const place = { externalID: '5002', label: 'Dubai Marina', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } };

describe('readFormState', () => {
  it('reads back each form’s state as the form holds it, picks and ranges included', () => {
    const states = {
      listings: initialListingSearchState({ purpose: 'for-rent', locations: [place], rooms: [0, 7], priceMin: '1,5' }),
      projects: initialProjectSearchState({ developers: [{ externalID: 'd1', label: 'Emaar', detail: '12' }] }),
      transactions: initialTransactionSearchState({ categories: ['villas'], beds: [3], areaUnit: 'sqm' }),
      agents: initialAgentSearchState({ mode: 'name', query: 'Sara' }),
      agencies: initialAgencySearchState({ location: place }),
      developers: initialDeveloperSearchState({ query: 'Nakheel' }),
    } as const;
    for (const [view, state] of Object.entries(states)) {
      expect(readFormState(view as keyof typeof states, state), view).toEqual(state);
    }
  });

  it('refuses a state with a field of another kind, a value no form offers, or too many picks', () => {
    expect(readFormState('listings', { ...initialListingSearchState(), rooms: 'all' })).toBeNull();
    expect(readFormState('listings', { ...initialListingSearchState(), sortOrder: 'cheapest' })).toBeNull();
    expect(readFormState('transactions', { ...initialTransactionSearchState(), beds: [8] })).toBeNull();
    expect(readFormState('agencies', { ...initialAgencySearchState(), location: { label: 'no id' } })).toBeNull();
    const many = Array.from({ length: 201 }, (_, i) => ({ externalID: String(i), label: 'x' }));
    expect(readFormState('agents', { ...initialAgentSearchState(), locations: many })).toBeNull();
    expect(readFormState('developers', undefined)).toBeNull();
  });
});
