import { describe, expect, it } from 'vitest';
import type { Cell } from '#shared/export/table';
import { rowFilter, sortRows, type OrderColumn } from './row-order';

const columns: OrderColumn[] = [
  { id: 'name', kind: 'text' },
  { id: 'price', kind: 'aed' },
  { id: 'area', kind: 'area' },
  { id: 'listed', kind: 'datetime' },
];
const rows: Cell[][] = [
  ['Marina Gate 2', 1_500_000, 1076.39, '2024-03-01T00:00:00Z'],
  ['marina gate 10', 900_000, null, '2024-01-01T00:00:00Z'],
  ['Burj Vista', null, 2152.78, null],
  ['Azizi Riviera', 900_000, 538.2, '2024-02-01T00:00:00Z'],
];

describe('grid order in exports', () => {
  it('sorts like the grid: stable, several keys, natural text order, empty cells last either way', () => {
    const copy = [...rows];
    sortRows(
      copy,
      [
        { column: 'price', direction: 'asc' },
        { column: 'name', direction: 'desc' },
      ],
      columns,
      'sqft',
      'en',
    );
    expect(copy.map((r) => r[0])).toEqual(['marina gate 10', 'Azizi Riviera', 'Marina Gate 2', 'Burj Vista']);
    sortRows(copy, [{ column: 'name', direction: 'asc' }], columns, 'sqft', 'en');
    expect(copy.map((r) => r[0])).toEqual(['Azizi Riviera', 'Burj Vista', 'Marina Gate 2', 'marina gate 10']);
    sortRows(copy, [{ column: 'listed', direction: 'desc' }], columns, 'sqft', 'en');
    expect(copy.map((r) => r[0]).at(-1)).toBe('Burj Vista');
  });

  it('filters on the values the sheet shows (areas in the display unit)', () => {
    const inSqm = rowFilter([{ column: 'area', type: 'range', min: 90, max: 110 }], columns, 'sqm', 'en');
    expect(rows.filter(inSqm).map((r) => r[0])).toEqual(['Marina Gate 2']);
    const text = rowFilter([{ column: 'name', type: 'contains', text: 'MARINA' }], columns, 'sqft', 'en');
    expect(rows.filter(text)).toHaveLength(2);
    const blank = rowFilter([{ column: 'price', type: 'blank' }], columns, 'sqft', 'en');
    expect(rows.filter(blank).map((r) => r[0])).toEqual(['Burj Vista']);
    const both = rowFilter(
      [
        { column: 'price', type: 'oneOf', values: [900_000] },
        { column: 'area', type: 'notBlank' },
      ],
      columns,
      'sqft',
      'en',
    );
    expect(rows.filter(both).map((r) => r[0])).toEqual(['Azizi Riviera']);
  });
});
