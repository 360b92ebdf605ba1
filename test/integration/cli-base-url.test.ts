// A base URL with a query or a fragment (http://host?x=1#frag) swallowed the operation's path: the client sent
// GET /?x=1 and the command exited 0 with "0 of 0 result(s)". It is refused wherever a base URL is given (--base-url,
// AQAR_BASE_URL, settings:update, a hand-edited settings file) before anything is sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '#core/create-core';
import { MemoryStore } from '#core/keychain/memory-store';
import { aqar } from '../support/cli-io';
import { TEST_KEY } from '../support/demo-fixture';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let gateway: RecordingServer;
let dir: TempDir;
beforeAll(async () => {
  // Any connection to it is a request sent to a base URL that should have been refused.
  gateway = await startRecordingServer();
  dir = makeTempDir('aqar-base-url-');
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

const REFUSAL = 'must not contain a query (?…) or a fragment (#…)';

describe('a base URL with a query or a fragment', () => {
  it.each([
    ['--base-url, query and fragment', '--base-url', (port: number) => `http://127.0.0.1:${port}?x=1#frag`],
    ['--base-url, a bare ?', '--base-url', (port: number) => `http://127.0.0.1:${port}/v1?`],
    ['AQAR_BASE_URL, a fragment', 'AQAR_BASE_URL', (port: number) => `http://127.0.0.1:${port}/#top`],
  ])('is refused from %s (exit 2, named as given), and nothing is sent', async (_case, named, url) => {
    const given = url(gateway.port);
    const args = named === '--base-url' ? ['--base-url', given] : [];
    const run = await aqar(['search-property', '--purpose', 'for-rent', '--location-ids', '5002', ...args], {
      AQAR_DATA_DIR: join(dir.path, 'cli'),
      AQAR_API_KEY: TEST_KEY,
      ...(named === 'AQAR_BASE_URL' ? { AQAR_BASE_URL: given } : {}),
    });
    expect(run.code).toBe(2);
    expect(run.err).toContain(`aqar: ${named}: ${REFUSAL}`);
    expect(run.err).not.toContain('result(s)');
    expect(gateway.connections()).toBe(0);
  });

  it('is refused by settings:update (the app’s Settings), which keeps the connection as it was', async () => {
    const core = await createCore({
      dataDir: join(dir.path, 'update'),
      host: 'test',
      version: 'test',
      log: () => {},
      openSecrets: async () => ({ store: new MemoryStore(), backend: null, warning: null }),
    });
    const before = core.settings().connection;
    const result = await core.dispatch('settings:update', {
      connection: { baseUrl: `http://127.0.0.1:${gateway.port}?x=1#frag` },
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', field: 'connection.baseUrl' } });
    expect(JSON.stringify(result)).toContain(REFUSAL);
    expect(core.settings().connection).toEqual(before);
    // A path is still a base URL: the operation paths follow it.
    const withPath = await core.dispatch('settings:update', {
      connection: { baseUrl: `http://127.0.0.1:${gateway.port}/v1` },
    });
    expect(withPath).toMatchObject({ ok: true });
    await core.close();
  });

  it('in a hand-edited settings file is not used, and the notice names the field', async () => {
    const dataDir = join(dir.path, 'file');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      join(dataDir, 'settings.json'),
      JSON.stringify({
        version: 1,
        source: 'live',
        connection: { profile: 'neutral', baseUrl: `http://127.0.0.1:${gateway.port}?x=1` },
      }),
    );
    const run = await aqar(['usage'], { AQAR_DATA_DIR: dataDir, AQAR_API_KEY: TEST_KEY });
    expect(run.err).toMatch(
      /Settings file was invalid and was moved to .*\(connection\.baseUrl: must not contain a query/,
    );
    expect(gateway.connections()).toBe(0);
  });
});
