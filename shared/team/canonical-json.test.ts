import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('writes the same text whatever order the keys came in, at every depth', () => {
    const a = { price: 1_200_000, location: { ids: [1, 5002], name: 'Dubai Marina' }, rooms: 2 };
    const b = { rooms: 2, location: { name: 'Dubai Marina', ids: [1, 5002] }, price: 1_200_000 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"location":{"ids":[1,5002],"name":"Dubai Marina"},"price":1200000,"rooms":2}');
  });

  it('keeps array order, leaves out undefined members and writes strings as JSON does', () => {
    expect(canonicalJson({ b: [3, 1, 2], a: undefined, c: 'شقة "2"' })).toBe('{"b":[3,1,2],"c":"شقة \\"2\\""}');
    expect(canonicalJson([undefined, null, true])).toBe('[null,null,true]');
  });

  it('refuses what JSON cannot carry rather than hashing something else', () => {
    expect(() => canonicalJson({ price: Number.NaN })).toThrow(/cannot hold the number NaN/);
    expect(() => canonicalJson({ at: () => 1 })).toThrow(/cannot hold a function/);
  });
});
