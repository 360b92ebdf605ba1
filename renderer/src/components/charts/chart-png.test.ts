// The PNG's legend wraps into rows that fit the chart's width.
import { describe, expect, it } from 'vitest';
import { legendLayout } from './chart-png';

const measure = (text: string) => text.length * 7;

describe('chart PNG legend', () => {
  it('lays entries along one row while they fit', () => {
    const entries = [
      { label: 'Studio', color: '#000' },
      { label: '1 bed', color: '#111' },
    ];
    expect(legendLayout(entries, 400, measure)).toEqual([
      { x: 0, row: 0 },
      { x: 78, row: 0 },
    ]);
  });

  it('wraps to a new row when the next entry would not fit', () => {
    const entries = Array.from({ length: 4 }, (_, i) => ({ label: `Place number ${i}`, color: '#000' }));
    const layout = legendLayout(entries, 300, measure);
    expect(layout.map((l) => l.row)).toEqual([0, 0, 1, 1]);
    expect(layout[2]!.x).toBe(0);
  });
});
