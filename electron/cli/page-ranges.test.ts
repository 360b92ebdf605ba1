import { describe, expect, it } from 'vitest';
import { describePages } from './page-ranges';

describe('describePages', () => {
  it('folds runs of pages into ranges, in order, once each', () => {
    expect(describePages([3])).toBe('page 3');
    expect(describePages(Array.from({ length: 88 }, (_, i) => i + 6))).toBe('pages 6–93');
    expect(describePages([9, 3, 5, 6, 7, 5])).toBe('pages 3, 5–7 and 9');
    expect(describePages([2, 3])).toBe('pages 2, 3');
    expect(describePages([2, 4])).toBe('pages 2 and 4');
    expect(describePages([])).toBe('no pages');
  });
});
