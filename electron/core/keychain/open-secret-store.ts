// Picks the secret store for this session: the OS keychain through keytar when it is installed and answers a probe,
// else through @napi-rs/keyring (prebuilt, for machines where keytar could not be built), else session memory with a
// warning for the user. Probes have a timeout because libsecret can hang when no D-Bus session exists.
import { KeytarStore, loadKeytar, type KeytarLike } from './keytar-store';
import { MemoryStore } from './memory-store';
import { loadNapiKeyring } from './napi-keyring-store';
import { safeReason } from './secret-rules';
import { SECRET_SERVICE, type SecretStore } from './secret-store';
import type { Said } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';

export interface KeychainBackend {
  name: 'keytar' | 'napi-keyring';
  load: () => Promise<KeytarLike>;
  /** A read is enough where a missing service makes reads fail; otherwise the probe must write. */
  probe: 'read' | 'write';
}

export const DEFAULT_BACKENDS: readonly KeychainBackend[] = [
  { name: 'keytar', load: loadKeytar, probe: 'read' },
  // Reads through @napi-rs/keyring answer "nothing stored" even where no Secret Service exists: probe by writing.
  { name: 'napi-keyring', load: loadNapiKeyring, probe: 'write' },
];

export interface OpenSecretStoreOptions {
  service?: string;
  /** Backends tried in order (tests); AQAR_KEYCHAIN_BACKEND=keytar|napi-keyring|memory narrows the default list. */
  backends?: readonly KeychainBackend[];
  /** Shorthand for one keytar-shaped backend (tests). */
  loadKeytar?: () => Promise<KeytarLike>;
  /** How long the keychain may take to answer the probe before the session falls back to memory. */
  probeTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

export interface OpenedSecretStore {
  store: SecretStore;
  /** Which keychain answered, or null for session memory. */
  backend: KeychainBackend['name'] | null;
  /**
   * Why no keychain is in use, for the app's user; null when the keychain works. (A host may word it its own way: a
   * string is a sentence not yet moved to the catalogue.)
   */
  warning: Said | null;
  /** The cause alone (what the keychain said), for hosts that word the warning their own way (the CLI). */
  reason?: string;
}

export const PROBE_TIMEOUT_MS = 3_000;
/** Read (and, where needed, briefly written) only by the probe; never holds anything of the user's. */
const PROBE_ACCOUNT = 'aqar-lens-keychain-probe';

export function memoryWarning(reason: string): MessageRef {
  return ref('notice.keychain.unavailable', { reason });
}

function backendsFor(options: OpenSecretStoreOptions): readonly KeychainBackend[] {
  if (options.loadKeytar) return [{ name: 'keytar', load: options.loadKeytar, probe: 'read' }];
  const all = options.backends ?? DEFAULT_BACKENDS;
  const only = (options.env ?? process.env).AQAR_KEYCHAIN_BACKEND;
  if (only === 'memory') return [];
  return only ? all.filter((b) => b.name === only) : all;
}

async function probe(backend: KeychainBackend, service: string): Promise<KeytarLike> {
  const keychain = await backend.load();
  if (backend.probe === 'read') {
    await keychain.getPassword(service, PROBE_ACCOUNT);
  } else {
    await keychain.setPassword(service, PROBE_ACCOUNT, 'probe');
    await keychain.deletePassword(service, PROBE_ACCOUNT);
  }
  return keychain;
}

export async function openSecretStore(options: OpenSecretStoreOptions = {}): Promise<OpenedSecretStore> {
  const service = options.service ?? SECRET_SERVICE;
  const timeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  const reasons: string[] = [];
  for (const backend of backendsFor(options)) {
    try {
      const keychain = await withTimeout(probe(backend, service), timeoutMs);
      return { store: new KeytarStore(keychain, service), backend: backend.name, warning: null };
    } catch (error) {
      reasons.push(safeReason(error));
    }
  }
  const reason = reasons.length > 0 ? [...new Set(reasons)].join('; ') : 'the keychain is switched off';
  return { store: new MemoryStore(), backend: null, warning: memoryWarning(reason), reason };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the keychain did not answer within ${Math.round(ms / 100) / 10} s`)),
      ms,
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
