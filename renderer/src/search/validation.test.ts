import { describe, expect, it } from 'vitest';
import {
  formatIssuePath,
  mapIssues,
  requestFrom,
  unclaimedMessages,
  validateParams,
  type IssueLike,
} from './validation';

describe('formatIssuePath', () => {
  it('names the parameter, with list positions in brackets', () => {
    expect(formatIssuePath(['price_min'])).toBe('price_min');
    expect(formatIssuePath(['rooms', 2])).toBe('rooms[2]');
    expect(formatIssuePath(['a', 'b', 0, 'c'])).toBe('a.b[0].c');
    expect(formatIssuePath([])).toBe('');
  });
});

describe('mapIssues', () => {
  it('gives one message per parameter, the first zod reports, prefixed with the parameter', () => {
    const issues: IssueLike[] = [
      { path: ['price_min'], message: 'must not exceed price_max (5)' },
      { path: ['price_min'], message: 'second complaint' },
      { path: ['rooms', 1], message: 'Too big: expected number to be <=50' },
    ];
    expect(mapIssues(issues)).toEqual({
      fields: {
        price_min: 'price_min: must not exceed price_max (5)',
        rooms: 'rooms[1]: Too big: expected number to be <=50',
      },
      form: [],
    });
  });

  it('files issues without a path as form-wide and unknown keys under each key', () => {
    const mapped = mapIssues([
      { path: [], message: 'Invalid input' },
      { path: [], code: 'unrecognized_keys', keys: ['foo', 'bar'], message: 'Unrecognized keys' },
    ]);
    expect(mapped.form).toEqual(['Invalid input']);
    expect(mapped.fields).toEqual({
      foo: 'foo: is not a parameter of this operation',
      bar: 'bar: is not a parameter of this operation',
    });
  });

  it('maps nothing to nothing', () => {
    expect(mapIssues([])).toEqual({ fields: {}, form: [] });
  });
});

