// Per-member rate limits: a token bucket per key (a member, or the caller's address before it has one), refilled
// continuously; a request over the limit is told how many seconds to wait (Retry-After).
export interface RateLimit {
  /** Requests a second, sustained. */
  perSecond: number;
  /** Requests allowed at once after a quiet spell. */
  burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one request from `key`'s bucket: 0 when allowed, else the seconds until one is. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limit.burst, at: now };
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    if (this.buckets.size > 10_000) this.sweep(now);
    return (1 - bucket.tokens) / this.limit.perSecond;
  }

  /** Forgets full buckets (callers quiet long enough to have refilled): memory stays bounded. */
  private sweep(now: number): void {
    for (const [key, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.limit.perSecond >= this.limit.burst) this.buckets.delete(key);
    }
  }
}
