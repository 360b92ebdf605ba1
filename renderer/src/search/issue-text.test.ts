// Pins the validation messages brokers read: plain sentences in the interface language, never parameter names.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { validateParams } from './validation';
import { issueDescriber, paramLabel } from './issue-text';
import { SEARCH_STRINGS } from './search-strings';

const en = issueDescriber('en');

describe('issue text', () => {
  it('says what to type, not what zod expected', () => {
    expect(validateParams('search-property', { purpose: 'for-sale', area_min: 'abc' }, en).fields.area_min).toBe(
      'Enter a number, such as 1,500,000.',
    );
    expect(validateParams('search-property', { purpose: 'for-sale', price_min: '1.5' }, en).fields.price_min).toBe(
      'Enter a whole number.',
    );
    expect(
      validateParams('search-property', { purpose: 'for-sale', price_min: 5, price_max: 2 }, en).fields.price_min,
    ).toBe('The minimum is more than the maximum (2).');
    expect(
      validateParams('search-property', { purpose: 'for-sale', rent_frequency: 'yearly' }, en).fields.rent_frequency,
    ).toBe('Applies to rentals only.');
    expect(validateParams('search-new-projects', { pre_handover_payment: '101' }, en).fields.pre_handover_payment).toBe(
      'Enter 100 or less.',
    );
  });

  it('speaks every interface language and names parameters by their field label', () => {
    for (const lang of LANGS) {
      const text = validateParams('search-property', { purpose: 'for-sale', area_min: 'x' }, issueDescriber(lang))
        .fields.area_min;
      expect(text).toBeTruthy();
      expect(text).not.toMatch(/area_min|NaN|expected/);
    }
    expect(paramLabel('price_min', SEARCH_STRINGS.en)).toBe('Min price (AED)');
    expect(paramLabel('location_ids', SEARCH_STRINGS.ar)).toBe(SEARCH_STRINGS.ar.fields.locations);
  });
});
