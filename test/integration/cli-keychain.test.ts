// The `aqar` command where no keychain service answers: it says what is true for a command (it cannot keep a key;
// AQAR_API_KEY is the way), says nothing about the keychain when AQAR_API_KEY gives the key, and never borrows the
// app's "kept until Aqar Lens closes" wording.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqar } from '../support/cli-io';
import { startLiveFixture, TEST_KEY, type LiveFixture } from '../support/demo-fixture';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let live: LiveFixture;
let dir: TempDir;
beforeAll(async () => {
  live = await startLiveFixture();
  dir = makeTempDir('aqar-cli-keychain-');
});
afterAll(async () => {
  await live.close();
  dir.remove();
});

/** No keychain at all, whatever this machine has. */
const env = (extra: Record<string, string> = {}) => ({
  AQAR_DATA_DIR: dir.path,
  AQAR_KEYCHAIN_BACKEND: 'memory',
  ...extra,
});

const APP_WORDING = /until Aqar Lens closes/;

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}

describe('aqar without a keychain', () => {
  it('key set says plainly that no keychain service answers and to use AQAR_API_KEY (exit 2)', async () => {
    const run = await aqar(['key', 'set'], env(), 'sk-some-key-123456\n');
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/^aqar: No keychain service answers on this computer \(.+\), so the aqar command/);
    expect(run.err).toContain('cannot keep an API key. Set AQAR_API_KEY in the environment instead.');
    expect(run.err).not.toMatch(APP_WORDING);
    // Said once, as the error, not also as a notice before it.
    expect(run.err.match(/No keychain service answers/g)).toHaveLength(1);
    expect(balanced(run.err)).toBe(true);
    expect(run.err).not.toContain('sk-some-key');
  });

  it('key status says the same, and that AQAR_API_KEY is used when it is set', async () => {
    const without = await aqar(['key', 'status'], env());
    expect(without.code).toBe(0);
    expect(without.out).toContain('cannot keep an API key. Set AQAR_API_KEY');
    expect(without.out + without.err).not.toMatch(APP_WORDING);
    const withKey = await aqar(['key', 'status'], env({ AQAR_API_KEY: TEST_KEY }));
    expect(withKey.out).toContain('AQAR_API_KEY is set in the environment');
    expect(withKey.out + withKey.err).not.toMatch(APP_WORDING);
    expect(withKey.err).toBe('');
  });

  it('a live run with AQAR_API_KEY says nothing about the keychain', async () => {
    const run = await aqar(
      ['autocomplete', '--query', 'marina', '--base-url', live.server.url],
      env({ AQAR_API_KEY: TEST_KEY }),
    );
    expect(run.code).toBe(0);
    expect(run.err).not.toMatch(/keychain/i);
  });

  it('a live run that needs the keychain says, in the CLI words, that AQAR_API_KEY is the way', async () => {
    // Another query than above: an answer saved by that run would need no key.
    const run = await aqar(['autocomplete', '--query', 'reem', '--base-url', live.server.url], env());
    expect(run.code).toBe(3);
    expect(run.err).toContain('warning: No keychain service answers on this computer');
    expect(run.err).toContain('Set AQAR_API_KEY in the environment instead.');
    expect(run.err).not.toMatch(APP_WORDING);
  });
});
