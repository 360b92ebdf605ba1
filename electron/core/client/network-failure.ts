// What a failed exchange means for the broker's budget: a connection that never carried the request (no such host,
// refused, no route, a refused certificate) is "offline" and cost nothing; one dropped after the request went out
// (reset, closed by the service) may have been billed, so it is spent, and sent again at most once (see retry.ts).
import { AppFailure } from '#shared/errors';
import { scrubSecrets } from '../keychain/secret-rules';
import { DroppedFailure } from './retry';
import { ref } from '#shared/messages/message-ref';

/** Error codes (Node's and undici's) of a connection that failed before any byte of the request was written. */
const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EAI_NONAME',
  'EAI_NODATA',
  'ECONNREFUSED',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_INVALID_ARG',
]);

/** The codes along an error's chain of causes (fetch wraps the socket's error as `cause`). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** True only when the error shows the request never left; anything else may have reached the service. */
export function neverSent(error: unknown): boolean {
  return codesOf(error).some(
    (code) =>
      NOT_SENT_CODES.has(code) || code.startsWith('ERR_TLS_') || code.startsWith('CERT_') || code.includes('_CERT'),
  );
}

/** The most specific message of an error's chain ("fetch failed" says less than "connect ECONNREFUSED …"). */
function describe(error: unknown): string {
  let message = error instanceof Error ? error.message : 'network error';
  let current: unknown = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
}

/**
 * A failed exchange as the broker should read it. `answered` is true when the response had begun (its body failed):
 * the request was then certainly received.
 */
export function networkFailure(
  error: unknown,
  signal: AbortSignal | undefined,
  timeout: AbortSignal,
  secrets: readonly string[],
  answered: boolean,
): AppFailure {
  if (signal?.aborted) return new AppFailure('cancelled', ref('error.cancelled'));
  if (timeout.aborted) return new AppFailure('timeout', ref('error.timeout'));
  const reason = scrubSecrets(describe(error), secrets);
  if (answered || !neverSent(error)) {
    return new DroppedFailure('upstream', ref('error.dropped', { reason }));
  }
  return new AppFailure('offline', ref('error.offline', { reason }));
}
