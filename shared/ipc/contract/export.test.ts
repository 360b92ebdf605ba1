// The export and compare channels check what a window sends before the core sees it, naming the field at fault.
import { ref } from '#shared/messages/message-ref';
import { describe, expect, it } from 'vitest';
import { describeZodError } from '../../errors';
import { CHANNELS } from '../contract';

function fieldOf(channel: keyof typeof CHANNELS, input: unknown): string | undefined {
  const parsed = CHANNELS[channel].input.safeParse(input);
  return parsed.success
    ? undefined
    : describeZodError(parsed.error, ref('error.subject.channelInput', { channel })).field;
}

const table = {
  format: 'xlsx',
  destination: { kind: 'download' },
  title: 'Yield',
  sheets: [{ name: 'Yield', columns: [{ id: 'beds', header: 'Bedrooms', kind: 'integer' }], rows: [[0], [1]] }],
};

describe('export and compare inputs', () => {
  it('accepts a table and fills its defaults', () => {
    const parsed = CHANNELS['export:table'].input.parse(table);
    expect(parsed.presentation).toEqual({ lang: 'en', areaUnit: 'sqft' });
    expect(parsed.parameters).toEqual([]);
  });

  it.each([
    ['a row longer than the columns', { sheets: [{ ...table.sheets[0], rows: [[1, 2]] }] }, 'sheets.0.rows.0'],
    ['an object in a cell', { sheets: [{ ...table.sheets[0], rows: [[{ f: 'SUM()' }]] }] }, 'sheets.0.rows.0.0'],
    [
      'an unknown kind',
      { sheets: [{ ...table.sheets[0], columns: [{ id: 'a', header: 'A', kind: 'money' }] }] },
      'sheets.0.columns.0.kind',
    ],
    ['a file name with a folder', { fileName: '../../etc/passwd' }, 'fileName'],
    ['an unknown destination', { destination: { kind: 'ftp' } }, 'destination.kind'],
    ['a path without one', { destination: { kind: 'path' } }, 'destination.path'],
  ])('refuses %s', (_label, change, field) => {
    expect(fieldOf('export:table', { ...table, ...change })).toBe(field);
  });

  it('checks a grid export request per operation, and its filters', () => {
    const grid = {
      format: 'csv',
      destination: { kind: 'download' },
      request: { operation: 'search-property', params: { purpose: 'for-rent' } },
      columns: [{ id: 'price' }],
    };
    expect(fieldOf('export:grid', grid)).toBeUndefined();
    expect(fieldOf('export:grid', { ...grid, request: { operation: 'search-property', params: {} } })).toBe(
      'request.params.purpose',
    );
    expect(fieldOf('export:grid', { ...grid, columns: [] })).toBe('columns');
    expect(fieldOf('export:grid', { ...grid, filters: [{ column: 'price', type: 'range' }] })).toBe('filters.0.min');
    expect(fieldOf('export:grid', { ...grid, sort: [{ column: 'price', direction: 'up' }] })).toBe('sort.0.direction');
  });

  it('checks pins against the schema of their kind', () => {
    expect(fieldOf('compare:pin', { kind: 'listing', id: '1' })).toBeUndefined();
    expect(fieldOf('compare:pin', { kind: 'building', id: '1' })).toBe('kind');
    expect(fieldOf('compare:pin', { kind: 'agency', id: '1', snapshot: { externalID: '1' } })).toBe('snapshot.name');
    expect(fieldOf('compare:pin', { kind: 'listing', id: '1', snapshot: { externalID: '1', rooms: 'two' } })).toBe(
      'snapshot.rooms',
    );
    expect(fieldOf('compare:reorder', { kind: 'listing', ids: Array.from({ length: 9 }, (_, i) => String(i)) })).toBe(
      'ids',
    );
  });
});
