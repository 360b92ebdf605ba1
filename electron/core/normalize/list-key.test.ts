// An answer whose envelope holds its list under another key than the operation's says which key it expected and
// which it found, so a renamed field (a gateway answering `hits` for listings) is told apart from a broken body.
import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from './normalize-operation';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import type { MessageRef } from '#shared/messages/message-ref';

/** A refusal as the English window words it. */
const english = (said: MessageRef): string => formatRef('en', said);

const SQM = { areaUnit: 'sqm' } as const;

describe('a list under another key than the operation expects', () => {
  it('names the key expected and the keys found', () => {
    const outcome = normalizeAnswer('search-property', { hits: [{ externalID: '1' }], nbHits: 1, page: 0 }, SQM);
    expect(outcome).toMatchObject({ ok: false, reason: 'shape' });
    expect(!outcome.ok && english(outcome.said)).toBe(
      'The data service\'s answer to search-property has an unexpected shape: its list was expected under "properties", ' +
        'and the answer holds "hits", "nbHits" and "page" instead.',
    );
  });

  it('transactions expect "hits": an answer with "properties" says so', () => {
    const outcome = normalizeAnswer('transactions', { properties: [], total: 0 }, SQM);
    expect(!outcome.ok && english(outcome.said)).toMatch(
      /its list was expected under "hits", and the answer holds "properties" and "total" instead\.$/,
    );
  });

  it('a list key holding something else than a list says what it holds', () => {
    const outcome = normalizeAnswer('agent-search', { agents: 'none', total: 0 }, SQM);
    expect(!outcome.ok && english(outcome.said)).toMatch(/its list "agents" holds text, not a list\.$/);
  });

  it('data that is no object at all says what it is', () => {
    for (const [data, what] of [
      [[1, 2], 'a list'],
      ['x', 'text'],
      [null, 'nothing (null)'],
    ] as const) {
      const outcome = normalizeAnswer('agency-search', data, SQM);
      expect(!outcome.ok && english(outcome.said)).toMatch(
        new RegExp(`its data is ${what.replace(/[()]/g, '\\$&')}, not an object holding "agencies"\\.$`),
      );
    }
  });

  it('an empty object, and many keys: the first ten named, the rest counted, each shown inert', () => {
    const empty = normalizeAnswer('search-property', {}, SQM);
    expect(!empty.ok && english(empty.said)).toMatch(
      /expected under "properties", and the answer holds no key at all\.$/,
    );
    const many = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`k${i}`, i]));
    const named = normalizeAnswer('search-property', { ...many, '\u202Eevil': 1 }, SQM);
    expect(!named.ok && english(named.said)).toContain('"k0", "k1"');
    expect(!named.ok && english(named.said)).toContain('and 5 more');
    const hostile = normalizeAnswer('search-property', { '\u202Egnp.exe\u202C': 1 }, SQM);
    expect(!hostile.ok && english(hostile.said)).toContain('"\\u202egnp.exe\\u202c"');
  });
});
