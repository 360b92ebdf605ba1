import { describe, expect, it } from 'vitest';
import { agreement, bestOf, finishRows } from './differences';
import { sayIn } from '#shared/messages/messages';

describe('differences and best values', () => {
  it('marks the cells that differ from the value most items share', () => {
    const differs = (values: Parameters<typeof agreement>[0], kind: Parameters<typeof agreement>[1]) =>
      agreement(values, kind).differs;
    expect(differs([1, 1, 2], 'integer')).toEqual([false, false, true]);
    expect(differs([5, 5], 'integer')).toEqual([false, false]);
    expect(differs([null, 3, 3, 4], 'integer')).toEqual([false, false, false, true]);
    expect(differs([1250, 1250.001], 'aed')).toEqual([false, false]);
    expect(differs([7], 'integer')).toEqual([false]);
  });

  it('marks the row, not its cells, when no two items agree: two listings differ in nearly every measure', () => {
    expect(agreement(['a', 'b', 'c'], 'text')).toEqual({ differs: [false, false, false], allDiffer: true });
    expect(agreement([900, 700], 'aed')).toEqual({ differs: [false, false], allDiffer: true });
    expect(agreement([900, 900, 700], 'aed').allDiffer).toBe(false);
    expect(agreement([900, 900], 'aed').allDiffer).toBe(false);
    expect(agreement([900], 'aed').allDiffer).toBe(false);
  });

  it('counts a missing value as neither agreeing nor differing', () => {
    // Two blanks once made the two real figures beside them "differ".
    expect(agreement([2370500, 2374000, null, null], 'aed')).toEqual({
      differs: [false, false, false, false],
      allDiffer: true,
    });
    // One figure and a blank: nothing to compare.
    expect(agreement(['Dubai Sports City', null], 'text')).toEqual({ differs: [false, false], allDiffer: false });
  });

  it('marks the best value by direction, ties included, never when all agree or only one has a value', () => {
    expect(bestOf([900, 700, 700, null], 'aed', 'lowest')).toEqual([1, 2]);
    expect(bestOf([0.05, 0.07], 'percent', 'highest')).toEqual([1]);
    expect(bestOf([3, 3], 'integer', 'highest')).toEqual([]);
    expect(bestOf([3, null], 'integer', 'highest')).toEqual([]);
    expect(bestOf([3, 4], 'integer', null)).toEqual([]);
    expect(bestOf(['2026-06-30', '2025-12-31'], 'date', 'lowest')).toEqual([1]);
  });

  it('states the direction of best in words', () => {
    const [row] = finishRows(
      [{ id: 'price', label: 'Price', kind: 'aed', direction: 'lowest', values: [2, 1] }],
      sayIn('en'),
    );
    expect(row!.best).toEqual({ direction: 'lowest', statement: 'lowest price', items: [1] });
    expect(row!.differs).toEqual([false, false]);
    expect(row!.allDiffer).toBe(true);
    expect(row!.group).toBe('measures');
  });

  it('marks no difference in the rows that name the items: a title always differs', () => {
    const [title, agency] = finishRows(
      [
        { id: 'title', label: 'Title', kind: 'text', direction: null, values: ['Sea view 2BR', 'Marina loft'] },
        { id: 'agency', label: 'Agency', kind: 'text', direction: null, values: ['Dhow Crown', 'Willow Shore'] },
      ],
      sayIn('en'),
    );
    expect(title).toMatchObject({ differs: [false, false], allDiffer: false });
    expect(agency).toMatchObject({ differs: [false, false], allDiffer: true });
  });
});
