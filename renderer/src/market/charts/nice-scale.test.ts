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

  it('steps by whole numbers where figures are shown whole, and finer for fractions', () => {
    // 116 to 125 once stepped by 2.5: "115, 118, 120, 123, 125" as shown.
    const rents = niceScale([116, 119, 125])!;
    expect(rents.ticks.every((t) => Number.isInteger(t))).toBe(true);
    expect(new Set(rents.ticks.slice(1).map((t, i) => t - rents.ticks[i]!)).size).toBe(1);
    // Yields shown to a tenth of a percent: no 6.25% between 6.0% and 6.5%.
    const yields = niceScale([0.061, 0.07])!;
    expect(yields.ticks.every((t) => Math.abs(t * 1000 - Math.round(t * 1000)) < 1e-9)).toBe(true);
  });
});
