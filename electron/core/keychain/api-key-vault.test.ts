import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION } from '../client/connection';
import { ApiKeyVault, keyBinding } from './api-key-vault';
import { MemoryStore } from './memory-store';
import { API_KEY_ACCOUNT } from './secret-store';

const KEY = 'sk-live-0123456789abcdef';

describe('the API key vault', () => {
  it('hands the key out only for the connection it was entered for', async () => {
    const store = new MemoryStore();
    const vault = new ApiKeyVault(async () => store);
    await vault.set(KEY, DEFAULT_CONNECTION);
    expect(await vault.get(DEFAULT_CONNECTION)).toBe(KEY);
    const elsewhere = { ...DEFAULT_CONNECTION, baseUrl: 'https://attacker.example' };
    const refused = vault.get(elsewhere);
    await expect(refused).rejects.toMatchObject({ appError: { code: 'bad-key' } });
    const message = await refused.catch((e: Error) => e.message);
    expect(message).toContain('attacker.example');
    expect(message).not.toContain(KEY);
    await expect(vault.get({ ...DEFAULT_CONNECTION, keyHeader: 'x-other-key' })).rejects.toThrow();
    await expect(vault.get({ ...DEFAULT_CONNECTION, gatewayHost: 'other.example' })).rejects.toThrow();
    // A path under the same origin is the same service.
    expect(await vault.get({ ...DEFAULT_CONNECTION, baseUrl: `${DEFAULT_CONNECTION.baseUrl}/v2` })).toBe(KEY);
  });

  it('binds a key stored by an earlier version on first use, and can be rebound after confirmation', async () => {
    const store = new MemoryStore();
    await store.set(API_KEY_ACCOUNT, KEY);
    const vault = new ApiKeyVault(async () => store);
    expect(await vault.get(DEFAULT_CONNECTION)).toBe(KEY);
    expect(await vault.boundTo()).toBe(keyBinding(DEFAULT_CONNECTION));
    const moved = { ...DEFAULT_CONNECTION, baseUrl: 'https://renamed-gateway.example' };
    await vault.rebind(moved);
    expect(await vault.get(moved)).toBe(KEY);
    expect(await vault.clear()).toBe(true);
    expect(await vault.get(moved)).toBeNull();
  });
});
