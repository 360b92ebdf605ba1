// Validation of accounts and secrets, and scrubbing of secrets out of messages, shared by every secret store.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { API_KEY_ACCOUNT } from './secret-store';
import { ref, type MessageRef } from '#shared/messages/message-ref';

export const MAX_SECRET_LENGTH = 512;

// Custom messages everywhere: zod's defaults never quote the input today, but a message we wrote surely cannot.
// Each issue's message is the id of the catalogue's message that says it (reasonOf words it with its argument).
const secretSchema = z
  .string({ error: 'error.secret.notText' })
  .trim()
  .min(1, { error: 'error.secret.empty' })
  .max(MAX_SECRET_LENGTH, { error: 'error.secret.tooLong' })
  .regex(/^\P{Cc}*$/u, { error: 'error.secret.controlChars' });

const accountSchema = z
  .string({ error: 'error.secret.notText' })
  .min(1, { error: 'error.secret.empty' })
  .max(256, { error: 'error.secret.tooLong' });

/** Why a secret or an account name was refused: the message its issue names, with the length it may not pass. */
function reasonOf(error: z.ZodError, max: number): MessageRef {
  switch (error.issues[0]?.message) {
    case 'error.secret.notText':
      return ref('error.secret.notText');
    case 'error.secret.empty':
      return ref('error.secret.empty');
    case 'error.secret.tooLong':
      return ref('error.secret.tooLong', { max });
    case 'error.secret.controlChars':
      return ref('error.secret.controlChars');
    default:
      return ref('error.secret.invalid');
  }
}

/** How a message names the secret of an account: the API key, or the secret of a named account. */
export function secretOf(account: string): { key: 'api' | 'other'; account: string } {
  return { key: account === API_KEY_ACCOUNT ? 'api' : 'other', account };
}

/** Returns the secret as it will be stored (trimmed), or throws a validation failure that never contains it. */
export function validateSecret(account: string, secret: unknown): string {
  const parsed = secretSchema.safeParse(secret);
  if (parsed.success) return parsed.data;
  const reason = reasonOf(parsed.error, MAX_SECRET_LENGTH);
  throw new AppFailure('validation', ref('error.keychain.cannotStore', { ...secretOf(account), reason }), {
    field: account,
  });
}

/** Account names are not secret, so the message may quote a (shortened) one. */
export function validateAccount(account: unknown): string {
  const parsed = accountSchema.safeParse(account);
  if (parsed.success) return parsed.data;
  throw new AppFailure('validation', ref('error.keychain.badAccount', { reason: reasonOf(parsed.error, 256) }), {
    field: 'account',
  });
}

/** A run of this many characters of a secret, or more, is scrubbed too: a gateway may quote only part of a key. */
export const MIN_SECRET_RUN = 8;

export const REDACTED = '[redacted]';

type Mark = (from: number, to: number) => void;

/**
 * Marks every run of MIN_SECRET_RUN or more consecutive characters of one of the forms. Such a run holds a 4-character
 * piece of a form starting at a multiple of 4, so only those positions are looked up; a hit is then checked whole.
 */
function markRuns(text: string, forms: readonly string[], mark: Mark): void {
  const long = forms.filter((f) => f.length >= MIN_SECRET_RUN);
  if (long.length === 0 || text.length < MIN_SECRET_RUN) return;
  const quads = new Set<string>();
  const grams = long.map((form) => {
    const set = new Set<string>();
    for (let i = 0; i + MIN_SECRET_RUN <= form.length; i++) set.add(form.slice(i, i + MIN_SECRET_RUN));
    for (let i = 0; i + 4 <= form.length; i++) quads.add(form.slice(i, i + 4));
    return set;
  });
  let done = 0;
  for (let q = 0; q + 4 <= text.length; q += 4) {
    if (q + 4 <= done || !quads.has(text.slice(q, q + 4))) continue;
    for (let start = Math.max(done, q - 4); start <= q && start + MIN_SECRET_RUN <= text.length; start++) {
      const window = text.slice(start, start + MIN_SECRET_RUN);
      const at = grams.findIndex((set) => set.has(window));
      if (at < 0) continue;
      const form = long[at]!;
      let end = start + MIN_SECRET_RUN;
      while (end < text.length && form.includes(text.slice(start, end + 1))) end++;
      mark(start, end);
      done = end;
      break;
    }
  }
}

