// Remembers how much of the plan's quota the gateway says is left, so that retries (each one billed) stop once
// it is spent. Gateways name the header with or without their brand word, e.g. x-ratelimit-requests-remaining.
import { scrubSecrets } from '../keychain/secret-rules';

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

/** A rate-limit figure as gateways send it: a count or a number of seconds. */
const FIGURE = /^\d{1,15}(\.\d{1,6})?$/;

/**
 * The rate-limit headers of an answer worth keeping (they are stored and shown in the usage view): only names and
 * values the key does not appear in, and only values that are figures. A header echoing the key, or any text,
 * is not kept at all.
 */
export function rateLimitHeaders(headers: Headers, secrets: readonly string[]): Record<string, string> | null {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!/ratelimit|retry-after/i.test(name)) return;
    const figure = value.trim();
    if (!FIGURE.test(figure) || scrubSecrets(`${name}:${figure}`, secrets) !== `${name}:${figure}`) return;
    out[name.toLowerCase()] = figure;
  });
  return Object.keys(out).length > 0 ? out : null;
}
