import { describe, expect, it } from 'vitest';
import { checkExposure, isLoopback, parseListen } from './listen';

describe('where the team server listens', () => {
  it('reads HOST:PORT, [IPv6]:PORT and :PORT', () => {
    expect(parseListen('0.0.0.0:8790')).toEqual({ host: '0.0.0.0', port: 8790 });
    expect(parseListen('[::1]:9000')).toEqual({ host: '::1', port: 9000 });
    expect(parseListen(':9001')).toEqual({ host: '127.0.0.1', port: 9001 });
    expect(() => parseListen('8790')).toThrow(/must be HOST:PORT/);
    expect(() => parseListen('127.0.0.1:70000')).toThrow(/must be HOST:PORT/);
  });

  it('serves loopback as it is, and any other address only with TLS or behind a proxy', () => {
    expect(['127.0.0.1', '127.9.9.9', 'localhost', '::1'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '10.0.0.5', '::', 'team.example.ae'].some(isLoopback)).toBe(false);
    expect(() => checkExposure({ host: '0.0.0.0', port: 1 }, false, false)).toThrow(/without TLS/);
    expect(() => checkExposure({ host: '0.0.0.0', port: 1 }, true, false)).not.toThrow();
    expect(() => checkExposure({ host: '0.0.0.0', port: 1 }, false, true)).not.toThrow();
  });
});
