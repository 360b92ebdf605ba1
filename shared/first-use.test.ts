import { describe, expect, it } from 'vitest';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  it('makes its value on the first call, not before, and hands the same one back after', () => {
    let made = 0;
    const value = onFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps a value that is undefined or null rather than making it again', () => {
    let made = 0;
    const nothing = onFirstUse(() => {
      made += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(made).toBe(1);
  });

  it('tries again after a making that threw', () => {
    let calls = 0;
    const value = onFirstUse(() => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return 'made';
    });
    expect(() => value()).toThrow('not yet');
    expect(value()).toBe('made');
  });
});
