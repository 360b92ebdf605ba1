// Base URLs the client must never use, refused wherever one is given: the --base-url flag and AQAR_BASE_URL (each
// named as given, exit 2), settings:update (naming the field, keeping the connection as it was) and a hand-edited
// settings file (moved aside, with a notice naming the field). Nothing reaches the server they point at.
// - A user name or password (http://user:pw@host) used to reach fetch, which refuses such URLs ("internal error in a
//   handler", exit 1), and settings:update stored it.
// - A query or a fragment (http://host?x=1#frag) swallowed the operation's path: the client sent GET /?x=1 and the
//   command exited 0 with "0 of 0 result(s)".
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

interface Refused {
  name: string;
  url: (port: number) => string;
  refusal: string;
  /** Text of the URL that must never be echoed back (a password). */
  secret?: string;
}

const CASES: Refused[] = [
  {
    name: 'credentials',
    url: (port) => `http://user:s3cret-pw@127.0.0.1:${port}`,
    refusal: 'must not contain a user name or password',
    secret: 's3cret-pw',
  },
  {
    name: 'a query and a fragment',
    url: (port) => `http://127.0.0.1:${port}?x=1#frag`,
    refusal: 'must not contain a query (?…) or a fragment (#…)',
  },
  {
    name: 'a bare ?',
    url: (port) => `http://127.0.0.1:${port}/v1?`,
    refusal: 'must not contain a query (?…) or a fragment (#…)',
  },
  {
    name: 'a fragment',
    url: (port) => `http://127.0.0.1:${port}/#top`,
    refusal: 'must not contain a query (?…) or a fragment (#…)',
  },
];

describe.each(CASES)('a base URL with $name', ({ name, url, refusal, secret }) => {
  const noSecret = (text: string): void => {
    if (secret) expect(text).not.toContain(secret);
  };

  it.each(['--base-url', 'AQAR_BASE_URL'])(
    'is refused from %s before anything is sent (exit 2, named as given)',
    async (named) => {
      const given = url(gateway.port);
      const run = await aqar(
        [
          'search-property',
          '--purpose',
          'for-rent',
          '--location-ids',
          '5002',
          ...(named === '--base-url' ? [named, given] : []),
        ],
        {
          AQAR_DATA_DIR: join(dir.path, 'cli'),
          AQAR_API_KEY: TEST_KEY,
          ...(named === 'AQAR_BASE_URL' ? { [named]: given } : {}),
        },
      );
      expect(run.code).toBe(2);
      expect(run.err).toContain(`aqar: ${named}: ${refusal}`);
      expect(run.err).not.toContain('internal error');
      expect(run.err).not.toContain('result(s)');
      noSecret(run.err);
      expect(gateway.connections()).toBe(0);
    },
  );

  it('is refused by settings:update (the app’s Settings), which keeps the connection as it was', async () => {
    const core = await createCore({
      dataDir: join(dir.path, `update-${name}`),
      host: 'test',
      version: 'test',
      log: () => {},
      openSecrets: async () => ({ store: new MemoryStore(), backend: null, warning: null }),
    });
    const before = core.settings().connection;
    const result = await core.dispatch('settings:update', { connection: { baseUrl: url(gateway.port) } });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', field: 'connection.baseUrl' } });
    expect(JSON.stringify(result)).toContain(refusal);
    noSecret(JSON.stringify(result));
    expect(core.settings().connection).toEqual(before);
    await core.close();
  });

  it('in a hand-edited settings file is not used, and the notice names the field', async () => {
    const dataDir = join(dir.path, `file-${name}`);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      join(dataDir, 'settings.json'),
      JSON.stringify({ version: 1, source: 'live', connection: { profile: 'neutral', baseUrl: url(gateway.port) } }),
    );
    // `usage` reads the settings like every command, without building the demo market the defaults fall back to.
    const run = await aqar(['usage'], { AQAR_DATA_DIR: dataDir, AQAR_API_KEY: TEST_KEY });
    expect(run.err).toMatch(/Settings file was invalid and was moved to .*\(connection\.baseUrl: must not contain/);
    expect(run.err).not.toContain('internal error');
    noSecret(run.err);
    expect(gateway.connections()).toBe(0);
  });
});

describe('a base URL with a path', () => {
  it('is still a base URL: the operation paths follow it', async () => {
    const core = await createCore({
      dataDir: join(dir.path, 'with-path'),
      host: 'test',
      version: 'test',
      log: () => {},
      openSecrets: async () => ({ store: new MemoryStore(), backend: null, warning: null }),
    });
    const withPath = await core.dispatch('settings:update', {
      connection: { baseUrl: `http://127.0.0.1:${gateway.port}/v1` },
    });
    expect(withPath).toMatchObject({ ok: true });
    await core.close();
  });
});
