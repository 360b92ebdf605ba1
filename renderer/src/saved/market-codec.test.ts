// The market on screen saved and read back: the Market view's form asks the same market again (same key), with the
// places as chips by name, "any" category kept as any, and no cache policy saved.
import { describe, expect, it } from 'vitest';
import { savedMarketSchema, storedMarket } from '#shared/ipc/contract';
import { initialMarketForm, marketKey, toMarketQuery, type MarketFormState } from '../market/market-form';
import { marketFormFromSaved, savedMarketOf } from './market-codec';

const marina = { externalID: '5002', label: 'دبي مارينا', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } };
const jvc = { externalID: '5006', label: 'Jumeirah Village Circle' };

/** What the workspace gives back for a form saved from the Market view. */
function roundTrip(form: MarketFormState, includeOutliers = false) {
  const query = toMarketQuery(form)!;
  const saved = storedMarket(savedMarketSchema.parse(savedMarketOf({ ...query, policy: 'offline' }, includeOutliers)));
  return { query, saved, form: marketFormFromSaved(saved) };
}

describe('market codec', () => {
  it('refills the form with the same market: places named as saved, filters as chosen', () => {
    const form: MarketFormState = {
      places: [marina, jvc],
      purpose: 'for-rent',
      category: 'villas',
      completion: 'off-plan',
      beds: [3, 1],
      period: '24m',
    };
    const back = roundTrip(form);
    expect(back.form).toEqual({
      places: [
        { externalID: '5002', label: 'Dubai Marina' },
        { externalID: '5006', label: 'Jumeirah Village Circle' },
      ],
      purpose: 'for-rent',
      category: 'villas',
      completion: 'off-plan',
      beds: [1, 3],
      period: '24m',
    });
    expect(marketKey(toMarketQuery(back.form)!)).toBe(marketKey(back.query));
  });

  it('keeps "any" category as any, and every bedroom count as none chosen', () => {
    const back = roundTrip({ ...initialMarketForm(), places: [jvc], category: 'any' });
    expect(back.form.category).toBe('any');
    expect(back.form.beds).toEqual([]);
    expect(marketKey(toMarketQuery(back.form)!)).toBe(marketKey(back.query));
  });

  it('saves the outlier choice and never the cache policy', () => {
    const back = roundTrip({ ...initialMarketForm(), places: [jvc] }, true);
    expect(back.saved.includeOutliers).toBe(true);
    expect(back.saved.query).not.toHaveProperty('policy');
  });
});
