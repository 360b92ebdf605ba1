// The interface every secret store implements (system keychain or session memory), and the names the app stores under.

/** Where secrets live; the API key never leaves a SecretStore except to go into a request header. */
export interface SecretStore {
  /** 'memory' means the secret is lost when the app closes, and the user has been told so. */
  readonly kind: 'keychain' | 'memory';
  get(account: string): Promise<string | null>;
  /** Validates first: throws an error naming the problem, never quoting the secret. */
  set(account: string, secret: string): Promise<void>;
  /** Resolves true when there was something to delete. */
  clear(account: string): Promise<boolean>;
  has(account: string): Promise<boolean>;
}

/** The service name the keychain shows to the user (Keychain Access, Seahorse, Credential Manager). */
export const SECRET_SERVICE = 'Aqar Lens';

export const API_KEY_ACCOUNT = 'data-service-api-key';
