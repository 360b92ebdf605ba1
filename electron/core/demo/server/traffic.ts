// Traffic control of the demo server: a per-second rate limit and a monthly quota, with the gateway's
// rate-limit headers on every response.
export interface TrafficOptions {
  /** Requests allowed per rolling second; unlimited when absent. */
  perSecond?: number;
  /** Requests allowed per calendar month; unlimited when absent. */
  perMonth?: number;
  /** Whether 429 answers carry Retry-After (some gateways omit it). */
  retryAfter?: boolean;
}

export type TrafficVerdict =
  | { ok: true; headers: Record<string, string> }
  | { ok: false; reason: 'rate' | 'quota'; headers: Record<string, string> };

function secondsToMonthEnd(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.ceil((next - now.getTime()) / 1000);
}

export class TrafficControl {
  private readonly recent: number[] = [];
  private used = 0;

  constructor(
    private readonly options: TrafficOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get requestsThisMonth(): number {
    return this.used;
  }

  admit(): TrafficVerdict {
    const now = this.now();
    while (this.recent.length > 0 && now - (this.recent[0] ?? 0) >= 1000) this.recent.shift();
    const { perSecond, perMonth } = this.options;
    const headers: Record<string, string> = {};
    if (perMonth !== undefined) {
      headers['x-ratelimit-requests-limit'] = String(perMonth);
      headers['x-ratelimit-requests-remaining'] = String(Math.max(0, perMonth - this.used - 1));
      headers['x-ratelimit-requests-reset'] = String(secondsToMonthEnd(new Date(now)));
      if (this.used >= perMonth) {
        headers['x-ratelimit-requests-remaining'] = '0';
        return { ok: false, reason: 'quota', headers };
      }
    }
    if (perSecond !== undefined) {
      const resetMs = this.recent.length > 0 ? 1000 - (now - (this.recent[0] ?? now)) : 1000;
      headers['x-ratelimit-limit'] = String(perSecond);
      headers['x-ratelimit-remaining'] = String(Math.max(0, perSecond - this.recent.length - 1));
      headers['x-ratelimit-reset'] = String(Math.max(1, Math.ceil(resetMs / 1000)));
      if (this.recent.length >= perSecond) {
        headers['x-ratelimit-remaining'] = '0';
        if (this.options.retryAfter !== false) headers['retry-after'] = String(Math.max(1, Math.ceil(resetMs / 1000)));
        return { ok: false, reason: 'rate', headers };
      }
    }
    this.recent.push(now);
    this.used += 1;
    return { ok: true, headers };
  }
}
