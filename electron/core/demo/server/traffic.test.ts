import { describe, expect, it } from 'vitest';
import { TrafficControl } from './traffic';

describe('TrafficControl', () => {
  it('admits up to the per-second limit, then answers rate with Retry-After and headers', () => {
    let now = 1_000_000;
    const traffic = new TrafficControl({ perSecond: 3 }, () => now);
    expect([traffic.admit(), traffic.admit(), traffic.admit()].every((v) => v.ok)).toBe(true);
    const refused = traffic.admit();
    expect(refused).toMatchObject({ ok: false, reason: 'rate' });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    now += 1000;
    expect(traffic.admit().ok).toBe(true);
  });

  it('enforces the monthly quota and reports what remains', () => {
    const traffic = new TrafficControl({ perMonth: 2 });
    expect(traffic.admit().headers['x-ratelimit-requests-remaining']).toBe('1');
    expect(traffic.admit().headers['x-ratelimit-requests-remaining']).toBe('0');
    expect(traffic.admit()).toMatchObject({ ok: false, reason: 'quota' });
    expect(traffic.requestsThisMonth).toBe(2);
  });

  it('can leave Retry-After out, as some gateways do', () => {
    const traffic = new TrafficControl({ perSecond: 1, retryAfter: false });
    traffic.admit();
    expect(traffic.admit().headers['retry-after']).toBeUndefined();
  });
});
