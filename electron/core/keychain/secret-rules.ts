// Validation of accounts and secrets, and scrubbing of secrets out of messages, shared by every secret store.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { API_KEY_ACCOUNT } from './secret-store';

export const MAX_SECRET_LENGTH = 512;

// Custom messages everywhere: zod's defaults never quote the input today, but a message we wrote surely cannot.
const secretSchema = z
  .string({ error: 'it is not text' })
  .trim()
  .min(1, { error: 'it is empty' })
  .max(MAX_SECRET_LENGTH, { error: `it is longer than ${MAX_SECRET_LENGTH} characters` })
  .regex(/^\P{Cc}*$/u, { error: 'it contains control characters (such as a line break or a tab)' });

const accountSchema = z
  .string({ error: 'it is not text' })
  .min(1, { error: 'it is empty' })
  .max(256, { error: 'it is longer than 256 characters' });

/** How a message names the secret of an account, in words a broker understands. */
export function describeSecret(account: string): string {
  return account === API_KEY_ACCOUNT ? 'the API key' : `the secret for "${account}"`;
}

/** Returns the secret as it will be stored (trimmed), or throws a validation failure that never contains it. */
export function validateSecret(account: string, secret: unknown): string {
  const parsed = secretSchema.safeParse(secret);
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues[0]?.message ?? 'it is not valid';
  throw new AppFailure('validation', `Cannot store ${describeSecret(account)}: ${reason}.`, { field: account });
}

/** Account names are not secret, so the message may quote a (shortened) one. */
export function validateAccount(account: unknown): string {
  const parsed = accountSchema.safeParse(account);
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues[0]?.message ?? 'it is not valid';
  throw new AppFailure('validation', `Invalid keychain account name: ${reason}.`, { field: 'account' });
}

/** Replaces every occurrence of any of the secrets in a message, so third-party errors can be shown and logged. */
export function scrubSecrets(message: string, secrets: readonly string[]): string {
  let out = message;
  for (const secret of new Set(secrets)) {
    if (secret.length > 0) out = out.split(secret).join('[redacted]');
  }
  return out;
}

/** One line from any thrown value, with the secrets removed and the length capped for warnings and logs. */
export function safeReason(error: unknown, secrets: readonly string[] = []): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  const line = scrubSecrets(raw, secrets).replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 197)}...` : line || 'unknown error';
}