/** Which characters of `text` belong to a secret: a whole form, or a run of one. Null when none does. */
function secretMask(text: string, forms: readonly string[]): Uint8Array | null {
  let mask: Uint8Array | null = null;
  const mark: Mark = (from, to) => {
    mask ??= new Uint8Array(text.length);
    mask.fill(1, from, to);
  };
  for (const form of forms) {
    for (let i = text.indexOf(form); i >= 0; i = text.indexOf(form, i + form.length)) mark(i, i + form.length);
  }
  markRuns(text, forms, mark);
  return mask;
}

/** Named references a gateway's HTML escaping may use for the signs a key can hold. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  plus: '+',
  equals: '=',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
  period: '.',
  colon: ':',
  semi: ';',
  comma: ',',
  excl: '!',
  quest: '?',
  commat: '@',
  num: '#',
  dollar: '$',
  percnt: '%',
  ast: '*',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  lcub: '{',
  rcub: '}',
  verbar: '|',
  tilde: '~',
  grave: '`',
  Hat: '^',
};
const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z]{2,8}));/g;

/** The character a reference stands for, or null when it stands for none a key could hold. */
function referenced(match: RegExpMatchArray): string | null {
  if (match[3] !== undefined) return NAMED[match[3]] ?? null;
  const code = match[1] !== undefined ? Number(match[1]) : parseInt(match[2]!, 16);
  return code > 0 && code <= 0xffff ? String.fromCharCode(code) : null;
}

/**
 * Marks the characters of `text` that, read with HTML character references decoded (&#115; &#x73; &quot;, mixed
 * with plain characters), spell a secret or a run of one: each marked reference is marked whole. Only the stretches
 * around references are decoded: a secret without any was found in the plain text already.
 */
function markEncoded(text: string, forms: readonly string[], mark: Mark): void {
  if (!text.includes('&#') && !/&[A-Za-z]{2,8};/.test(text)) return;
  const reach = forms[0]?.length ?? 0;
  const refs = [...text.matchAll(REFERENCE)].filter((m) => referenced(m) !== null);
  let i = 0;
  while (i < refs.length) {
    // A cluster: references less than a secret's length apart, with a secret's length of text on either side.
    let j = i;
    while (j + 1 < refs.length && refs[j + 1]!.index - (refs[j]!.index + refs[j]![0].length) < reach) j++;
    const from = Math.max(0, refs[i]!.index - reach);
    const to = Math.min(text.length, refs[j]!.index + refs[j]![0].length + reach);
    let decoded = '';
    const starts: number[] = [];
    const ends: number[] = [];
    let at = from;
    for (let k = i; k <= j; k++) {
      const ref = refs[k]!;
      for (; at < ref.index; at++) {
        decoded += text[at];
        starts.push(at);
        ends.push(at + 1);
      }
      decoded += referenced(ref);
      starts.push(ref.index);
      ends.push(ref.index + ref[0].length);
      at = ref.index + ref[0].length;
    }
    for (; at < to; at++) {
      decoded += text[at];
      starts.push(at);
      ends.push(at + 1);
    }
    const mask = secretMask(decoded, forms);
    if (mask) for (let d = 0; d < mask.length; d++) if (mask[d]) mark(starts[d]!, ends[d]!);
    i = j + 1;
  }
}

/**
 * Replaces every occurrence of any of the secrets in a message, and every run of MIN_SECRET_RUN or more of their
 * characters, also when written with HTML character references, so third-party errors can be shown, logged and
 * stored. Each stretch of secret characters becomes one REDACTED.
 */
export function scrubSecrets(message: string, secrets: readonly string[]): string {
  const forms = [...new Set(secrets)].filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  if (forms.length === 0 || message.length === 0) return message;
  let mask = secretMask(message, forms);
  markEncoded(message, forms, (from, to) => {
    mask ??= new Uint8Array(message.length);
    mask.fill(1, from, to);
  });
  if (!mask) return message;
  let out = '';
  for (let i = 0; i < message.length;) {
    if (!mask[i]) {
      const next = mask.indexOf(1, i);
      const end = next < 0 ? message.length : next;
      out += message.slice(i, end);
      i = end;
    } else {
      while (i < message.length && mask[i]) i++;
      out += REDACTED;
    }
  }
  return out;
}

/** One line from any thrown value, with the secrets removed and the length capped for warnings and logs. */
export function safeReason(error: unknown, secrets: readonly string[] = []): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
  const line = scrubSecrets(raw, secrets).replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 197)}...` : line || 'unknown error';
}
