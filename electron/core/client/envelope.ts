// Reads the JSON envelope of a 200 answer: `data` when `success` is true, and the service's own words when a
// service answers 200 with `success: false` (some do), so that the broker sees why instead of "malformed".
import { z } from 'zod';
import { AppFailure, type ErrorCode } from '#shared/errors';
import { RefusedFailure } from './retry';

const envelopeSchema = z.object({ success: z.literal(true), data: z.unknown() }).loose();
const refusalSchema = z
  .object({ success: z.literal(false), message: z.string().optional(), error: z.string().optional() })
  .loose();

/** The service's error names (as its 4xx/5xx bodies carry them) mapped to the app's error codes. */
const REFUSAL_CODES: Readonly<Record<string, ErrorCode>> = {
  VALIDATION_ERROR: 'validation',
  NOT_FOUND: 'not-found',
};

export function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new AppFailure('malformed-response', `The data service sent a response to ${what} that is not valid JSON.`);
  }
}

/** Throws the service's refusal as a typed error when the body says `success: false`. */
export function throwIfRefused(json: unknown, what: string): void {
  const refusal = refusalSchema.safeParse(json);
  if (!refusal.success) return;
  const { message, error } = refusal.data;
  const said = message ? ` The service said: "${message.slice(0, 300)}"` : '';
  const code = (error === undefined ? undefined : REFUSAL_CODES[error]) ?? 'upstream';
  // The service's own code is a short word; anything longer is cut, as its message is.
  const named = error ? ` (${error.slice(0, 60)})` : '';
  throw new RefusedFailure(code, `The data service answered ${what} with a failure${named}.${said}`);
}

export function parseEnvelope(body: string, operation: string): unknown {
  const json = parseJson(body, operation);
  throwIfRefused(json, operation);
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new AppFailure(
      'malformed-response',
      `The data service's response to ${operation} lacks "success": true and "data".`,
    );
  }
  return envelope.data.data;
}
