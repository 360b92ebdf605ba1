// Reads the JSON envelope of a 200 answer: `data` when `success` is true, and the service's own words when a
// service answers 200 with `success: false` (some do), so that the broker sees why instead of "malformed".
import { stripBidiControls } from '#shared/text/bidi-controls';
import { z } from 'zod';
import { AppFailure, type ErrorCode } from '#shared/errors';
import { QUOTA_WORDS, retryAfterSeconds } from './classify-error';
import { RefusedFailure } from './retry';
import { ref } from '#shared/messages/message-ref';

const envelopeSchema = z.object({ success: z.literal(true), data: z.unknown() }).loose();
const refusalSchema = z
  .object({ success: z.literal(false), message: z.string().optional(), error: z.string().optional() })
  .loose();

/**
 * The service's error names (as its 4xx/5xx bodies carry them) mapped to the app's error codes. A refusal is not asked
 * again, as it would say no again; one saying "too many requests" is, after a wait, as a 429 is.
 */
const REFUSAL_CODES: Readonly<Record<string, ErrorCode>> = {
  VALIDATION_ERROR: 'validation',
  NOT_FOUND: 'not-found',
  RATE_LIMITED: 'rate-limited',
  RATE_LIMIT_EXCEEDED: 'rate-limited',
  TOO_MANY_REQUESTS: 'rate-limited',
};

export function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new AppFailure('malformed-response', ref('error.notJson', { what }));
  }
}

/**
 * Throws the service's refusal as a typed error when the body says `success: false`; `headers` give a "too many
 * requests" refusal the wait its Retry-After asks for.
 */
export function throwIfRefused(json: unknown, what: string, headers?: Headers): void {
  const refusal = refusalSchema.safeParse(json);
  if (!refusal.success) return;
  const message = refusal.data.message === undefined ? undefined : stripBidiControls(refusal.data.message);
  const error = refusal.data.error === undefined ? undefined : stripBidiControls(refusal.data.error);

  const mapped = (error === undefined ? undefined : REFUSAL_CODES[error.toUpperCase()]) ?? 'upstream';
  // A month's quota used up is said with the same name by some services: asked again, it is still used up.
  const code = mapped === 'rate-limited' && QUOTA_WORDS.test(message ?? '') ? 'quota-exhausted' : mapped;
  // The service's own code is a short word; anything longer is cut, as its message is.
  const refused = error
    ? ref('error.client.refusedCode', { what, code: error.slice(0, 60) })
    : ref('error.client.refused', { what });
  const wait = code === 'rate-limited' && headers ? retryAfterSeconds(headers) : undefined;
  throw new RefusedFailure(
    code,
    message ? ref('error.client.serviceSaid', { said: refused, message: message.slice(0, 300) }) : refused,
    wait === undefined ? {} : { retryAfterSeconds: wait },
  );
}

export function parseEnvelope(body: string, operation: string, headers?: Headers): unknown {
  const json = parseJson(body, operation);
  throwIfRefused(json, operation, headers);
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new AppFailure('malformed-response', ref('error.noEnvelope', { operation }));
  }
  return envelope.data.data;
}
