import { describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-store';
import { API_KEY_ACCOUNT } from './secret-store';

describe('MemoryStore', () => {
  it('keeps, reports and clears a secret for the session', async () => {
    const store = new MemoryStore();
    expect(store.kind).toBe('memory');
    expect(await store.has(API_KEY_ACCOUNT)).toBe(false);
    expect(await store.get(API_KEY_ACCOUNT)).toBeNull();
    await store.set(API_KEY_ACCOUNT, 'key-1');
    expect(await store.get(API_KEY_ACCOUNT)).toBe('key-1');
    expect(await store.has(API_KEY_ACCOUNT)).toBe(true);
    expect(await store.clear(API_KEY_ACCOUNT)).toBe(true);
    expect(await store.clear(API_KEY_ACCOUNT)).toBe(false);
    expect(await store.has(API_KEY_ACCOUNT)).toBe(false);
  });

  it('stores the trimmed secret and keeps accounts apart', async () => {
    const store = new MemoryStore();
    await store.set('a', '  key-a \n');
    await store.set('b', 'key-b');
    expect(await store.get('a')).toBe('key-a');
    expect(await store.get('b')).toBe('key-b');
  });

  it('is not shared between instances (nothing outlives the session)', async () => {
    await new MemoryStore().set('a', 'key-a');
    expect(await new MemoryStore().get('a')).toBeNull();
  });

  it('rejects bad secrets and account names and keeps the previous secret', async () => {
    const store = new MemoryStore();
    await store.set(API_KEY_ACCOUNT, 'good');
    await expect(store.set(API_KEY_ACCOUNT, '   ')).rejects.toThrow(/Cannot store the API key: it is empty/);
    await expect(store.set(API_KEY_ACCOUNT, 'x'.repeat(513))).rejects.toThrow(/longer than 512 characters/);
    await expect(store.set(API_KEY_ACCOUNT, 'a\nb')).rejects.toThrow(/control characters/);
    await expect(store.set('', 'good')).rejects.toThrow(/account name: it is empty/);
    expect(await store.get(API_KEY_ACCOUNT)).toBe('good');
  });

  it('accepts a secret of exactly 512 characters', async () => {
    const store = new MemoryStore();
    await store.set('a', 'k'.repeat(512));
    expect(await store.get('a')).toHaveLength(512);
  });
});
