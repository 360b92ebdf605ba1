import { describe, expect, it, vi } from 'vitest';
import type { KeytarLike } from './keytar-store';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import { openSecretStore, type OpenedSecretStore } from './open-secret-store';

/** The warning as an English window shows it. */
const english = (warning: OpenedSecretStore['warning']): string | null =>
  warning === null ? null : formatRef('en', warning);
import { API_KEY_ACCOUNT, SECRET_SERVICE } from './secret-store';

/** An in-memory keytar that records the services it was asked about. */
function fakeKeytar(overrides: Partial<KeytarLike> = {}): KeytarLike & { services: string[] } {
  const items = new Map<string, string>();
  const services: string[] = [];
  const key = (service: string, account: string): string => `${service}\u0000${account}`;
  return {
    services,
    getPassword: async (service, account) => {
      services.push(service);
      return items.get(key(service, account)) ?? null;
    },
    setPassword: async (service, account, password) => {
      items.set(key(service, account), password);
    },
    deletePassword: async (service, account) => items.delete(key(service, account)),
    ...overrides,
  };
}

const WARNING = /^No system keychain is available \(.+\): your API key will be kept only until Aqar Lens closes\.$/;

describe('openSecretStore', () => {
  it('uses the keychain when the probe answers, under the Aqar Lens service', async () => {
    const keytar = fakeKeytar();
    const { store, warning } = await openSecretStore({ loadKeytar: async () => keytar });
    expect(store.kind).toBe('keychain');
    expect(warning).toBeNull();
    await store.set(API_KEY_ACCOUNT, 'key-1');
    expect(await store.get(API_KEY_ACCOUNT)).toBe('key-1');
    expect(keytar.services.every((service) => service === SECRET_SERVICE)).toBe(true);
  });

  it('honours another service name', async () => {
    const keytar = fakeKeytar();
    await openSecretStore({ service: 'Aqar Lens (test)', loadKeytar: async () => keytar });
    expect(keytar.services).toEqual(['Aqar Lens (test)']);
  });

  it('falls back to memory with a warning naming the cause when the probe throws', async () => {
    const keytar = fakeKeytar({
      getPassword: async () => {
        throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
      },
    });
    const { store, warning } = await openSecretStore({ loadKeytar: async () => keytar });
    expect(store.kind).toBe('memory');
    expect(english(warning)).toMatch(WARNING);
    expect(english(warning)).toContain('Cannot autolaunch D-Bus without X11 $DISPLAY');
    await store.set(API_KEY_ACCOUNT, 'key-1');
    expect(await store.get(API_KEY_ACCOUNT)).toBe('key-1');
  });

  it('falls back to memory when the probe hangs, after the timeout', async () => {
    const keytar = fakeKeytar({ getPassword: () => new Promise<string | null>(() => {}) });
    const started = Date.now();
    const { store, warning } = await openSecretStore({ loadKeytar: async () => keytar, probeTimeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(store.kind).toBe('memory');
    expect(english(warning)).toMatch(WARNING);
    expect(english(warning)).toContain('did not answer within');
  });

  it('waits about 3 s by default before giving up on a hung keychain', async () => {
    vi.useFakeTimers();
    try {
      const keytar = fakeKeytar({ getPassword: () => new Promise<string | null>(() => {}) });
      let settled = false;
      const opening = openSecretStore({ loadKeytar: async () => keytar }).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(2_900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      const { store, warning } = await opening;
      expect(store.kind).toBe('memory');
      expect(english(warning)).toContain('did not answer within 3 s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to memory when keytar cannot be loaded, or loading hangs', async () => {
    const missing = await openSecretStore({
      loadKeytar: async () => {
        throw new Error("Cannot find module 'keytar'");
      },
    });
    expect(missing.store.kind).toBe('memory');
    expect(english(missing.warning)).toContain("Cannot find module 'keytar'");

    const hung = await openSecretStore({ loadKeytar: () => new Promise<KeytarLike>(() => {}), probeTimeoutMs: 20 });
    expect(hung.store.kind).toBe('memory');
    expect(english(hung.warning)).toMatch(WARNING);
  });

  it('loads the real keytar module by default without crashing, whatever the machine offers', async () => {
    const { store, warning } = await openSecretStore();
    expect(['keychain', 'memory']).toContain(store.kind);
    expect(warning === null).toBe(store.kind === 'keychain');
  });

  it('uses the prebuilt keyring binding when keytar is not installed, probing it by a write', async () => {
    const napi = fakeKeytar();
    const writes: string[] = [];
    const probed: KeytarLike = {
      ...napi,
      setPassword: async (service, account, password) => {
        writes.push(account);
        await napi.setPassword(service, account, password);
      },
    };
    const opened = await openSecretStore({
      backends: [
        { name: 'keytar', probe: 'read', load: async () => Promise.reject(new Error("Cannot find module 'keytar'")) },
        { name: 'napi-keyring', probe: 'write', load: async () => probed },
      ],
    });
    expect(opened.backend).toBe('napi-keyring');
    expect(opened.store.kind).toBe('keychain');
    expect(writes).toEqual(['aqar-lens-keychain-probe']);
    expect(await napi.getPassword(SECRET_SERVICE, 'aqar-lens-keychain-probe')).toBeNull();
  });

  it('names every cause when no backend answers, and honours AQAR_KEYCHAIN_BACKEND=memory', async () => {
    const none = await openSecretStore({
      backends: [
        { name: 'keytar', probe: 'read', load: async () => Promise.reject(new Error('keytar missing')) },
        { name: 'napi-keyring', probe: 'write', load: async () => Promise.reject(new Error('AccessDenied')) },
      ],
    });
    expect(none.backend).toBeNull();
    expect(english(none.warning)).toContain('keytar missing; AccessDenied');
    const off = await openSecretStore({ env: { AQAR_KEYCHAIN_BACKEND: 'memory' } });
    expect(off.store.kind).toBe('memory');
  });
});
