import { describe, expect, it } from 'vitest';
import { keyVariants } from './key-guard';
import { QuotaWatch, rateLimitHeaders } from './quota-watch';

const KEY = 'gw-key-5d2f8a1c9e3b7064';

describe('rateLimitHeaders', () => {
  it('keeps the rate-limit figures, lower-cased, and nothing else', () => {
    const headers = new Headers({
      'X-RateLimit-Requests-Remaining': ' 740 ',
      'x-ratelimit-requests-limit': '750',
      'retry-after': '1.5',
      'content-type': 'application/json',
    });
    expect(rateLimitHeaders(headers, keyVariants(KEY))).toEqual({
      'x-ratelimit-requests-remaining': '740',
      'x-ratelimit-requests-limit': '750',
      'retry-after': '1.5',
    });
  });

  it('stores no value that is not a figure, so a header echoing the key (or part of it) is dropped', () => {
    const headers = new Headers({
      'x-ratelimit-requests-remaining': KEY,
      'x-ratelimit-requests-reset': `${KEY.slice(0, 9)}`,
      'x-ratelimit-note': 'see https://gateway.example/limits',
      'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT',
    });
    expect(rateLimitHeaders(headers, keyVariants(KEY))).toBeNull();
  });

  it('drops a figure that is part of an all-digit key, and a header whose name carries the key', () => {
    const digits = '8401937265019384';
    const headers = new Headers({ 'x-ratelimit-requests-remaining': digits.slice(2, 12), 'x-ratelimit-limit': '5' });
    headers.set(`x-ratelimit-${KEY}`, '1');
    expect(rateLimitHeaders(headers, [...keyVariants(digits), ...keyVariants(KEY)])).toEqual({
      'x-ratelimit-limit': '5',
    });
  });

  it('feeds the quota watch only with figures', () => {
    const watch = new QuotaWatch();
    watch.observe(rateLimitHeaders(new Headers({ 'x-ratelimit-requests-remaining': KEY }), keyVariants(KEY)));
    expect(watch.canSpend()).toBe(true);
    watch.observe(rateLimitHeaders(new Headers({ 'x-ratelimit-requests-remaining': '0' }), []));
    expect(watch.canSpend()).toBe(false);
  });
});
