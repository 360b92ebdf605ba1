// Where the API key may travel: only over https: or to this computer, and never along a redirect. The key is the
// broker's money; a gateway that answers 3xx, or a base URL in plain http to another machine, must not get it.
import type { AppFailure } from '#shared/errors';
import { MIN_SECRET_RUN, scrubSecrets } from '../keychain/secret-rules';
import { PermanentFailure } from './retry';
import { ref, type MessageRef } from '#shared/messages/message-ref';

/** 127.0.0.0/8, ::1 and localhost, as WHATWG URL normalizes them (so 127.1 and 0x7f.0.0.1 count too). */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

export function keyMayTravelTo(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHostname(url.hostname));
}

/** Refuses, before anything is sent, a request that would carry the key in the clear to another machine. */
export function assertKeyMayTravelTo(url: URL): void {
  if (keyMayTravelTo(url)) return;
  throw new PermanentFailure(
    'validation',
    ref('error.client.keyNotHttps', { address: `${url.protocol}//${url.host}` }),
    { field: 'baseUrl' },
  );
}

/**
 * The key's base64 inside a longer base64 text (an echoed `Basic user:key` header), for each of the three places it
 * can start in a 3-byte group: the characters that depend on the key alone, in the standard and URL-safe alphabets.
 * Characters shared with the bytes around it are left out; the runs rule catches the rest.
 */
function base64Forms(key: string): string[] {
  const bytes = Buffer.from(key, 'utf8');
  const forms: string[] = [];
  for (const offset of [0, 1, 2]) {
    const text = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    const tail = (offset + bytes.length) % 3 === 0 ? 0 : 1;
    const core = text.replace(/=+$/, '').slice([0, 2, 3][offset], text.replace(/=+$/, '').length - tail);
    forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  const whole = bytes.toString('base64');
  // A short key's pieces would match ordinary text: only pieces as long as a scrubbed run count.
  return [whole, whole.replace(/\+/g, '-').replace(/\//g, '_'), ...forms].filter((f) => f.length >= MIN_SECRET_RUN);
}

/**
 * The forms in which a gateway might quote the key back: as sent, JSON-escaped, URL-encoded, or in base64 (standard
 * or URL-safe, padded or not, alone or inside a longer base64 text). HTML character references are decoded where
 * secrets are scrubbed (secret-rules.ts), whatever form they spell.
 */
export function keyVariants(key: string | null): string[] {
  if (!key) return [];
  return [...new Set([key, JSON.stringify(key).slice(1, -1), encodeURIComponent(key), ...base64Forms(key)])];
}

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || REDIRECT_STATUSES.has(response.status);
}

/** Names where the redirect pointed (host and port only, scrubbed), so the broker can judge it. */
function redirectTarget(response: Response, requestUrl: URL, secrets: readonly string[]): MessageRef | string {
  const location = response.headers.get('location');
  if (location === null) return ref('error.client.redirectNoTarget');
  try {
    const target = new URL(location, requestUrl);
    return scrubSecrets(`${target.protocol}//${target.host}`, secrets).slice(0, 200);
  } catch {
    return ref('error.client.redirectBadTarget');
  }
}

/** A redirect is an error: it is never followed, so the key never reaches the target. Not retried either. */
export function redirectFailure(response: Response, requestUrl: URL, secrets: readonly string[]): AppFailure {
  const said = { host: requestUrl.host, target: redirectTarget(response, requestUrl, secrets) };
  return new PermanentFailure(
    'upstream',
    response.status === 0
      ? ref('error.client.redirect', said)
      : ref('error.client.redirectStatus', { ...said, status: String(response.status) }),
  );
}
