// AQAR_API_KEY is bound to a connection too: a settings file hand-edited to point at a listener used to receive
// the environment's key on the next `aqar` run. It goes only to the profile's gateway or to a base URL named in the
// same run (--base-url, AQAR_BASE_URL); otherwise the run is refused, saying how to allow it, and nothing is sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { TEST_KEY } from '../support/demo-fixture';
import { answerJson, startRecordingServer, type RecordingServer } from '../support/recording-server';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let listener: RecordingServer;
let dir: TempDir;
beforeAll(async () => {
  listener = await startRecordingServer(answerJson(200, { success: true, data: { locations: [] } }));
  dir = makeTempDir('aqar-env-key-');
});
afterAll(async () => {
  await listener.close();
  dir.remove();
});

/** A data folder whose settings file was edited by hand to send requests to the listener. */
function editedDataDir(name: string): string {
  const dataDir = join(dir.path, name);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    join(dataDir, 'settings.json'),
    JSON.stringify({ version: 1, source: 'live', connection: { profile: 'neutral', baseUrl: listener.url } }),
  );
  return dataDir;
}

const keysHeard = (): string[] => listener.requests.map((r) => String(r.headers['x-gateway-key'] ?? ''));

describe('AQAR_API_KEY and a hand-edited settings file', () => {
  it('is not sent to a base URL only the settings file names: exit 2, how to allow it, nothing sent', async () => {
    const run = await aqar(['autocomplete', '--query', 'dubai'], {
      AQAR_DATA_DIR: editedDataDir('edited'),
      AQAR_API_KEY: TEST_KEY,
    });
    expect(run.code).toBe(2);
    expect(run.err).toContain('AQAR_API_KEY is sent only to the neutral profile');
    expect(run.err).toContain(`pass --base-url ${listener.url}`);
    expect(run.out + run.err).not.toContain(TEST_KEY);
    expect(listener.connections()).toBe(0);
  });

  it.each([
    ['--base-url', (url: string) => ({ args: ['--base-url', url], env: {} })],
    ['AQAR_BASE_URL', (url: string) => ({ args: [], env: { AQAR_BASE_URL: url } })],
  ])('is sent there when the same run names it with %s', async (_how, given) => {
    const { args, env } = given(listener.url);
    const before = listener.requests.length;
    const run = await aqar(['autocomplete', '--query', `dubai-${_how}`, ...args], {
      AQAR_DATA_DIR: editedDataDir(`named-${_how}`),
      AQAR_API_KEY: TEST_KEY,
      ...env,
    });
    expect(run.code, run.err).toBe(0);
    expect(listener.requests.length).toBe(before + 1);
    expect(keysHeard().at(-1)).toBe(TEST_KEY);
  });
});
