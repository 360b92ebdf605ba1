import { describe, expect, it } from 'vitest';
import { SQFT_PER_SQM, SQM_PER_SQFT, perSqftIn, sqftFrom, sqftIn } from './area';

describe('area units', () => {
  it('converts by the exact definition of the foot', () => {
    expect(SQM_PER_SQFT).toBe(0.3048 * 0.3048);
    expect(SQFT_PER_SQM).toBeCloseTo(10.7639104167, 9);
  });

  it('reads back what was typed: m² to sq ft and back is the same figure', () => {
    for (const sqm of [1, 45.5, 92.9, 1234.56]) expect(sqftIn('sqm', sqftFrom('sqm', sqm))).toBeCloseTo(sqm, 12);
    expect(sqftFrom('sqft', 900)).toBe(900);
  });

  it('prices per m² are prices per sq ft times the square feet in a square metre', () => {
    expect(perSqftIn('sqm', 1000)).toBeCloseTo(10763.91, 2);
    expect(perSqftIn('sqft', 1000)).toBe(1000);
    expect(sqftIn('sqm', 1000)).toBeCloseTo(92.903, 3);
  });
});
