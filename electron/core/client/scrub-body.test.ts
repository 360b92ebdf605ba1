// The key never survives in a body, however the gateway wrote it: plainly, JSON-escaped, with "\/" for "/", in a
// field's name; and scrubbing never breaks a body that was valid JSON.
import { describe, expect, it } from 'vitest';
import type { AppFailure } from '#shared/errors';
import { keyVariants } from './key-guard';
import { scrubBody } from './scrub-body';

const KEY = 'Sk_live/4f9a8QzHgT2mXw7r';
const secrets = keyVariants(KEY);
const escaped = (text: string) => [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const leaks = (body: string) => {
  const parsed = JSON.stringify(JSON.parse(body));
  return parsed.includes(KEY) || parsed.includes(KEY.slice(3, 11));
};

describe('scrubBody', () => {
  it('takes a key quoted plainly out of the text', () => {
    const body = JSON.stringify({ success: false, message: `bad key ${KEY}` });
    const out = scrubBody(body, secrets);
    expect(leaks(out)).toBe(false);
    expect(JSON.parse(out).message).toBe('bad key [redacted]');
  });

  it('takes out a key written with \\u escapes, which the text never showed', () => {
    const body = `{"success":false,"message":"${escaped(KEY)}","error":"x ${escaped(KEY)}"}`;
    const out = scrubBody(body, secrets);
    expect(leaks(out)).toBe(false);
    expect(JSON.parse(out)).toEqual({ success: false, message: '[redacted]', error: 'x [redacted]' });
  });

  it('keeps a body valid when the key holds "/" written as "\\/"', () => {
    const body = `{"success":true,"data":{"title":"${KEY.replace('/', '\\/')}","n":1}}`;
    const out = scrubBody(body, secrets);
    expect(JSON.parse(out)).toEqual({ success: true, data: { title: '[redacted]', n: 1 } });
  });

  it('scrubs a field named with the key, and keeps a field named "__proto__" a field', () => {
    const body = `{"data":{"${escaped(KEY)}":1,"__proto__":{"t":"\\u0041${KEY}"}}}`;
    const out = scrubBody(body, secrets);
    expect(leaks(out)).toBe(false);
    expect(out).toContain('"__proto__":{"t":"A[redacted]"}');
  });

  it('leaves a body without the key exactly as it came', () => {
    const body = '{"success":true,"data":{"title":"\\u062f\\u0628\\u064a","price":1}}';
    expect(scrubBody(body, secrets)).toBe(body);
    expect(scrubBody(body, [])).toBe(body);
  });

  it('scrubs a body that is not JSON as text', () => {
    expect(scrubBody(`<html>\\ ${KEY}</html>`, secrets)).toBe('<html>\\ [redacted]</html>');
  });

  it('reads a deeply nested body without overflowing, or refuses it as malformed', () => {
    const deep = `${'['.repeat(200_000)}"${escaped(KEY)}"${']'.repeat(200_000)}`;
    let out = '';
    try {
      out = scrubBody(deep, secrets);
    } catch (error) {
      expect((error as AppFailure).appError.code).toBe('malformed-response');
      return;
    }
    expect(out.includes(KEY)).toBe(false);
  });
});
