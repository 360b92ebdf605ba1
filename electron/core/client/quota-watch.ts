// Remembers how much of the plan's quota the gateway says is left, so that retries (each one billed) stop once
// it is spent. Gateways name the header with or without their brand word, e.g. x-ratelimit-requests-remaining.
const REMAINING = /requests-remaining$/i;

export class QuotaWatch {
  private remaining: number | null = null;

  /** Reads the remaining plan quota from an answer's rate-limit headers, when it has any. */
  observe(rateLimits: Readonly<Record<string, string>> | null): void {
    if (!rateLimits) return;
    for (const [name, value] of Object.entries(rateLimits)) {
      const n = Number(value);
      if (REMAINING.test(name) && value.trim() !== '' && Number.isFinite(n)) this.remaining = n;
    }
  }

  /** The gateway said the quota is used up. */
  exhausted(): void {
    this.remaining = 0;
  }

  /** Whether one more request fits the plan, as far as the gateway has told. */
  canSpend(): boolean {
    return this.remaining === null || this.remaining > 0;
  }
}

/** The plan quota from rate-limit headers, whatever brand word the gateway puts in their names. */
export function readQuota(headers: Record<string, string> | null): { remaining: number; limit: number | null } | null {
  if (!headers) return null;
  const find = (suffix: string): number | null => {
    const name = Object.keys(headers).find((h) => h.toLowerCase().endsWith(suffix));
    const value = name === undefined ? Number.NaN : Number(headers[name]);
    return Number.isFinite(value) ? value : null;
  };
  const remaining = find('ratelimit-requests-remaining');
  return remaining === null ? null : { remaining, limit: find('ratelimit-requests-limit') };
}
