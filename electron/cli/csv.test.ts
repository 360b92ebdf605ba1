import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('flattens nested records into columns and starts with a BOM', () => {
    const csv = toCsv([
      {
        id: '1',
        title: { en: 'A, B', ar: 'شقة' },
        location: [{ name: 'Dubai' }, { name: 'Dubai Marina' }],
        tags: ['x', 'y'],
      },
      { id: '2', extra: 5 },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, second] = csv.slice(1).trim().split('\r\n');
    expect(header).toBe('id,title.en,title.ar,location,tags,extra');
    expect(first).toBe('1,"A, B",شقة,Dubai > Dubai Marina,x; y,');
    expect(second).toBe('2,,,,,5');
  });

  it('neutralizes formulas but keeps negative numbers', () => {
    const csv = toCsv([{ a: '=HYPERLINK("x")', b: '-5', c: '@SUM(A1)' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(',-5,');
    expect(csv).toContain("'@SUM(A1)");
  });

  it('writes the given header even with no rows, then columns found only in the records', () => {
    expect(toCsv([], ['Change', 'Listing'])).toBe('\uFEFFChange,Listing\r\n');
    expect(toCsv([{ Listing: '7', extra: 'x' }], ['Change', 'Listing'])).toBe('\uFEFFChange,Listing,extra\r\n,7,x\r\n');
  });
});
