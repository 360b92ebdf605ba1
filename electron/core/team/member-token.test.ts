import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../keychain/memory-store';
import type { SecretStore } from '../keychain/secret-store';
import { memberTokenKeeper, teamTokenAccount } from './member-token';

const TOKEN = `aqm.${'a'.repeat(32)}.${'b'.repeat(43)}`;

/** A store that says it is the OS keychain (what the keeper reports is the point, not where the bytes go). */
function keychainLike(): SecretStore {
  const inner = new MemoryStore();
  return {
    kind: 'keychain',
    get: (a) => inner.get(a),
    set: (a, s) => inner.set(a, s),
    clear: (a) => inner.clear(a),
    has: (a) => inner.has(a),
  };
}

describe('the member token keeper', () => {
  it('keeps one token per data folder', () => {
    expect(teamTokenAccount('/data/a')).not.toBe(teamTokenAccount('/data/b'));
    expect(teamTokenAccount('/data/a')).toBe(teamTokenAccount('/data/a/'));
  });

  it('says truthfully where the token lives: the keychain, the session only, or the environment', async () => {
    const store = new MemoryStore();
    const session = memberTokenKeeper({ dataDir: '/d', secrets: async () => store, host: 'app' });
    await session.set(TOKEN);
    expect(await session.get()).toBe(TOKEN);
    expect(await session.where()).toBe('session');
    const keychain = memberTokenKeeper({ dataDir: '/d', secrets: async () => keychainLike(), host: 'app' });
    expect(await keychain.where()).toBe('keychain');
    const env = memberTokenKeeper({ dataDir: '/d', secrets: async () => store, host: 'cli', envToken: TOKEN });
    expect(await env.where()).toBe('environment');
    expect(env.fromEnvironment).toBe(true);
  });

  it('refuses to keep a token the command line would lose at once, and names a malformed AQAR_TEAM_TOKEN', async () => {
    const cli = memberTokenKeeper({ dataDir: '/d', secrets: async () => new MemoryStore(), host: 'cli' });
    await expect(cli.set(TOKEN)).rejects.toThrow(/No keychain service answers/);
    const bad = memberTokenKeeper({
      dataDir: '/d',
      secrets: async () => new MemoryStore(),
      host: 'cli',
      envToken: 'x',
    });
    await expect(bad.get()).rejects.toThrow(/AQAR_TEAM_TOKEN is not an Aqar Lens team member token/);
  });
});
