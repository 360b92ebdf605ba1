import { describe, expect, it, vi } from 'vitest';
import { AppFailure } from '#shared/errors';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import { asWritten, ref } from '#shared/messages/message-ref';
import { backoffMs, DroppedFailure, RefusedFailure, withRetry } from './retry';

const fast = { attempts: 4, baseMs: 1, maxMs: 50 };

describe('withRetry', () => {
  it('retries transient failures and returns the first success', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new AppFailure('upstream', asWritten('502')))
      .mockRejectedValueOnce(new AppFailure('timeout', asWritten('slow')))
      .mockResolvedValue('ok');
    expect(await withRetry(attempt, { policy: fast })).toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not retry what will not change: validation, bad key, not found, quota', async () => {
    for (const code of ['validation', 'bad-key', 'not-found', 'quota-exhausted'] as const) {
      const attempt = vi.fn().mockRejectedValue(new AppFailure(code, asWritten(code)));
      await expect(withRetry(attempt, { policy: fast })).rejects.toMatchObject({ appError: { code } });
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it('gives up after the last attempt and retries a 403 burst only once', async () => {
    const failing = vi.fn().mockRejectedValue(new AppFailure('upstream', asWritten('500')));
    await expect(withRetry(failing, { policy: fast })).rejects.toBeInstanceOf(AppFailure);
    expect(failing).toHaveBeenCalledTimes(4);
    const forbidden = vi.fn().mockRejectedValue(new AppFailure('not-subscribed', asWritten('403')));
    await expect(withRetry(forbidden, { policy: fast })).rejects.toBeInstanceOf(AppFailure);
    expect(forbidden).toHaveBeenCalledTimes(2);
  });

  it('asks once more for an answer it could not read, and never again for one that said no', async () => {
    const unreadable = vi.fn().mockRejectedValue(new AppFailure('malformed-response', asWritten('not JSON')));
    await expect(withRetry(unreadable, { policy: fast })).rejects.toBeInstanceOf(AppFailure);
    expect(unreadable).toHaveBeenCalledTimes(2);
    const refused = vi.fn().mockRejectedValue(new RefusedFailure('upstream', asWritten('success: false')));
    await expect(withRetry(refused, { policy: fast })).rejects.toBeInstanceOf(RefusedFailure);
    expect(refused).toHaveBeenCalledTimes(1);
    const slowDown = vi
      .fn()
      .mockRejectedValueOnce(new RefusedFailure('rate-limited', asWritten('slow')))
      .mockResolvedValue(1);
    expect(await withRetry(slowDown, { policy: fast })).toBe(1);
  });

  it('says at once when Retry-After asks for longer than a retry waits, and sends nothing more', async () => {
    const sleepy = vi
      .fn()
      .mockRejectedValue(
        new AppFailure('rate-limited', ref('error.client.tooManyPerSecond'), { retryAfterSeconds: 100_000 }),
      );
    const error = (await withRetry(sleepy, { policy: fast }).catch((e: unknown) => e)) as AppFailure;
    expect(sleepy).toHaveBeenCalledTimes(1);
    expect(error.appError).toMatchObject({
      code: 'rate-limited',
      message: 'Too many requests per second. It asks to wait 28 hours before the next request; nothing more was sent.',
      retryAfterSeconds: 100_000,
    });
    // Worded where it is shown, in the window's language: the refusal and the wait, each in Arabic and Hindi words.
    const arabic = formatRef('ar', error.appError.said!);
    for (const words of ['طلبات كثيرة جدًا في الثانية.', 'تطلب الانتظار', 'ساعة']) expect(arabic).toContain(words);
    expect(formatRef('hi', error.appError.said!)).toContain('28 घंटे');
    const wait = async (seconds: number) => {
      const failing = vi
        .fn()
        .mockRejectedValue(
          new AppFailure('rate-limited', ref('error.client.tooManyPerSecond'), { retryAfterSeconds: seconds }),
        );
      return ((await withRetry(failing, { policy: fast }).catch((e: unknown) => e)) as AppFailure).message;
    };
    expect(await wait(21)).toMatch(/wait 21 seconds before/);
    expect(await wait(600)).toMatch(/wait 10 minutes before/);
  });

  it('waits what Retry-After says, otherwise backs off exponentially with jitter', () => {
    const policy = { attempts: 4, baseMs: 400, maxMs: 20_000 };
    expect(backoffMs(0, policy, () => 0, 3)).toBe(3000);
    expect(backoffMs(3, policy, () => 0.999, undefined)).toBeCloseTo(3196.8, 0);
    expect(backoffMs(10, policy, () => 1, undefined)).toBe(20_000);
  });

  it('sends a timed-out request again once at most, whatever the attempts allow', async () => {
    const slow = vi.fn().mockRejectedValue(new AppFailure('timeout', asWritten('slow')));
    await expect(withRetry(slow, { policy: fast })).rejects.toMatchObject({ appError: { code: 'timeout' } });
    expect(slow).toHaveBeenCalledTimes(2);
    const never = vi.fn().mockRejectedValue(new AppFailure('timeout', asWritten('slow')));
    await expect(withRetry(never, { policy: { ...fast, timeoutRetries: 0 } })).rejects.toBeInstanceOf(AppFailure);
    expect(never).toHaveBeenCalledTimes(1);
    // A timeout after other transient failures still gets its one retry.
    const mixed = vi
      .fn()
      .mockRejectedValueOnce(new AppFailure('upstream', asWritten('502')))
      .mockRejectedValueOnce(new AppFailure('timeout', asWritten('slow')))
      .mockResolvedValue('ok');
    expect(await withRetry(mixed, { policy: fast })).toBe('ok');
  });

  it('sends a request dropped after it was sent again once at most, counted with timeouts', async () => {
    const dropped = vi.fn().mockRejectedValue(new DroppedFailure('upstream', asWritten('dropped')));
    await expect(withRetry(dropped, { policy: fast })).rejects.toBeInstanceOf(DroppedFailure);
    expect(dropped).toHaveBeenCalledTimes(2);
    // One unanswered request may be sent again, not one per kind: a drop after a timeout ends the call.
    const both = vi
      .fn()
      .mockRejectedValueOnce(new AppFailure('timeout', asWritten('slow')))
      .mockRejectedValueOnce(new DroppedFailure('upstream', asWritten('dropped')))
      .mockResolvedValue('ok');
    await expect(withRetry(both, { policy: fast })).rejects.toBeInstanceOf(DroppedFailure);
    expect(both).toHaveBeenCalledTimes(2);
    // Only when the budget allows.
    const broke = vi.fn().mockRejectedValue(new DroppedFailure('upstream', asWritten('dropped')));
    await expect(withRetry(broke, { policy: fast, canSpend: () => false })).rejects.toBeInstanceOf(AppFailure);
    expect(broke).toHaveBeenCalledTimes(1);
  });

  it('asks canSpend before every retry and stops when the budget says no', async () => {
    const failing = vi.fn().mockRejectedValue(new AppFailure('upstream', asWritten('502')));
    let budget = 2;
    const canSpend = vi.fn(() => budget-- > 0);
    await expect(withRetry(failing, { policy: fast, canSpend })).rejects.toBeInstanceOf(AppFailure);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(canSpend).toHaveBeenCalledTimes(3);
    const first = vi.fn().mockResolvedValue('ok');
    const unused = vi.fn(() => false);
    expect(await withRetry(first, { policy: fast, canSpend: unused })).toBe('ok');
    expect(unused).not.toHaveBeenCalled();
  });
});
