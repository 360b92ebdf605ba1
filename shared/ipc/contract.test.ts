import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMES, CHANNELS, EVENT_NAMES, isAppEvent, isChannel } from './contract';

describe('IPC contract', () => {
  it('names every channel domain:action', () => {
    for (const name of CHANNEL_NAMES) expect(name).toMatch(/^[a-z]+:[a-z-]+$/);
    for (const name of EVENT_NAMES) expect(name).toMatch(/^[a-z]+:[a-z-]+$/);
  });

  it('recognises only its own channels, not inherited object keys', () => {
    expect(isChannel('locations:search')).toBe(true);
    expect(isChannel('toString')).toBe(false);
    expect(isChannel('__proto__')).toBe(false);
    expect(isAppEvent('fetch:progress')).toBe(true);
    expect(isAppEvent('hasOwnProperty')).toBe(false);
  });

  it('validates location search input', () => {
    const schema = CHANNELS['locations:search'].input;
    expect(schema.safeParse({ query: 'marina', lang: 'ar' }).success).toBe(true);
    expect(schema.safeParse({ query: 'x'.repeat(101), lang: 'en' }).success).toBe(false);
    expect(schema.safeParse({ query: 'marina', lang: 'de' }).success).toBe(false);
    expect(schema.safeParse({ query: 'marina' }).success).toBe(false);
  });

  it('app:info takes an empty object and nothing else', () => {
    expect(CHANNELS['app:info'].input.safeParse({}).success).toBe(true);
    expect(CHANNELS['app:info'].input.safeParse({ a: 1 }).success).toBe(false);
  });
});
