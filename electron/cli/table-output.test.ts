// A portfolio table on the terminal reads as every other terminal table: thousands grouped, percentages with one
// decimal, times on the UAE clock.
import { describe, expect, it } from 'vitest';
import type { TableSheet } from '#shared/export/table';
import { terminalRows } from './table-output';

const sheet: Pick<TableSheet, 'columns' | 'rows'> = {
  columns: [
    { id: 'taken', header: 'Taken at (UAE time)', kind: 'datetime' },
    { id: 'listings', header: 'Listings', kind: 'integer' },
    { id: 'median', header: 'Median price (AED)', kind: 'aed' },
    { id: 'change', header: 'Change in price', kind: 'percent' },
  ],
  rows: [['2026-11-24T22:35:00.000Z', 17491, 2370500, -0.025]],
};

describe('portfolio tables on the terminal', () => {
  it('group thousands, give percentages one decimal and times in UAE time', () => {
    expect(terminalRows(sheet, 'en')).toEqual([
      {
        'Taken at (UAE time)': '2026-11-25 02:35',
        Listings: '17,491',
        'Median price (AED)': '2,370,500',
        'Change in price': '-2.5%',
      },
    ]);
  });
});
