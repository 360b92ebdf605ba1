// A keychain backend over @napi-rs/keyring, which ships prebuilt binaries in the npm registry: the fallback when
// keytar (built from source against libsecret) is not installed. Loaded lazily, like keytar.
import type { KeytarLike } from './keytar-store';

interface AsyncEntryLike {
  getPassword(): Promise<string | null | undefined>;
  setPassword(password: string): Promise<void>;
  deleteCredential(): Promise<boolean>;
}

type AsyncEntryConstructor = new (service: string, account: string) => AsyncEntryLike;

function isEntryConstructor(value: unknown): value is AsyncEntryConstructor {
  return typeof value === 'function' && typeof (value as { prototype?: unknown }).prototype === 'object';
}

/** Adapts @napi-rs/keyring's AsyncEntry to the keytar-shaped interface the stores use. */
export async function loadNapiKeyring(): Promise<KeytarLike> {
  const mod = (await import('@napi-rs/keyring')) as Record<string, unknown>;
  const AsyncEntry = mod.AsyncEntry ?? (mod.default as Record<string, unknown> | undefined)?.AsyncEntry;
  if (!isEntryConstructor(AsyncEntry)) throw new Error('@napi-rs/keyring does not export AsyncEntry');
  return {
    getPassword: async (service, account) => (await new AsyncEntry(service, account).getPassword()) ?? null,
    setPassword: (service, account, password) => new AsyncEntry(service, account).setPassword(password),
    deletePassword: (service, account) => new AsyncEntry(service, account).deleteCredential(),
  };
}
