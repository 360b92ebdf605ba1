// Retries transient failures with exponential backoff and full jitter, honouring Retry-After.
import { AppFailure, type ErrorCode } from '#shared/errors';
import { sleep } from './rate-limiter';

export interface RetryPolicy {
  attempts: number;
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseMs: 400, maxMs: 20_000 };

/** Failures worth trying again; a burst of 403 while the quota is fine is a known gateway hiccup. */
const TRANSIENT: ReadonlySet<ErrorCode> = new Set([
  'rate-limited',
  'upstream',
  'offline',
  'timeout',
  'malformed-response',
  'not-subscribed',
]);

/** A failure that trying again cannot change (a refused redirect, a key that may not travel): never retried. */
export class PermanentFailure extends AppFailure {}

export function isTransient(error: unknown): error is AppFailure {
  return error instanceof AppFailure && !(error instanceof PermanentFailure) && TRANSIENT.has(error.appError.code);
}

export function backoffMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterSeconds?: number,
): number {
  if (retryAfterSeconds !== undefined) return Math.min(policy.maxMs, retryAfterSeconds * 1000 + random() * 100);
  return Math.min(policy.maxMs, random() * policy.baseMs * 2 ** attempt);
}

export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  options: {
    policy?: RetryPolicy;
    signal?: AbortSignal;
    random?: () => number;
    onBackoff?: (ms: number, error: AppFailure) => void;
  },
): Promise<T> {
  const policy = options.policy ?? DEFAULT_RETRY;
  const random = options.random ?? Math.random;
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      const last =
        n + 1 >= policy.attempts || (isTransient(error) && error.appError.code === 'not-subscribed' && n >= 1);
      if (!isTransient(error) || last || options.signal?.aborted) throw error;
      const wait = backoffMs(n, policy, random, error.appError.retryAfterSeconds);
      options.onBackoff?.(wait, error);
      await sleep(wait, options.signal);
    }
  }
}
