// Settings a run overrides are never saved; the API key stays with the connection it was entered for: changing
// where requests go removes it (with a notice) unless the person confirms, and a tampered settings file cannot
// send it elsewhere.
import { asWritten } from '#shared/messages/message-ref';
import type { BindingChange } from '#core/keychain/api-key-vault';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type CoreOptions } from '#core/create-core';
import { MemoryStore } from '#core/keychain/memory-store';
import type { SettingsView } from '#shared/settings';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let dir: TempDir;
afterEach(() => dir.remove());

const KEY = 'sk-live-0123456789abcdef';

function core(extra: Partial<CoreOptions> = {}, store = new MemoryStore()) {
  return createCore({
    dataDir: dir.path,
    host: 'test',
    version: 'test',
    log: () => {},
    openSecrets: async () => ({ store, backend: null, warning: null }),
    ...extra,
  });
}

async function ok<T>(promise: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> {
  const result = await promise;
  expect(result.ok, JSON.stringify(result)).toBe(true);
  return result.value as T;
}

describe('settings and the API key', () => {
  it('never saves the overrides of one run', async () => {
    dir = makeTempDir('aqar-settings-');
    const c = await core({ settings: { source: 'live', connection: { baseUrl: 'https://one-run.example' } } });
    await ok(c.dispatch('settings:update', { limits: { perSecond: 3 } }));
    const saved = JSON.parse(readFileSync(join(dir.path, 'settings.json'), 'utf8')) as {
      source: string;
      connection: unknown;
      limits: { perSecond: number };
    };
    expect(saved.limits.perSecond).toBe(3);
    expect(saved.source).toBe('demo');
    expect(JSON.stringify(saved.connection)).not.toContain('one-run.example');
    // The run itself still uses its override.
    expect(c.settings().connection.baseUrl).toBe('https://one-run.example');
    await c.close();
  });

  it('says no keychain exists when a key is entered, never at a demo start where no key is needed', async () => {
    dir = makeTempDir('aqar-settings-');
    const warning =
      'No system keychain is available on this computer, so your API key is kept only until the app closes.';
    const keychainNotices = (c: Awaited<ReturnType<typeof core>>) =>
      c.notices.list().filter((n) => n.code === 'keychain-unavailable');
    const c = await core({
      probeKeychainAtStart: true,
      openSecrets: async () => ({ store: new MemoryStore(), backend: null, warning: asWritten(warning) }),
    });
    const view = await ok<SettingsView>(c.dispatch('settings:get', {}));
    // Settings still says where a key would be kept; the notice at the top waits for a key.
    expect(view.keyStorageWarning).toBe(warning);
    expect(keychainNotices(c)).toEqual([]);
    await ok(c.dispatch('key:set', { key: KEY }));
    await ok(c.dispatch('key:set', { key: KEY }));
    expect(keychainNotices(c)).toHaveLength(1);
    await c.close();
  });

  it('raises no keychain notice on a live start, nor when a request finds no key stored', async () => {
    dir = makeTempDir('aqar-settings-');
    const warning =
      'No system keychain is available on this computer, so your API key is kept only until the app closes.';
    const c = await core({
      host: 'browser',
      probeKeychainAtStart: true,
      settings: { source: 'live', connection: { baseUrl: 'https://gateway.example' } },
      openSecrets: async () => ({ store: new MemoryStore(), backend: null, warning: asWritten(warning) }),
      transport: async () =>
        new Response(JSON.stringify({ message: 'Invalid API key.' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await c.dispatch('data:fetch', { operation: 'search-property', params: { purpose: 'for-sale' } });
    expect(c.notices.list().filter((n) => n.code === 'keychain-unavailable')).toEqual([]);
    await c.close();
  });

  it('removes the key when the connection changes, with a notice, unless the person confirms', async () => {
    dir = makeTempDir('aqar-settings-');
    const store = new MemoryStore();
    const c = await core({}, store);
    await ok(c.dispatch('key:set', { key: KEY }));
    const moved = await ok<SettingsView>(
      c.dispatch('settings:update', { connection: { baseUrl: 'https://attacker.example' } }),
    );
    expect(moved.keyStored).toBe(false);
    expect(c.notices.list().some((n) => /API key was removed because the connection changed/.test(n.message))).toBe(
      true,
    );
    await c.close();

    const asked: BindingChange[] = [];
    const confirming = await core(
      {
        confirmKeyTransfer: async (change) => {
          asked.push(change);
          return true;
        },
      },
      store,
    );
    await ok(confirming.dispatch('key:set', { key: KEY }));
    const kept = await ok<SettingsView>(
      confirming.dispatch('settings:update', { connection: { baseUrl: 'https://renamed-gateway.example' } }),
    );
    expect(kept.keyStored).toBe(true);
    // The question names the part that changed, never "from h to h".
    await ok(confirming.dispatch('settings:update', { connection: { keyHeader: 'x-renamed-key' } }));
    expect(asked.map((c) => c.part)).toEqual(['address', 'key header']);
    expect(asked[1]!.now).toBe('x-renamed-key');
    expect(asked[1]!.was).not.toBe(asked[1]!.now);
    // A change that does not touch where the key goes keeps it without asking.
    const limits = await ok<SettingsView>(confirming.dispatch('settings:update', { limits: { perSecond: 2 } }));
    expect(limits.keyStored).toBe(true);
    await confirming.close();
  });

  it('does not send the key to a host a tampered settings file names', async () => {
    dir = makeTempDir('aqar-settings-');
    const store = new MemoryStore();
    const first = await core({}, store);
    await ok(first.dispatch('settings:update', { source: 'live' }));
    await ok(first.dispatch('key:set', { key: KEY }));
    await first.close();
    const file = join(dir.path, 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8')) as { connection: { baseUrl: string } };
    settings.connection.baseUrl = 'http://127.0.0.1:9/evil';
    writeFileSync(file, JSON.stringify(settings));
    const seen: string[] = [];
    const tampered = await core(
      {
        transport: async (request) => {
          seen.push(JSON.stringify([...request.headers.entries()]));
          return new Response('{}', { status: 500 });
        },
      },
      store,
    );
    const result = await tampered.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'x' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-key' } });
    expect(JSON.stringify(result)).toMatch(/entered for https:\/\/.*does not send it to http:\/\/127\.0\.0\.1:9/);
    expect(seen).toEqual([]);
    expect(JSON.stringify(result)).not.toContain(KEY);
    await tampered.close();
  });
});
