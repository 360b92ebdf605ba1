import { describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import { KeytarStore, type KeytarLike } from './keytar-store';
import { MemoryStore } from './memory-store';
import { safeReason, scrubSecrets } from './secret-rules';
import { API_KEY_ACCOUNT } from './secret-store';

const SECRET = 'sk-live-6f1e9a0c4b7d';

/** A keytar whose every failure quotes whatever password it was handed, as a careless native layer might. */
const leakyKeytar: KeytarLike = {
  getPassword: async () => {
    throw new Error(`lookup failed near ${SECRET}`);
  },
  setPassword: async (_service, _account, password) => {
    throw new Error(`org.freedesktop.Secret.Error: cannot store "${password}" (password=${password.trim()})`);
  },
  deletePassword: async () => {
    throw new Error('Object does not exist at path /org/freedesktop/secrets/collection/login');
  },
};

async function thrown(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work();
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error('a non-Error was thrown');
  }
  throw new Error('nothing was thrown');
}

function expectNoSecret(error: Error, ...secrets: string[]): void {
  const everything = [error.message, error.stack ?? '', JSON.stringify(error), String(error.cause ?? '')].join('\n');
  for (const secret of secrets) expect(everything).not.toContain(secret);
}

describe('secrets never appear in errors', () => {
  it('scrubs the secret (raw and trimmed) out of keytar failures and says what failed', async () => {
    const store = new KeytarStore(leakyKeytar);
    const error = await thrown(() => store.set(API_KEY_ACCOUNT, `  ${SECRET}  `));
    expect(error).toBeInstanceOf(AppFailure);
    expect(error.message).toContain('The system keychain could not save the API key');
    expect(error.message).toContain('[redacted]');
    expectNoSecret(error, SECRET);
  });

  it('rethrows other keytar failures as messages a broker can read', async () => {
    const store = new KeytarStore(leakyKeytar);
    const error = await thrown(() => store.clear(API_KEY_ACCOUNT));
    expect(error.message).toBe(
      'The system keychain could not delete the API key (Object does not exist at path /org/freedesktop/secrets/collection/login).',
    );
  });

  it.each([
    ['empty', '', /it is empty/],
    ['blank', ' \t ', /it is empty/],
    ['too long', `${SECRET}${'x'.repeat(600)}`, /longer than 512/],
    ['with a line break', `${SECRET}\n${SECRET}`, /control characters/],
    ['with a NUL', `${SECRET}\u0000`, /control characters/],
    ['with DEL', `${SECRET}\u007f`, /control characters/],
  ])('names the problem with a %s secret without quoting it, in both stores', async (_label, secret, problem) => {
    for (const store of [new MemoryStore(), new KeytarStore(leakyKeytar)]) {
      const error = await thrown(() => store.set(API_KEY_ACCOUNT, secret));
      expect(error).toBeInstanceOf(AppFailure);
      expect((error as AppFailure).appError.code).toBe('validation');
      expect(error.message).toMatch(problem);
      expect(error.message).toMatch(/^Cannot store the API key: /);
      if (secret.trim()) expectNoSecret(error, SECRET, secret);
    }
  });

  it('rejects a value that is not text without echoing it', async () => {
    const error = await thrown(() => new MemoryStore().set(API_KEY_ACCOUNT, 12345 as unknown as string));
    expect(error.message).toBe('Cannot store the API key: it is not text.');
  });

  it('scrubSecrets replaces every occurrence and safeReason keeps one short line', () => {
    expect(scrubSecrets(`a ${SECRET} b ${SECRET}`, [SECRET, ''])).toBe('a [redacted] b [redacted]');
    expect(safeReason(new Error(`line one\n  ${SECRET}`), [SECRET])).toBe('line one [redacted]');
    expect(safeReason('x'.repeat(500))).toHaveLength(200);
    expect(safeReason(42)).toBe('unknown error');
  });

  it('scrubSecrets also replaces any run of 8 or more characters of a secret: a gateway may quote part of it', () => {
    expect(scrubSecrets(`key ${SECRET.slice(0, 8)}… is invalid`, [SECRET])).toBe('key [redacted]… is invalid');
    expect(scrubSecrets(`ends in ${SECRET.slice(-10)}.`, [SECRET])).toBe('ends in [redacted].');
    expect(scrubSecrets(`middle ${SECRET.slice(4, 15)} and ${SECRET}`, [SECRET])).toBe(
      'middle [redacted] and [redacted]',
    );
    // Seven characters say too little about the key to hide: kept, as are unrelated texts.
    expect(scrubSecrets(`starts ${SECRET.slice(0, 7)}…`, [SECRET])).toBe(`starts ${SECRET.slice(0, 7)}…`);
    expect(scrubSecrets('Too many requests per second', [SECRET])).toBe('Too many requests per second');
    // Secrets shorter than a run are scrubbed whole only.
    expect(scrubSecrets('a secret word', ['secret'])).toBe('a [redacted] word');
  });
});
