// classifyHttpError: the two error shapes gateways send, by status and message, with the key scrubbed out.
import { describe, expect, it } from 'vitest';
import { classifyHttpError } from './classify-error';

const h = (init: Record<string, string> = {}) => new Headers(init);

describe('classifyHttpError', () => {
  it('reads the service error shape and keeps its message', () => {
    const error = classifyHttpError(
      400,
      h(),
      JSON.stringify({ success: false, message: 'Missing required parameter: purpose', error: 'VALIDATION_ERROR' }),
    );
    expect(error.code).toBe('validation');
    expect(error.message).toContain('Missing required parameter: purpose');
  });

  it.each([
    [401, 'Invalid API key.', 'bad-key'],
    [403, 'You are not subscribed to this API.', 'not-subscribed'],
    [403, 'You have exceeded the MONTHLY quota for Requests on your current plan', 'quota-exhausted'],
    [429, 'Too many requests', 'rate-limited'],
    [429, 'You have exceeded the MONTHLY quota', 'quota-exhausted'],
    [404, 'not found', 'not-found'],
    [502, 'Bad gateway', 'upstream'],
  ])('classifies the gateway shape %i "%s" as %s', (status, message, code) => {
    expect(classifyHttpError(status, h(), JSON.stringify({ message })).code).toBe(code);
  });

  it('takes Retry-After in seconds and tolerates a non-JSON body', () => {
    const error = classifyHttpError(429, h({ 'retry-after': '3' }), '<html>slow down</html>');
    expect(error).toMatchObject({ code: 'rate-limited', retryAfterSeconds: 3 });
  });

  it('scrubs the key out of the gateway message before shortening it', () => {
    const key = 'sk-live-abcdef123456';
    const error = classifyHttpError(401, h(), JSON.stringify({ message: `${'x'.repeat(295)}${key} is wrong` }), [key]);
    expect(error.message).not.toContain('sk-li');
    const quoted = classifyHttpError(403, h(), JSON.stringify({ message: `key ${key} not subscribed` }), [key]);
    expect(quoted.message).toContain('key [redacted] not subscribed');
  });
});
