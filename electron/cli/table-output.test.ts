// A portfolio table on the terminal reads as every other terminal table: thousands grouped, percentages with one
// decimal, times on the UAE clock and said to be.
import { describe, expect, it } from 'vitest';
import type { ExportTable } from '#core/portfolio/history-tables';
import { terminalRows } from './table-output';

const table: ExportTable = {
  name: 'Portfolio',
  columns: [
    { key: 'taken', label: 'Taken at', format: 'datetime' },
    { key: 'listings', label: 'Listings', format: 'integer' },
    { key: 'median', label: 'Median price (AED)', format: 'aed' },
    { key: 'change', label: 'Change in price', format: 'percent' },
  ],
  rows: [{ taken: '2026-11-24T22:35:00.000Z', listings: 17491, median: 2370500, change: -0.025 }],
};

describe('portfolio tables on the terminal', () => {
  it('group thousands, give percentages one decimal and times in UAE time', () => {
    expect(terminalRows(table)).toEqual([
      {
        'Taken at (UAE time)': '2026-11-25 02:35',
        Listings: '17,491',
        'Median price (AED)': '2,370,500',
        'Change in price': '-2.5%',
      },
    ]);
  });
});
