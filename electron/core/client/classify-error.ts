// Classifies a failed data-service response into a typed error, from the two error shapes real gateways send.
import { z } from 'zod';
import type { AppError } from '#shared/errors';
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
  const said = readMessage(body, secrets);
  const suffix = said ? ` The service said: "${said}"` : '';
  const retry = retryAfterSeconds(headers);
  const withRetry = retry === undefined ? {} : { retryAfterSeconds: retry };
  if (status === 400) return { code: 'validation', message: `The data service refused the request.${suffix}` };
  if (status === 401) {
    return { code: 'bad-key', message: `The API key is missing or wrong. Check it in Settings.${suffix}` };
  }
  if (status === 403) {
    if (QUOTA_WORDS.test(said)) {
      return { code: 'quota-exhausted', message: `Your plan's request quota is used up.${suffix}` };
    }
    return {
      code: 'not-subscribed',
      message: `The key is not subscribed to this data service (this can also be a short-lived gateway hiccup).${suffix}`,
    };
  }
  if (status === 404) return { code: 'not-found', message: `The data service has no such record.${suffix}` };
  if (status === 429) {
    if (QUOTA_WORDS.test(said)) {
      return { code: 'quota-exhausted', message: `Your plan's request quota is used up.${suffix}`, ...withRetry };
    }
    return { code: 'rate-limited', message: `Too many requests per second.${suffix}`, ...withRetry };
  }
  return {
    code: 'upstream',
    message: `The data service failed (HTTP ${status}). Try again shortly.${suffix}`,
    ...withRetry,
  };
}
