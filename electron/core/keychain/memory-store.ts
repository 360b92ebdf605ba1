// A session-only secret store, for when no system keychain answers: the secret is gone when the process exits.
import { validateAccount, validateSecret } from './secret-rules';
import type { SecretStore } from './secret-store';

export class MemoryStore implements SecretStore {
  readonly kind = 'memory';
  private readonly secrets = new Map<string, string>();

  async get(account: string): Promise<string | null> {
    return this.secrets.get(validateAccount(account)) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    const name = validateAccount(account);
    this.secrets.set(name, validateSecret(name, secret));
  }

  async clear(account: string): Promise<boolean> {
    return this.secrets.delete(validateAccount(account));
  }

  async has(account: string): Promise<boolean> {
    return this.secrets.has(validateAccount(account));
  }
}
