// A stored key refused for a changed key header (`--key-header`) used to say "entered for https://…; … does not send
// it to https://…" (the same address twice) and to send a terminal user to the app's Settings. The refusal names what
// changed, and the CLI's core says how to enter the key from a terminal.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type SettingsOverride } from '#core/create-core';
import { MemoryStore } from '#core/keychain/memory-store';
import type { HostKind } from '#shared/ipc/contract';
import { TEST_KEY } from '../support/demo-fixture';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let gateway: RecordingServer;
let dir: TempDir;
beforeAll(async () => {
  gateway = await startRecordingServer();
  dir = makeTempDir('aqar-key-binding-');
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

/** The message of a fetch refused because the stored key belongs to another connection. */
async function refusal(host: HostKind, changed: SettingsOverride['connection']): Promise<string> {
  const store = new MemoryStore();
  const open = (connection: SettingsOverride['connection'] = {}) =>
    createCore({
      dataDir: join(dir.path, host),
      host,
      version: 'test',
      settings: { source: 'live', connection: { baseUrl: gateway.url, ...connection } },
      log: () => {},
      openSecrets: async () => ({ store, backend: 'keytar', warning: null }),
    });
  const entered = await open();
  expect(await entered.dispatch('key:set', { key: TEST_KEY })).toMatchObject({ ok: true });
  await entered.close();
  const other = await open(changed);
  const result = await other.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'marina' } });
  await other.close();
  expect(result).toMatchObject({ ok: false, error: { code: 'bad-key' } });
  const message = (result as { error: { message: string } }).error.message;
  expect(message).not.toContain(TEST_KEY);
  return message;
}

describe('a key refused for a changed connection', () => {
  it('names the key header that changed, not the same address twice, and the CLI’s way to enter a key', async () => {
    const message = await refusal('cli', { keyHeader: 'x-other-key' });
    expect(message).toContain(`entered for ${gateway.url} under the header x-gateway-key`);
    expect(message).toContain('does not send it under the header x-other-key');
    expect(message.split(gateway.url)).toHaveLength(2);
    expect(message).toContain('aqar key set');
    expect(message).not.toContain('Settings');
    expect(gateway.connections()).toBe(0);
  });

  it('names a changed host value the same way; the app keeps its Settings wording', async () => {
    const message = await refusal('test', { gatewayHost: 'other.example' });
    expect(message).toContain('with the host value other.example');
    expect(message).toContain('Enter the key again in Settings');
    expect(message).not.toContain('aqar key set');
  });
});
