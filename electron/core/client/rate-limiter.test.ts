import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('never starts more than N requests in a rolling window, and caps concurrency', async () => {
    const limiter = new RateLimiter({ perSecond: 10, concurrency: 3 });
    const starts: number[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    await Promise.all(
      Array.from({ length: 25 }, () =>
        limiter.schedule(async () => {
          starts.push(performance.now());
          maxInFlight = Math.max(maxInFlight, ++inFlight);
          await new Promise((r) => setTimeout(r, 30));
          inFlight--;
        }),
      ),
    );
    expect(maxInFlight).toBeLessThanOrEqual(3);
    for (let i = 10; i < starts.length; i++) expect(starts[i]! - starts[i - 10]!).toBeGreaterThanOrEqual(1000);
  });

  it('holds starts back after a pause request and cancels waiting tasks', async () => {
    const limiter = new RateLimiter({ perSecond: 100, concurrency: 1 });
    limiter.pauseFor(150);
    const t = performance.now();
    await limiter.schedule(async () => {});
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);
    const abort = new AbortController();
    const blocker = limiter.schedule(() => new Promise((r) => setTimeout(r, 100)));
    const queued = limiter.schedule(async () => 'ran', abort.signal);
    abort.abort();
    await expect(queued).rejects.toMatchObject({ appError: { code: 'cancelled' } });
    await blocker;
  });
});
