import { describe, expect, it } from 'vitest';
import { busyTimeoutMs, DEFAULT_BUSY_TIMEOUT_MS } from './busy-timeout';

describe('busyTimeoutMs', () => {
  it('waits 5 s unless told otherwise', () => {
    expect(busyTimeoutMs({})).toBe(DEFAULT_BUSY_TIMEOUT_MS);
    expect(busyTimeoutMs({ AQAR_BUSY_TIMEOUT_MS: ' ' })).toBe(5000);
  });
  it('takes a whole number of milliseconds from AQAR_BUSY_TIMEOUT_MS', () => {
    expect(busyTimeoutMs({ AQAR_BUSY_TIMEOUT_MS: '300' })).toBe(300);
    expect(busyTimeoutMs({ AQAR_BUSY_TIMEOUT_MS: '0' })).toBe(0);
  });
  it('refuses a bad value naming the variable, never reading it as 0', () => {
    for (const bad of ['soon', '1.5', '-1', '600001'])
      expect(() => busyTimeoutMs({ AQAR_BUSY_TIMEOUT_MS: bad }), bad).toThrow(/AQAR_BUSY_TIMEOUT_MS.*"/);
  });
});
