// A base URL with a user name or password in it (http://user:pw@host) used to reach fetch, which refuses such URLs
// ("internal error in a handler", exit 1), and settings:update stored it. It is refused where it is parsed: the
// --base-url flag, AQAR_BASE_URL (each named as given), settings:update and a hand-edited settings file (naming the
// field).
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
  gateway = await startRecordingServer();
  dir = makeTempDir('aqar-credentials-');
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

const withCredentials = (): string => `http://user:s3cret-pw@127.0.0.1:${gateway.port}`;
const FIELD = /baseUrl: must not contain a user name or password/;

describe('a base URL carrying credentials', () => {
  it.each([
    ['the --base-url flag', '--base-url', (url: string) => ({ args: ['--base-url', url], env: {} })],
    ['AQAR_BASE_URL', 'AQAR_BASE_URL', (url: string) => ({ args: [], env: { AQAR_BASE_URL: url } })],
  ])('is refused from %s before anything is sent (exit 2, named as given)', async (_from, named, given) => {
    const { args, env } = given(withCredentials());
    const run = await aqar(['autocomplete', '--query', 'dubai', ...args], {
      AQAR_DATA_DIR: join(dir.path, 'cli'),
      AQAR_API_KEY: TEST_KEY,
      ...env,
    });
    expect(run.code).toBe(2);
    expect(run.err).toContain(`aqar: ${named}: must not contain a user name or password`);
    expect(run.err).not.toContain('internal error');
    expect(run.err).not.toContain('s3cret-pw');
    expect(gateway.connections()).toBe(0);
  });

  it('is refused by settings:update, which keeps the connection as it was', async () => {
    const core = await createCore({
      dataDir: join(dir.path, 'update'),
      host: 'test',
      version: 'test',
      log: () => {},
      openSecrets: async () => ({ store: new MemoryStore(), backend: null, warning: null }),
    });
    const before = core.settings().connection;
    const result = await core.dispatch('settings:update', { connection: { baseUrl: withCredentials() } });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', field: 'connection.baseUrl' } });
    expect(JSON.stringify(result)).toMatch(FIELD);
    expect(JSON.stringify(result)).not.toContain('s3cret-pw');
    expect(core.settings().connection).toEqual(before);
    await core.close();
  });

  it('in a hand-edited settings file is not used, and the notice names the field', async () => {
    const dataDir = join(dir.path, 'file');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      join(dataDir, 'settings.json'),
      JSON.stringify({ version: 1, source: 'live', connection: { profile: 'neutral', baseUrl: withCredentials() } }),
    );
    // `usage` reads the settings like every command, without building the demo market the defaults fall back to.
    const run = await aqar(['usage'], { AQAR_DATA_DIR: dataDir, AQAR_API_KEY: TEST_KEY });
    expect(run.err).toMatch(/Settings file was invalid and was moved to .*\(connection\.baseUrl: must not contain/);
    expect(run.err).not.toContain('s3cret-pw');
    expect(run.err).not.toContain('internal error');
    expect(gateway.connections()).toBe(0);
  });
});
