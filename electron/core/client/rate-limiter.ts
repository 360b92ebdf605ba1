// Caps the request rate and the number of requests in flight, so the app stays under the gateway's limits
// instead of discovering them through 429s. The rate is a rolling window, as gateways count it: at most N
// starts in any window of N / perSecond seconds, measured on actual start times (timers fire late when the
// event loop is busy), plus slack for network jitter.
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';

export interface RateLimits {
  perSecond: number;
  concurrency: number;
}

/** Requests that leave on time reach the gateway late or early by its own queueing: keep 8% in hand. */
const WINDOW_SLACK = 1.08;

export class RateLimiter {
  private pausedUntil = 0;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly starts: number[] = [];

  constructor(
    private limits: RateLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  update(limits: RateLimits): void {
    this.limits = limits;
  }

  /** Holds every start back, e.g. after the server asked to wait (Retry-After). */
  pauseFor(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }

  async schedule<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquireSlot(signal);
    try {
      await this.awaitTurn(signal);
      return await task();
    } finally {
      this.release();
    }
  }

  private async awaitTurn(signal?: AbortSignal): Promise<void> {
    const n = Math.max(1, Math.floor(this.limits.perSecond));
    const windowMs = ((1000 * n) / this.limits.perSecond) * WINDOW_SLACK;
    for (;;) {
      const now = this.now();
      const oldest = this.starts.length >= n ? this.starts[this.starts.length - n]! : -Infinity;
      const wait = Math.max(oldest + windowMs, this.pausedUntil) - now;
      if (wait <= 0) break;
      await sleep(wait, signal);
    }
    this.starts.push(this.now());
    if (this.starts.length > 256) this.starts.splice(0, this.starts.length - 128);
  }

  private async acquireSlot(signal?: AbortSignal): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const i = this.waiting.indexOf(grant);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(new AppFailure('cancelled', ref('error.cancelled')));
      };
      const grant = (): void => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AppFailure('cancelled', ref('error.cancelled')));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new AppFailure('cancelled', ref('error.cancelled')));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
