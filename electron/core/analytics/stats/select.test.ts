// Exact order statistics against a sort-based reference on generated data: odd and even counts, many ties,
// sorted and reversed runs.
import { describe, expect, it } from 'vitest';
import { GroupScratch, groupedMedians } from './grouped';
import { median, percentileRank, quantile } from './select';

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sortedMedian(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
}

function sortedQuantile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  return s[lo]! + (h - lo) * ((s[Math.min(lo + 1, s.length - 1)] ?? s[lo]!) - s[lo]!);
}

const shapes: [string, (r: () => number, n: number) => number[]][] = [
  ['uniform', (r, n) => Array.from({ length: n }, () => r() * 1e6)],
  ['ties', (r, n) => Array.from({ length: n }, () => Math.round(r() * 5) * 1000)],
  ['sorted', (_r, n) => Array.from({ length: n }, (_, i) => i * 3)],
  ['reversed', (_r, n) => Array.from({ length: n }, (_, i) => (n - i) * 7)],
  ['all equal', (_r, n) => Array.from({ length: n }, () => 42)],
];

describe('exact medians and quantiles', () => {
  it.each(shapes)('match the sorted reference (%s), odd and even counts', (_name, make) => {
    const r = rng(7);
    for (const n of [1, 2, 3, 4, 5, 10, 11, 100, 101, 1000, 1001]) {
      const values = make(r, n);
      expect(median(values)).toBe(sortedMedian(values));
      for (const p of [0, 0.01, 0.25, 0.5, 0.9, 0.99, 1])
        expect(quantile(values, p)).toBeCloseTo(sortedQuantile(values, p), 9);
    }
  });

  it('gives NaN for nothing, and the mean of the two middle values for an even count', () => {
    expect(median([])).toBeNaN();
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('places a value by mid-rank', () => {
    expect(percentileRank([10, 20, 30, 40], 25)).toEqual({ percentile: 50, below: 2, equal: 0 });
    expect(percentileRank([10, 20, 20, 40], 20)).toEqual({ percentile: 50, below: 1, equal: 2 });
    expect(percentileRank([10, 20], 5).percentile).toBe(0);
    expect(percentileRank([10, 20], 50).percentile).toBe(100);
  });
});

describe('grouped medians', () => {
  it('equal each group’s sorted median, leaving out negative cells and NaN values', () => {
    const r = rng(11);
    const n = 20_000;
    const values = new Float64Array(n);
    const cells = new Int32Array(n);
    const groups = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const cell = Math.floor(r() * 40) - 2;
      const value = r() < 0.02 ? Number.NaN : Math.round(r() * 2000);
      values[i] = value;
      cells[i] = cell;
      if (cell >= 0 && !Number.isNaN(value)) groups.set(cell, [...(groups.get(cell) ?? []), value]);
    }
    const grouped = groupedMedians(values, cells, n, 38, new GroupScratch());
    for (let c = 0; c < 38; c++) {
      const group = groups.get(c) ?? [];
      expect(grouped.counts[c]).toBe(group.length);
      if (group.length) expect(grouped.medians[c]).toBe(sortedMedian(group));
      else expect(grouped.medians[c]).toBeNaN();
    }
  });
});
