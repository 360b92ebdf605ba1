// Number lists from group_concat: integers, decimals, negatives, exponents and empty fields.
import { describe, expect, it } from 'vitest';
import { parseNumberList } from './number-list';

describe('parseNumberList', () => {
  it('reads what SQLite prints, exactly as Number() would', () => {
    const text = '1,-1,1250.5,0.07,1234567.89,,1.0e+15,20000';
    const out = parseNumberList(text, new Float64Array(8), 8);
    expect([...out]).toEqual([1, -1, 1250.5, 0.07, 1234567.89, Number.NaN, 1e15, 20000]);
    for (const value of ['1234.56', '0.1', '987654.321', '3.14159']) {
      expect(parseNumberList(value, new Float64Array(1), 1)[0]).toBe(Number(value));
    }
  });

  it('refuses a list of the wrong length', () => {
    expect(() => parseNumberList('1,2', new Int32Array(3), 3)).toThrow(/held 2 values where 3/);
  });
});
