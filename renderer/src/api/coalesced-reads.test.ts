import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedReads } from './coalesced-reads';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A read that takes `ms` and counts its starts; `value` is what the source holds when a read starts. */
function source(ms: number) {
  let value = 0;
  const seen: number[] = [];
  const read = vi.fn(async () => {
    const at = value;
    await new Promise((done) => setTimeout(done, ms));
    seen.push(at);
  });
  return { read, seen, set: (v: number) => (value = v) };
}

describe('coalescedReads', () => {
  it('reads at once when nothing was read lately', async () => {
    const s = source(5);
    const reads = coalescedReads(s.read, 250);
    reads.request();
    expect(s.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5);
    expect(reads.pending()).toBe(false);
  });

  it('answers a burst of 200 requests with a few reads, the last one after the last change', async () => {
    const s = source(5);
    const reads = coalescedReads(s.read, 250);
    for (let i = 1; i <= 200; i++) {
      s.set(i);
      reads.request();
      await vi.advanceTimersByTimeAsync(20);
    }
    // 200 requests over 4 s: one read at once, then at most one per 250 ms.
    expect(s.read.mock.calls.length).toBeLessThanOrEqual(1 + Math.ceil(4000 / 250));
    expect(reads.pending()).toBe(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(reads.pending()).toBe(false);
    expect(s.seen.at(-1)).toBe(200);
  });

  it('reads again after a read that a request arrived during', async () => {
    const s = source(100);
    const reads = coalescedReads(s.read, 10);
    reads.request();
    await vi.advanceTimersByTimeAsync(50);
    s.set(1);
    reads.request();
    expect(s.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(s.read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(s.seen).toEqual([0, 1]);
    expect(reads.pending()).toBe(false);
  });

  it('says when it is pending, once per change', async () => {
    const s = source(5);
    const reads = coalescedReads(s.read, 250);
    const told: boolean[] = [];
    reads.onPending((p) => told.push(p));
    reads.request();
    reads.request();
    await vi.advanceTimersByTimeAsync(300);
    expect(told).toEqual([true, false]);
  });

  it('goes on after a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('gone')).mockResolvedValue(undefined);
    const reads = coalescedReads(read, 0);
    reads.request();
    await vi.advanceTimersByTimeAsync(0);
    reads.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(2);
    expect(reads.pending()).toBe(false);
  });

  it('starts nothing once disposed', async () => {
    const s = source(5);
    const reads = coalescedReads(s.read, 250);
    reads.request();
    await vi.advanceTimersByTimeAsync(10);
    reads.request();
    reads.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    reads.request();
    expect(s.read).toHaveBeenCalledTimes(1);
  });
});
