// The Market form and figures read back after a reload: a form of this version comes back; the figures' query is made
// anew from their form, whatever the stored one said.
import { describe, expect, it } from 'vitest';
import { initialMarketForm, toMarketQuery, type MarketFormState } from './market-form';
import { readMarketForm, readShownMarket } from './market-form-schema';

const form: MarketFormState = {
  ...initialMarketForm(),
  places: [{ externalID: '5002', label: 'Dubai Marina' }],
  beds: [2],
};

describe('reading the Market back', () => {
  it('keeps a form of this version, and refuses one with a value no form offers', () => {
    expect(readMarketForm(form)).toEqual(form);
    expect(readMarketForm({ ...form, beds: [6] })).toBeNull();
    expect(readMarketForm({ ...form, purpose: 'lease' })).toBeNull();
    expect(readMarketForm(null)).toBeNull();
  });

  it('asks the figures again for their form’s query, not the stored one, and without the old load’s record', () => {
    const stored = {
      form,
      query: { places: [{ id: 'other', name: 'Elsewhere' }] },
      look: { plan: 1, load: 3 },
      ranAt: 1,
    };
    expect(readShownMarket({ ...stored, load: { steps: 'x' } })).toEqual({
      form,
      query: toMarketQuery(form),
      look: { plan: 1, load: 3 },
      ranAt: 1,
      load: null,
    });
    expect(readShownMarket({ ...stored, form: { ...form, places: [] } })).toBeNull();
    expect(readShownMarket({ ...stored, look: { plan: -1, load: 0 } })).toBeNull();
  });
});
