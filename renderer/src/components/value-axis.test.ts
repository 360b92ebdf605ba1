import { describe, expect, it } from 'vitest';
import { fitValueAxis } from './value-axis';

const steps = (ticks: number[]) => new Set(ticks.slice(1).map((t, i) => Number((t - ticks[i]!).toPrecision(12))));

describe('the value axis of a chart over time', () => {
  it('uses round steps around AED per sq ft medians, ending on ticks', () => {
    expect(fitValueAxis([1611, 1772, 1743, 1650])).toEqual({
      domain: [1600, 1800],
      ticks: [1600, 1650, 1700, 1750, 1800],
    });
  });

  it('covers millions at one even round step, first and last tick included', () => {
    const axis = fitValueAxis([2_200_000, 2_690_000])!;
    expect(steps(axis.ticks).size).toBe(1);
    expect(axis.ticks.every((t) => t % 50_000 === 0)).toBe(true);
    expect(axis.ticks[0]).toBeLessThanOrEqual(2_200_000);
    expect(axis.ticks.at(-1)).toBeGreaterThanOrEqual(2_690_000);
    expect(axis.domain).toEqual([axis.ticks[0], axis.ticks.at(-1)]);
  });

  it('gives a flat line room either side, never goes below zero, and fits nothing to no values', () => {
    const flat = fitValueAxis([3170, 3170, Number.NaN])!;
    expect(flat.domain[0]).toBeLessThan(3170);
    expect(flat.domain[1]).toBeGreaterThan(3170);
    expect(fitValueAxis([5, 40])!.ticks[0]).toBe(0);
    expect(fitValueAxis([])).toBeNull();
    expect(fitValueAxis([Number.NaN])).toBeNull();
  });

  it('never steps finer than its labels tell apart', () => {
    const whole = (v: number) => String(Math.round(v));
    const axis = fitValueAxis([120.5, 119.4], whole)!;
    expect(new Set(axis.ticks.map(whole)).size).toBe(axis.ticks.length);
    expect(axis.ticks.every(Number.isInteger)).toBe(true);
    expect(axis.ticks[0]).toBeLessThanOrEqual(119.4);
    expect(axis.ticks.at(-1)).toBeGreaterThanOrEqual(120.5);
    // Three significant digits ("151K"): no two ticks read the same.
    const compact = (v: number) => `${(v / 1000).toPrecision(3)}K`;
    const rents = fitValueAxis([150_900, 153_300], compact)!;
    expect(new Set(rents.ticks.map(compact)).size).toBe(rents.ticks.length);
  });

  it('steps whole for figures shown whole and finer for fractions', () => {
    const rents = fitValueAxis([116, 119, 125])!;
    expect(rents.ticks.every(Number.isInteger)).toBe(true);
    expect(steps(rents.ticks).size).toBe(1);
    // Yields shown to a tenth of a percent: every tick a whole tenth.
    const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
    const yields = fitValueAxis([0.061, 0.07], percent)!;
    expect(yields.ticks.every((t) => Math.abs(t * 1000 - Math.round(t * 1000)) < 1e-9)).toBe(true);
    expect(new Set(yields.ticks.map(percent)).size).toBe(yields.ticks.length);
  });
});