describe('validateParams against the operation schemas', () => {
  it('accepts valid input and returns the parsed parameters', () => {
    const outcome = validateParams('search-property', {
      purpose: 'for-rent',
      price_min: '50000',
      rooms: [0, 1],
      rent_frequency: 'yearly',
    });
    expect(outcome.valid).toBe(true);
    expect(outcome.fields).toEqual({});
    expect(outcome.params).toEqual({ purpose: 'for-rent', price_min: 50000, rooms: [0, 1], rent_frequency: 'yearly' });
  });

  it('names the missing or bad purpose', () => {
    const missing = validateParams('search-property', {});
    expect(missing.valid).toBe(false);
    expect(missing.params).toBeNull();
    expect(missing.fields.purpose).toMatch(/^purpose: /);
    expect(validateParams('transactions', { purpose: 'for-lease' }).fields.purpose).toMatch(/^purpose: /);
  });

  it('puts an inverted range on the lower bound', () => {
    const outcome = validateParams('search-property', { purpose: 'for-sale', price_min: 900, price_max: 100 });
    expect(outcome.fields).toEqual({ price_min: 'price_min: must not exceed price_max (100)' });
    const area = validateParams('search-new-projects', { area_min: '2000', area_max: '1000' });
    expect(area.fields.area_min).toBe('area_min: must not exceed area_max (1000)');
  });

  it('reports an inverted range even while another parameter is invalid, and every invalid one at once', () => {
    const outcome = validateParams('search-property', {
      purpose: 'for-sale',
      price_min: '2000000',
      price_max: '1000000',
      area_min: 'abc',
      rooms: [1, 51],
    });
    expect(outcome.valid).toBe(false);
    expect(Object.keys(outcome.fields).sort()).toEqual(['area_min', 'price_min', 'rooms']);
    expect(outcome.fields.price_min).toBe('price_min: must not exceed price_max (1000000)');
    // A bound that cannot be read is not compared.
    const unreadable = validateParams('transactions', { purpose: 'for-sale', area_min: '900', area_max: 'x' });
    expect(Object.keys(unreadable.fields)).toEqual(['area_max']);
    // Not an object at all: one form-wide issue, no crash.
    expect(validateParams('search-new-projects', null).form).toHaveLength(1);
  });

  it('refuses rent_frequency on a sale search', () => {
    const outcome = validateParams('search-property', { purpose: 'for-sale', rent_frequency: 'monthly' });
    expect(outcome.fields.rent_frequency).toBe('rent_frequency: applies only when purpose is for-rent');
  });

  it('names text typed into a number field and fractional prices', () => {
    const text = validateParams('search-property', { purpose: 'for-sale', price_max: '12a' });
    expect(text.valid).toBe(false);
    expect(text.fields.price_max).toMatch(/^price_max: /);
    const fraction = validateParams('transactions', { purpose: 'for-sale', price_min: '10.5' });
    expect(fraction.fields.price_min).toBe('price_min: must be a whole number');
    const negative = validateParams('transactions', { purpose: 'for-sale', area_min: '-3' });
    expect(negative.fields.area_min).toMatch(/^area_min: /);
  });

  it('bounds pre_handover_payment to 0..100', () => {
    expect(validateParams('search-new-projects', { pre_handover_payment: '101' }).fields.pre_handover_payment).toMatch(
      /^pre_handover_payment: /,
    );
    expect(validateParams('search-new-projects', { pre_handover_payment: '100' }).valid).toBe(true);
    expect(validateParams('search-new-projects', { pre_handover_payment: '0' }).valid).toBe(true);
  });

  it('names the list item that is out of range', () => {
    const outcome = validateParams('search-property', { purpose: 'for-sale', rooms: [1, 51] });
    expect(outcome.fields.rooms).toMatch(/^rooms\[1\]: /);
  });

  it('requires a name for the by-name operations and one location for agency-search', () => {
    for (const operation of ['agent-search-by-name', 'agency-search-by-name', 'developer-search-by-name'] as const) {
      expect(validateParams(operation, { query: '  ' }).fields.query).toBe('query: must not be empty');
      expect(validateParams(operation, { query: 'emaar' }).valid).toBe(true);
    }
    expect(validateParams('agency-search', { location_id: '' }).fields.location_id).toBe(
      'location_id: must not be empty',
    );
    expect(validateParams('agency-search', { location_id: '5002' }).valid).toBe(true);
  });

  it('reports unknown parameters by name', () => {
    const outcome = validateParams('developer-search-by-name', { query: 'x', location_ids: ['1'] });
    expect(outcome.fields.location_ids).toBe('location_ids: is not a parameter of this operation');
  });

  it('checks transaction categories by name and numeric id, gateway-only ones left to the connection profile', () => {
    expect(validateParams('transactions', { purpose: 'for-sale', category_ids: ['villas', '4'] }).valid).toBe(true);
    expect(validateParams('transactions', { purpose: 'for-sale', category_ids: ['3', 'offices'] }).valid).toBe(true);
    expect(
      validateParams('transactions', { purpose: 'for-sale', category_ids: ['castles'] }).fields.category_ids,
    ).toMatch(/^category_ids\[0\]: /);
  });
});

describe('unclaimedMessages', () => {
  it('returns the messages of parameters a form has no field for, then form-wide ones', () => {
    const outcome = { fields: { price_min: 'price_min: x', langs: 'langs: y' }, form: ['z'] };
    expect(unclaimedMessages(outcome, ['price_min'])).toEqual(['langs: y', 'z']);
    expect(unclaimedMessages(outcome, ['price_min', 'langs'])).toEqual(['z']);
  });
});

describe('requestFrom', () => {
  it('submits the parsed parameters, which the schema accepts again unchanged', () => {
    const outcome = validateParams('search-property', { purpose: 'for-sale', rooms: '1,2', price_min: '100' });
    const request = requestFrom('search-property', outcome);
    expect(request).toEqual({
      operation: 'search-property',
      params: { purpose: 'for-sale', rooms: [1, 2], price_min: 100 },
    });
    const again = validateParams('search-property', request?.params);
    expect(again.params).toEqual(request?.params);
  });

  it('submits nothing while invalid', () => {
    expect(requestFrom('agency-search', validateParams('agency-search', { location_id: '' }))).toBeNull();
  });
});
