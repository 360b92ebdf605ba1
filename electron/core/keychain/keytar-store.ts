// A secret store over the OS keychain through keytar; keytar is imported lazily so that a missing native module
// surfaces as a fallback to memory, not as a crash at startup.
import { AppFailure } from '#shared/errors';
import { safeReason, secretOf, validateAccount, validateSecret } from './secret-rules';
import { SECRET_SERVICE, type SecretStore } from './secret-store';
import { ref } from '#shared/messages/message-ref';

/** The part of keytar we use, so that tests can pass a fake. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

function isKeytarLike(value: unknown): value is KeytarLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['getPassword', 'setPassword', 'deletePassword'].every((name) => typeof candidate[name] === 'function');
}

/** Loads the native module; throws (never crashes) when it is missing or was built for another runtime. */
export async function loadKeytar(): Promise<KeytarLike> {
  const mod: unknown = await import('keytar');
  // keytar is CommonJS: Node's ESM loader exposes module.exports as `default` and only some names beside it.
  const exported = typeof mod === 'object' && mod !== null && 'default' in mod ? mod.default : undefined;
  if (isKeytarLike(exported)) return exported;
  if (isKeytarLike(mod)) return mod;
  throw new Error('the keytar module does not export getPassword, setPassword and deletePassword');
}

export class KeytarStore implements SecretStore {
  readonly kind = 'keychain';

  constructor(
    private readonly keytar: KeytarLike,
    private readonly service: string = SECRET_SERVICE,
  ) {}

  async get(account: string): Promise<string | null> {
    const name = validateAccount(account);
    return this.call('read', name, [], () => this.keytar.getPassword(this.service, name));
  }

  async set(account: string, secret: string): Promise<void> {
    const name = validateAccount(account);
    const clean = validateSecret(name, secret);
    await this.call('save', name, [secret, clean], () => this.keytar.setPassword(this.service, name, clean));
  }

  async clear(account: string): Promise<boolean> {
    const name = validateAccount(account);
    return this.call('delete', name, [], () => this.keytar.deletePassword(this.service, name));
  }

  async has(account: string): Promise<boolean> {
    return (await this.get(account)) !== null;
  }

  /** Rethrows keytar's failures as a fresh error whose message (and so stack) has the secret scrubbed out. */
  private async call<T>(
    action: 'read' | 'save' | 'delete',
    account: string,
    secrets: readonly string[],
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const detail = safeReason(error, secrets);
      throw new AppFailure('internal', ref('error.keychain.failed', { action, ...secretOf(account), detail }));
    }
  }
}
