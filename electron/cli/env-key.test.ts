import { describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import { resolveConnection } from '#core/profiles/profiles';
import { boundEnvKey } from './env-key';

const KEY = 'env-key-3c9a7e1f5b20d846';
const neutral = resolveConnection({ profile: 'neutral' });
const rapidapi = resolveConnection({ profile: 'rapidapi' });

describe('boundEnvKey', () => {
  it("hands the key to the profile's own gateway, whatever its path", async () => {
    expect(await boundEnvKey(KEY, undefined, () => neutral)()).toBe(KEY);
    expect(await boundEnvKey(KEY, undefined, () => ({ ...rapidapi, baseUrl: `${rapidapi.baseUrl}/v2` }))()).toBe(KEY);
  });

  it('hands it to a base URL this run named', async () => {
    const here = { ...neutral, baseUrl: 'http://127.0.0.1:18011' };
    expect(await boundEnvKey(KEY, 'http://127.0.0.1:18011/', () => here)()).toBe(KEY);
  });

  it('refuses a base URL that only the settings file names, saying how to allow it', async () => {
    const edited = { ...neutral, baseUrl: 'http://127.0.0.1:18011' };
    const refused = await boundEnvKey(KEY, undefined, () => edited)().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppFailure);
    expect((refused as AppFailure).appError).toMatchObject({ code: 'validation', field: 'AQAR_API_KEY' });
    expect((refused as AppFailure).message).toContain('pass --base-url http://127.0.0.1:18011');
    expect((refused as AppFailure).message).not.toContain(KEY);
    // A run naming another base URL does not open the way to the settings file's either.
    const other = await boundEnvKey(KEY, 'https://gw.example', () => edited)().catch((error: unknown) => error);
    expect(other).toBeInstanceOf(AppFailure);
  });
});
