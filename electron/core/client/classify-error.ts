// Classifies a failed data-service response into a typed error, from the two error shapes real gateways send.
import { z } from 'zod';
import { appError, type AppError } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { scrubSecrets } from '../keychain/secret-rules';

const errorBodySchema = z.object({ message: z.string().optional(), error: z.string().optional() }).loose();

/**
 * The gateway's own words, with the key scrubbed out before the message is shortened (shortening first could leave
 * a readable prefix of the key) and before it is logged, stored or shown.
 */
function readMessage(body: string, secrets: readonly string[]): string {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    // Its bidirectional controls go too: the message is shown as the service's words, in the app's order.
    if (parsed.success && parsed.data.message) {
      return stripBidiControls(scrubSecrets(parsed.data.message, secrets)).slice(0, 300);
    }
  } catch {
    // Not JSON: fall through to the status-based message.
  }
  return '';
}

export function retryAfterSeconds(headers: Headers): number | undefined {
  const raw = headers.get('retry-after');
  if (raw === null) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

export const QUOTA_WORDS = /quota|month|exceeded the (monthly|plan)|upgrade your plan/i;

/** `secrets`: the key (in the forms it could be quoted in), so that a gateway echoing it never shows it. */
export function classifyHttpError(
  status: number,
  headers: Headers,
  body: string,
  secrets: readonly string[] = [],
): AppError {
  const message = readMessage(body, secrets);
  // The service's own words, when it gave some, follow the app's sentence.
  const worded = (said: MessageRef): MessageRef =>
    message ? ref('error.client.serviceSaid', { said, message }) : said;
  const retry = retryAfterSeconds(headers);
  const withRetry = retry === undefined ? {} : { retryAfterSeconds: retry };
  if (status === 400) return appError('validation', worded(ref('error.client.badRequest')));
  if (status === 401) return appError('bad-key', worded(ref('error.client.badKey')));
  if (status === 403) {
    if (QUOTA_WORDS.test(message)) return appError('quota-exhausted', worded(ref('error.client.quotaUsed')));
    return appError('not-subscribed', worded(ref('error.client.notSubscribed')));
  }
  if (status === 404) return appError('not-found', worded(ref('error.client.noRecord')));
  if (status === 429) {
    if (QUOTA_WORDS.test(message)) {
      return appError('quota-exhausted', worded(ref('error.client.quotaUsed')), withRetry);
    }
    return appError('rate-limited', worded(ref('error.client.tooManyPerSecond')), withRetry);
  }
  return appError('upstream', worded(ref('error.client.serviceFailed', { status: String(status) })), withRetry);
}
