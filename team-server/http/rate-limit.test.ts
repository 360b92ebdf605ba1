import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows a burst, then one request per refill, and says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter({ perSecond: 2, burst: 3 }, () => now);
    expect([limiter.take('huda'), limiter.take('huda'), limiter.take('huda')]).toEqual([0, 0, 0]);
    expect(limiter.take('huda')).toBeCloseTo(0.5);
    expect(limiter.take('omar')).toBe(0);
    now = 500;
    expect(limiter.take('huda')).toBe(0);
    expect(limiter.take('huda')).toBeCloseTo(0.5);
    now = 10_000;
    expect([limiter.take('huda'), limiter.take('huda'), limiter.take('huda')]).toEqual([0, 0, 0]);
  });
});
