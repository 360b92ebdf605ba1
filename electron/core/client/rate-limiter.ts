// Caps the request rate (evenly spaced starts) and the number of requests in flight, so the app stays under
// the gateway's per-second limit instead of discovering it through 429s.
import { AppFailure } from '#shared/errors';

export interface RateLimits {
  perSecond: number;
  concurrency: number;
}

export class RateLimiter {
  private nextStart = 0;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private limits: RateLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  update(limits: RateLimits): void {
    this.limits = limits;
  }

  /** Pushes the next start back, e.g. after the server asked to wait (Retry-After). */
  pauseFor(ms: number): void {
    this.nextStart = Math.max(this.nextStart, this.now() + ms);
  }

  async schedule<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquireSlot(signal);
    try {
      const wait = this.reserveStart();
      if (wait > 0) await sleep(wait, signal);
      return await task();
    } finally {
      this.release();
    }
  }

  private reserveStart(): number {
    const now = this.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + 1000 / this.limits.perSecond;
    return start - now;
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
        reject(new AppFailure('cancelled', 'The request was cancelled.'));
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
    if (signal?.aborted) return reject(new AppFailure('cancelled', 'The request was cancelled.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new AppFailure('cancelled', 'The request was cancelled.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
