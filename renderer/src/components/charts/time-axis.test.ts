// The value axis of a chart over time: fitted to what it draws, at even round steps its labels tell apart; on zero
// for bars, stacked parts of a whole and counts.
import { describe, expect, it } from 'vitest';
import { timeAxis, type AxisOptions } from './time-axis';

const LINES: AxisOptions = { stacked: false, fromZero: false, label: String };
const line = (...values: (number | null)[]) => values.map((v) => ({ sale: v }));
const fit = (rows: Record<string, unknown>[], options: Partial<AxisOptions> = {}) =>
  timeAxis(rows, [{ key: 'sale' }], 'left', { ...LINES, ...options });

describe('a chart’s value axis', () => {
  it('fits the values with ticks at even round steps, the last one too', () => {
    const scale = fit(line(2_200_000, null, 2_690_000))!;
    const ticks = scale.ticks!;
    const steps = ticks.slice(1).map((t, i) => t - ticks[i]!);
    expect(new Set(steps).size).toBe(1);
    expect(ticks[0]).toBeLessThanOrEqual(2_200_000);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(2_690_000);
    expect(scale.domain).toEqual([ticks[0], ticks.at(-1)]);
    expect(ticks.every((t) => t % 50_000 === 0)).toBe(true);
  });

  it('gives a value that never changed room either side, never below zero, and nothing to a set of blanks', () => {
    const flat = fit(line(3170, 3170))!.ticks!;
    expect(flat[0]).toBeLessThan(3170);
    expect(flat.at(-1)).toBeGreaterThan(3170);
    expect(fit(line(5, 40))!.ticks![0]).toBe(0);
    expect(fit(line(null))).toBeNull();
  });

  it('never steps finer than its labels tell apart', () => {
    const whole = (v: number) => String(Math.round(v));
    // AED 120.5 and 119.4 per sq ft: half steps would read "120, 120, 119, 119".
    const ticks = fit(line(120.5, 119.4), { label: whole })!.ticks!;
    expect(new Set(ticks.map(whole)).size).toBe(ticks.length);
    expect(ticks.every(Number.isInteger)).toBe(true);
    expect(ticks[0]).toBeLessThanOrEqual(119.4);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(120.5);
    // Three significant digits ("151K"): steps of a thousand, not of five hundred.
    const compact = (v: number) => `${(v / 1000).toPrecision(3)}K`;
    const rents = fit(line(150_900, 153_300), { label: compact })!.ticks!;
    expect(new Set(rents.map(compact)).size).toBe(rents.length);
  });

  it('stands stacked parts on zero up to the tallest whole, counts on zero, bars on zero', () => {
    const two = [{ key: 'a' }, { key: 'b' }];
    const rows = [
      { a: 60, b: 50 },
      { a: 40, b: 30 },
    ];
    const stacked = timeAxis(rows, two, 'left', { ...LINES, stacked: true })!.ticks!;
    expect(stacked[0]).toBe(0);
    expect(stacked.at(-1)).toBeGreaterThanOrEqual(110);
    expect(stacked.every((t) => t % 10 === 0)).toBe(true);
    const counts = timeAxis(rows, two, 'left', { ...LINES, fromZero: true })!.ticks!;
    expect(counts[0]).toBe(0);
    expect(counts.at(-1)).toBeGreaterThanOrEqual(60);
    expect(counts.at(-1)).toBeLessThan(110);
    expect(timeAxis([{ a: null, b: null }], two, 'left', { ...LINES, stacked: true })!.ticks![0]).toBe(0);
    expect(timeAxis(rows, [{ key: 'a', kind: 'bar' }], 'left', LINES)).toEqual({ domain: [0, 'auto'] });
  });

  it('reads a line as drawn: a median left out for its sample does not stretch the axis', () => {
    const drawn = [
      { 'sale~whole': 100, sale: 100 },
      { 'sale~whole': null, sale: 900 },
    ];
    const ticks = timeAxis(drawn, [{ key: 'sale' }], 'left', { ...LINES, drawnKeys: (k) => [`${k}~whole`] })!.ticks!;
    expect(ticks.at(-1)).toBeLessThan(900);
  });
});
