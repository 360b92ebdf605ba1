import { describe, expect, it } from 'vitest';
import { countsOverTime } from './place-series';

describe('counts over time from membership ranges', () => {
  it('adds each range to the snapshots it spans, open ranges to the latest', () => {
    const ids = [3, 7, 9, 12];
    const counts = countsOverTime(ids, [
      { first: 3, last: null, key: 'a' },
      { first: 7, last: 9, key: 'a' },
      { first: 9, last: null, key: 'b' },
      { first: 3, last: 3, key: 'b' },
      { first: 12, last: null, key: null },
    ]);
    expect([...counts.get('a')!]).toEqual([1, 2, 2, 1]);
    expect([...counts.get('b')!]).toEqual([1, 0, 1, 1]);
    expect(counts.size).toBe(2);
  });

  it('ignores ranges that span none of the snapshots asked about', () => {
    expect(countsOverTime([5, 6], [{ first: 1, last: 4, key: 'x' }]).size).toBe(0);
  });
});
