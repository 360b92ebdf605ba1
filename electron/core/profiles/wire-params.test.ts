import { describe, expect, it } from 'vitest';
import { validateParams } from '../client/data-service-client';
import { profileById } from './profiles';
import { toWireParams } from './wire-params';

const gateway = profileById('rapidapi').enumerations;
const neutral = profileById('neutral').enumerations;

function wire(
  profile: 'rapidapi' | 'neutral',
  operation: 'transactions' | 'search-property' | 'search-new-projects',
  input: Record<string, unknown>,
) {
  const params = validateParams(operation, input as never) as Record<string, unknown>;
  return toWireParams(operation, params, profile === 'rapidapi' ? gateway : neutral, profile);
}

describe('toWireParams', () => {
  it.each([
    // [profile, operation, spec input, what goes on the wire]
    [
      'rapidapi',
      'search-property',
      { purpose: 'for-sale', sort_order: 'broker_first' },
      { sort_order: 'trubroker_first' },
    ],
    ['rapidapi', 'search-new-projects', { sort_order: 'broker_first' }, { sort_order: 'trubroker_first' }],
    ['rapidapi', 'search-property', { purpose: 'for-sale', sort_order: 'latest' }, { sort_order: 'latest' }],
    ['rapidapi', 'transactions', { purpose: 'for-sale', sort_by: 'area_asc' }, { sort: 'area_asc' }],
    [
      'rapidapi',
      'transactions',
      { purpose: 'for-sale', category_ids: '3,offices' },
      { category_ids: ['3', 'offices'] },
    ],
    ['neutral', 'search-property', { purpose: 'for-sale', sort_order: 'broker_first' }, { sort_order: 'broker_first' }],
    ['neutral', 'transactions', { purpose: 'for-sale', sort_by: 'area_asc' }, { sort_by: 'area_asc' }],
    [
      'neutral',
      'transactions',
      { purpose: 'for-sale', category_ids: '3,villas,1' },
      { category_ids: ['villas', 'townhouses', '1'] },
    ],
  ] as const)('%s %s %j → %j', (profile, operation, input, expected) => {
    expect(wire(profile, operation, input)).toMatchObject(expected);
    // The gateway's sort parameter replaces the spec's: never both.
    if ('sort' in expected) expect(wire(profile, operation, input)).not.toHaveProperty('sort_by');
  });

  it('refuses a category the profile does not take and the spec cannot say, naming value and profile', () => {
    expect(() => wire('neutral', 'transactions', { purpose: 'for-sale', category_ids: 'shops' })).toThrow(
      /category_ids value "shops" is not taken by the gateway of connection profile "neutral"/,
    );
  });
});
