// Round ticks around the data for line charts that do not start at zero.
import { describe, expect, it } from 'vitest';
import { niceScale } from './nice-scale';

describe('nice scale', () => {
  it('uses round steps around AED per sq ft medians', () => {
    expect(niceScale([1611, 1772, 1743, 1650])).toEqual({
      domain: [1600, 1800],
      ticks: [1600, 1650, 1700, 1750, 1800],
    });
  });

  it('covers millions with round steps', () => {
    const scale = niceScale([1_469_500, 1_696_000])!;
    expect(scale.ticks).toEqual([1_400_000, 1_500_000, 1_600_000, 1_700_000]);
  });

  it('makes a band around a flat line and ignores missing values', () => {
    expect(niceScale([120, 120, Number.NaN])!.domain[0]).toBeLessThan(120);
    expect(niceScale([])).toBeNull();
  });
});
