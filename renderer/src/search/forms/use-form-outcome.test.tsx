// A form's live check: as it renders, except in the window's first render, where the form is drawn first and checked
// just after (its submit checking the parameters there and then meanwhile).
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OperationInput } from '#shared/data-service/operations';
import { beginFirstRender, endFirstRender, inFirstRender } from '../../api/start-gate';
import { usePreferences } from '../../state/preferences-store';
import { initialListingSearchState, listingSearchParams } from './models';
import { useFormOutcome, type FormOutcome } from './use-form-outcome';

const SHOWN = ['purpose', 'price_min', 'price_max'] as const;

/** The hook's outcome for `params`, as a render of the form would have it (server rendering runs no effect). */
function outcomeOf(params: OperationInput<'search-property'>, filled?: boolean): FormOutcome<'search-property'> {
  let seen: FormOutcome<'search-property'> | null = null;
  function Probe() {
    seen = useFormOutcome('search-property', params, SHOWN, filled);
    return null;
  }
  renderToStaticMarkup(<Probe />);
  if (!seen) throw new Error('the probe did not render');
  return seen;
}

const invalid = listingSearchParams(initialListingSearchState({ priceMin: '900', priceMax: '100' }));
const valid = listingSearchParams(initialListingSearchState({ priceMin: '100', priceMax: '900' }));

// The messages are the interface language's: English here, whatever a file before this one in the worker left.
beforeEach(() => usePreferences.setState({ lang: 'en' }));
afterEach(endFirstRender);

describe('a form’s live check', () => {
  it('checks the parameters as the form renders: messages beside the fields, no submit while invalid', () => {
    const outcome = outcomeOf(invalid);
    expect(outcome.canSubmit).toBe(false);
    expect(outcome.fields).toEqual({ price_min: 'Min price is more than Max price (100).' });
    expect(outcome.request()).toBeNull();
    const fine = outcomeOf(valid);
    expect(fine.canSubmit).toBe(true);
    expect(fine.request()).toEqual({
      operation: 'search-property',
      params: expect.objectContaining({ purpose: 'for-sale', price_min: 100, price_max: 900 }),
    });
  });

  it('in the window’s first render, draws the form unchecked; its submit checks the parameters there and then', () => {
    beginFirstRender();
    const outcome = outcomeOf(invalid);
    expect(outcome.fields).toEqual({});
    expect(outcome.loose).toEqual([]);
    expect(outcome.canSubmit).toBe(true);
    // What a submit would send: nothing for parameters the service would refuse, the parsed ones otherwise.
    expect(outcome.request()).toBeNull();
    expect(outcomeOf(valid).request()).toEqual(outcomeOf(valid).request());
    expect(outcomeOf(valid).request()?.params).toMatchObject({ price_min: 100, price_max: 900 });
  });

  it('in the window’s first render, keeps Search off for a form that lacks what its operation requires', () => {
    beginFirstRender();
    // A name or a place not yet given (the Agencies and Developers forms' defaults): said from the first frame.
    const unfilled = outcomeOf(valid, false);
    expect(unfilled.canSubmit).toBe(false);
    expect(unfilled.fields).toEqual({});
    endFirstRender();
    // Once checked, the check decides.
    expect(outcomeOf(valid, false).canSubmit).toBe(true);
  });

  it('checks a form drawn after the window’s first render as it renders', () => {
    beginFirstRender();
    endFirstRender();
    expect(inFirstRender()).toBe(false);
    expect(outcomeOf(invalid).canSubmit).toBe(false);
  });
});
