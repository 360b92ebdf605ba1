// The lease rule: live while renewed within its time, whatever process renews it; the heartbeat renews it, and says
// once when another run has taken it over.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LEASE_TIMING, isLive, startHeartbeat } from './snapshot-lease';

describe('snapshot leases', () => {
  it('are live while renewed within their time to live, and over after it', () => {
    const now = 1_000_000;
    expect(isLive(now - DEFAULT_LEASE_TIMING.ttlMs + 1, now)).toBe(true);
    expect(isLive(now - DEFAULT_LEASE_TIMING.ttlMs, now)).toBe(false);
    expect(DEFAULT_LEASE_TIMING.ttlMs / DEFAULT_LEASE_TIMING.heartbeatMs).toBeGreaterThanOrEqual(5);
  });

  it('renews on every beat, tries again after a failed renewal, and tells a lost lease once', async () => {
    vi.useFakeTimers();
    try {
      const outcomes = [true, 'throw', true, false, true] as const;
      let beats = 0;
      const lost: number[] = [];
      const stop = startHeartbeat(
        { ttlMs: 1_000, heartbeatMs: 10 },
        async () => {
          const outcome = outcomes[beats++];
          if (outcome === 'throw') throw new Error('disk full');
          return outcome ?? true;
        },
        () => lost.push(beats),
      );
      await vi.advanceTimersByTimeAsync(35);
      expect(beats).toBe(3);
      expect(lost).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      // Lost at the fourth beat; no beat after it.
      expect(lost).toEqual([4]);
      expect(beats).toBe(4);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips beats while a renewal waits (a unit of work holds the workspace), and beats again once it answers', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      let answer!: (held: boolean) => void;
      const stop = startHeartbeat(
        { ttlMs: 1_000, heartbeatMs: 10 },
        () => {
          calls++;
          return calls === 1 ? new Promise<boolean>((resolve) => (answer = resolve)) : Promise.resolve(true);
        },
        () => {},
      );
      await vi.advanceTimersByTimeAsync(55);
      expect(calls).toBe(1);
      answer(true);
      await vi.advanceTimersByTimeAsync(10);
      expect(calls).toBe(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
