// Picks the secret store for this session: the OS keychain when it answers a probe, otherwise session memory with a
// warning for the user. The probe has a timeout because libsecret can hang when no D-Bus session exists.
import { KeytarStore, loadKeytar, type KeytarLike } from './keytar-store';
import { MemoryStore } from './memory-store';
import { safeReason } from './secret-rules';
import { SECRET_SERVICE, type SecretStore } from './secret-store';

export interface OpenSecretStoreOptions {
  service?: string;
  loadKeytar?: () => Promise<KeytarLike>;
  /** How long the keychain may take to answer the probe before the session falls back to memory. */
  probeTimeoutMs?: number;
}

export interface OpenedSecretStore {
  store: SecretStore;
  /** A sentence for the user when the API key will not survive a restart; null when the keychain works. */
  warning: string | null;
}

export const PROBE_TIMEOUT_MS = 3_000;

/** Read only, never written: a read needs no unlock prompt on most systems and leaves no trace in the keychain. */
const PROBE_ACCOUNT = 'aqar-lens-keychain-probe';

export function memoryWarning(reason: string): string {
  return `No system keychain is available (${reason}): your API key will be kept only until Aqar Lens closes.`;
}

export async function openSecretStore(options: OpenSecretStoreOptions = {}): Promise<OpenedSecretStore> {
  const service = options.service ?? SECRET_SERVICE;
  const load = options.loadKeytar ?? loadKeytar;
  const timeoutMs = options.probeTimeoutMs ?? PROBE_TIMEOUT_MS;
  try {
    const keytar = await withTimeout(
      (async () => {
        const loaded = await load();
        await loaded.getPassword(service, PROBE_ACCOUNT);
        return loaded;
      })(),
      timeoutMs,
    );
    return { store: new KeytarStore(keytar, service), warning: null };
  } catch (error) {
    return { store: new MemoryStore(), warning: memoryWarning(safeReason(error)) };
  }
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
