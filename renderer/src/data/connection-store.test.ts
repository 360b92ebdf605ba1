// Pins what the status bar calls the connection after an answer: a refused key is not "offline".
import { describe, expect, it } from 'vitest';
import { connectionStateOf } from './connection-store';

describe('connection state', () => {
  it('tells a refused key, a used-up quota and a failing service from being offline', () => {
    expect(connectionStateOf({ ok: false, code: 'bad-key' })).toBe('key-refused');
    expect(connectionStateOf({ ok: false, code: 'not-subscribed' })).toBe('key-refused');
    expect(connectionStateOf({ ok: false, code: 'quota-exhausted' })).toBe('quota');
    expect(connectionStateOf({ ok: false, code: 'upstream' })).toBe('failing');
    expect(connectionStateOf({ ok: false, code: 'offline' })).toBe('offline');
    expect(connectionStateOf({ ok: true, stale: true, fallback: 'offline' })).toBe('offline');
    expect(connectionStateOf({ ok: true, stale: true, fallback: 'upstream' })).toBe('failing');
    // A saved page the app re-read on purpose says nothing about the connection.
    expect(connectionStateOf({ ok: true, stale: true })).toBeNull();
    expect(connectionStateOf({ ok: true, stale: false })).toBe('online');
    // Nor does a saved answer still fresh, served without asking; one served because the service failed does.
    expect(connectionStateOf({ ok: true, stale: false, fromCache: true })).toBeNull();
    expect(connectionStateOf({ ok: true, stale: true, fromCache: true, fallback: 'offline' })).toBe('offline');
    // A refused filter says nothing about the connection.
    expect(connectionStateOf({ ok: false, code: 'validation' })).toBeNull();
  });
});
