// Retries transient failures with exponential backoff and full jitter, honouring Retry-After. Every retry is a
// request the broker may pay for: it is sent only when the budget allows, and a request that went out and got no
// answer (it timed out, or the connection was dropped after it was sent; the gateway may have billed it already)
// is sent again at most once.
import { AppFailure, saidOf, type ErrorCode } from '#shared/errors';
import { sleep } from './rate-limiter';
import { ref } from '#shared/messages/message-ref';

export interface RetryPolicy {
  attempts: number;
  baseMs: number;
  maxMs: number;
  /**
   * How often a request sent without an answer (timed out, or dropped after it was sent) is sent again, over the
   * whole call (at most once; 1 when not given).
   */
  timeoutRetries?: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseMs: 400, maxMs: 20_000, timeoutRetries: 1 };

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

/** The service answered and said no (`success: false`): asked again, it says no again, for another billed request. */
export class RefusedFailure extends AppFailure {}

/** The connection was dropped after the request was sent: it may have been billed, like a timed-out request. */
export class DroppedFailure extends AppFailure {}

/** A request that left and got no answer: the gateway may have counted it. */
function unanswered(error: AppFailure): boolean {
  return error.appError.code === 'timeout' || error instanceof DroppedFailure;
}

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
    /** Asked before every retry: false when the request budget cannot pay for one more request. */
    canSpend?: () => boolean;
  },
): Promise<T> {
  const policy = options.policy ?? DEFAULT_RETRY;
  const random = options.random ?? Math.random;
  const timeoutRetries = Math.min(1, policy.timeoutRetries ?? 1);
  let unansweredSent = 0;
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!isTransient(error) || options.signal?.aborted) throw error;
      const code = error.appError.code;
      if (error instanceof RefusedFailure && code !== 'rate-limited') throw error;
      const asked = error.appError.retryAfterSeconds;
      // Told to wait longer than a retry ever waits: said at once, rather than waited out in silence and asked anyway.
      if (asked !== undefined && asked * 1000 > policy.maxMs) throw waitTooLong(error, asked);
      if (unanswered(error)) unansweredSent++;
      const last =
        n + 1 >= policy.attempts ||
        // An answer that could not be read may have been cut in transit: read once more, not three times.
        ((code === 'not-subscribed' || code === 'malformed-response') && n >= 1) ||
        (unanswered(error) && unansweredSent > timeoutRetries);
      if (last || (options.canSpend && !options.canSpend())) throw error;
      const wait = backoffMs(n, policy, random, error.appError.retryAfterSeconds);
      options.onBackoff?.(wait, error);
      await sleep(wait, options.signal);
    }
  }
}

/** The failure, saying how long the service asked to wait and that nothing more was sent. */
function waitTooLong(error: AppFailure, seconds: number): AppFailure {
  const minutes = Math.ceil(seconds / 60);
  // Seconds while they are what a broker would count ("21 s" read as "1 minute"), then minutes, then hours.
  const wait =
    seconds < 120
      ? ref('error.client.waitSeconds', { n: Math.ceil(seconds) })
      : minutes < 120
        ? ref('error.client.waitMinutes', { n: minutes })
        : ref('error.client.waitHours', { n: Math.round(minutes / 60) });
  return new AppFailure(error.appError.code, ref('error.client.waitTooLong', { said: saidOf(error.appError), wait }), {
    retryAfterSeconds: seconds,
  });
}
