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

/** A run of this many characters of a secret, or more, is scrubbed too: a gateway may quote only part of a key. */
export const MIN_SECRET_RUN = 8;

export const REDACTED = '[redacted]';

/**
 * Replaces every run of MIN_SECRET_RUN or more consecutive characters of `secret` in `text` (the whole secret
 * included). Windows holding a character the secret lacks are skipped whole, so a long body is scanned quickly.
 */
function scrubRuns(text: string, secret: string): string {
  if (secret.length < MIN_SECRET_RUN || text.length < MIN_SECRET_RUN) return text;
  const grams = new Set<string>();
  for (let i = 0; i + MIN_SECRET_RUN <= secret.length; i++) grams.add(secret.slice(i, i + MIN_SECRET_RUN));
  const alphabet = new Set(secret);
  let out = '';
  let from = 0;
  let i = 0;
  while (i + MIN_SECRET_RUN <= text.length) {
    if (!alphabet.has(text[i + MIN_SECRET_RUN - 1]!)) {
      i += MIN_SECRET_RUN;
      continue;
    }
    if (!grams.has(text.slice(i, i + MIN_SECRET_RUN))) {
      i++;
      continue;
    }
    let end = i + MIN_SECRET_RUN;
    while (end < text.length && secret.includes(text.slice(i, end + 1))) end++;
    out += `${text.slice(from, i)}${REDACTED}`;
    from = end;
    i = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Replaces every occurrence of any of the secrets in a message, and every run of MIN_SECRET_RUN or more of their
 * characters, so third-party errors can be shown, logged and stored.
 */
export function scrubSecrets(message: string, secrets: readonly string[]): string {
  // Longest first, whole forms before runs: a run of the raw key must not cut an escaped form of it in two.
  const forms = [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  let out = message;
  for (const secret of forms) out = out.split(secret).join(REDACTED);
  for (const secret of forms) out = scrubRuns(out, secret);
  return out;
}

/** One line from any thrown value, with the secrets removed and the length capped for warnings and logs. */
export function safeReason(error: unknown, secrets: readonly string[] = []): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  const line = scrubSecrets(raw, secrets).replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 197)}...` : line || 'unknown error';
}
