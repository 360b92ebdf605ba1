import { describe, expect, it } from 'vitest';
import { DEFAULT_RADAR_WEIGHTS } from '#shared/domain/radar';
import { defaultWeights, parseWeight, weightsChanged, withWeight } from './radar-weights';

describe('radar weights in the form', () => {
  it('takes a number from 0 to 10 and refuses anything else', () => {
    expect(parseWeight('0')).toBe(0);
    expect(parseWeight(' 10 ')).toBe(10);
    expect(parseWeight('2.5')).toBe(2.5);
    for (const bad of ['', ' ', '-1', '10.5', '11', 'abc', 'Infinity', 'NaN']) expect(parseWeight(bad)).toBeNull();
  });

  it('changes one factor and resets to the core’s defaults', () => {
    const changed = withWeight(defaultWeights(), 'price-cuts', 0);
    expect(changed['price-cuts']).toBe(0);
    expect(changed['days-on-market']).toBe(DEFAULT_RADAR_WEIGHTS['days-on-market']);
    expect(weightsChanged(changed)).toBe(true);
    expect(weightsChanged(defaultWeights())).toBe(false);
    // A copy: changing the form's weights never changes the defaults themselves.
    expect(defaultWeights()).not.toBe(DEFAULT_RADAR_WEIGHTS);
    expect(DEFAULT_RADAR_WEIGHTS['price-cuts']).toBe(3);
  });
});
