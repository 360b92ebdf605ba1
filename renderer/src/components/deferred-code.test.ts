// The deferred code holder: one load however often it is asked for, the module kept for a direct render, listeners
// told when it arrives or fails, and a failure kept for the views to show.
import { describe, expect, it } from 'vitest';
import { deferredCode } from './deferred-code';

describe('deferredCode', () => {
  it('loads once, keeps the module and tells its listeners when it arrives', async () => {
    let loads = 0;
    const code = deferredCode(() => {
      loads++;
      return Promise.resolve({ Grid: 'grid' });
    });
    let told = 0;
    const off = code.subscribe(() => told++);
    expect(code.peek()).toBeNull();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toEqual({ Grid: 'grid' });
    expect(b).toBe(a);
    expect(loads).toBe(1);
    expect(code.peek()).toBe(a);
    expect(told).toBe(1);
    off();
    await code.load();
    expect(told).toBe(1);
    expect(code.failure()).toBeNull();
  });

  it('keeps a failed load for every caller and tells its listeners', async () => {
    const refused = new Error('chunk not found');
    let loads = 0;
    const code = deferredCode<{ Grid: string }>(() => {
      loads++;
      return Promise.reject(refused);
    });
    let told = 0;
    code.subscribe(() => told++);
    await expect(code.load()).rejects.toBe(refused);
    await expect(code.load()).rejects.toBe(refused);
    expect(loads).toBe(1);
    expect(told).toBe(1);
    expect(code.peek()).toBeNull();
    expect(code.failure()).toEqual({ error: refused });
  });
});
