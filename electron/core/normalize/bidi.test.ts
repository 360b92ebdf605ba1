// Issue 33, item 9: bidirectional controls (U+202A–U+202E, U+2066–U+2069) from the data service cannot reorder what
// the broker reads. Normalization is the one place service text loses them (the raw body keeps them); the terminal
// shows any that reach it as escapes; names the broker types refuse them, naming the field.
import { ref } from '#shared/messages/message-ref';
import { describe, expect, it } from 'vitest';
import { describeZodError } from '#shared/errors';
import { savedQueryNameSchema } from '#shared/ipc/contract/saved';
import { watchAddSchema } from '#shared/ipc/contract/portfolio';
import { hasBidiControls, stripBidiDeep } from '#shared/text/bidi-controls';
import { terminalIo } from '../../cli/terminal-text';
import { classifyHttpError } from '../client/classify-error';
import { normalizeAnswer } from './normalize-operation';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import type { MessageRef } from '#shared/messages/message-ref';

/** A refusal as the English window words it. */
const english = (said: MessageRef): string => formatRef('en', said);

const HOSTILE = '\u202Egnp.exe\u202C Villa';

describe('normalization strips bidirectional controls from every string of every record', () => {
  it('a listing page: title, place, agency, agent, amenities', () => {
    const raw = {
      properties: [
        {
          externalID: '1',
          title: { en: HOSTILE, ar: `\u2067${HOSTILE}\u2069` },
          purpose: 'for-sale',
          price: 1,
          location: [{ name: '\u202BDubai\u202C', externalID: '5002' }],
          agency: { name: '\u2066Acme\u2069', externalID: '7' },
          agent: { name: '\u202DSara\u202C', externalID: '8' },
          amenities: ['\u202AGym\u202C'],
        },
      ],
      total: 1,
    };
    const outcome = normalizeAnswer('search-property', raw, { areaUnit: 'sqft' });
    if (!outcome.ok) throw new Error(english(outcome.said));
    const [listing] = outcome.result.items;
    expect(listing).toMatchObject({
      title: { en: 'gnp.exe Villa', ar: 'gnp.exe Villa' },
      location: [{ name: 'Dubai' }],
      agency: { name: 'Acme' },
      agent: { name: 'Sara' },
      amenities: ['Gym'],
    });
    expect(hasBidiControls(JSON.stringify(outcome.result))).toBe(false);
  });

  it('every operation: a transaction, a place, an agent', () => {
    const tx = normalizeAnswer(
      'transactions',
      { hits: [{ transactionId: 't', purpose: 'for-sale', price: 1, date: '2026-01-01', location: HOSTILE }] },
      { areaUnit: 'sqft' },
    );
    expect(tx.ok && tx.result.items[0]!.location).toBe('gnp.exe Villa');
    const agents = normalizeAnswer(
      'agent-search',
      { agents: [{ externalID: 'a', name: HOSTILE }] },
      { areaUnit: 'sqft' },
    );
    expect(agents.ok && agents.result.items[0]!.name).toBe('gnp.exe Villa');
  });

  it('leaves Arabic text and the direction marks LRM, RLM and ALM as they are', () => {
    const text = 'شقة\u200F في \u200Eدبي\u061C';
    expect(stripBidiDeep({ a: [text] })).toEqual({ a: [text] });
  });

  it("a gateway's own message loses them too", () => {
    const error = classifyHttpError(
      403,
      new Headers(),
      JSON.stringify({ message: `You are not subscribed ${HOSTILE}` }),
      [],
    );
    expect(error.message).toContain('gnp.exe Villa');
    expect(hasBidiControls(error.message)).toBe(false);
  });
});

describe('the terminal shows any bidirectional control as an escape', () => {
  it('on standard output and standard error alike', () => {
    let out = '';
    let err = '';
    const io = terminalIo({
      out: (t) => void (out += t),
      err: (t) => void (err += t),
      env: {},
      isTTY: false,
      readStdin: async () => '',
    });
    io.out(`${HOSTILE}\n`);
    io.err(`aqar: ${HOSTILE}`);
    expect(out).toBe('\\u202egnp.exe\\u202c Villa\n');
    expect(err).toBe('aqar: \\u202egnp.exe\\u202c Villa');
  });
});

describe('names the broker types refuse bidirectional controls, naming the field', () => {
  it('a saved search name', () => {
    const parsed = savedQueryNameSchema.safeParse(`Marina ${HOSTILE}`);
    expect(parsed.success).toBe(false);
    expect(
      !parsed.success && describeZodError(parsed.error, ref('error.subject.savedSearch', { name: 'Marina' })).message,
    ).toMatch(/bidirectional control characters/);
    expect(savedQueryNameSchema.safeParse('مارينا ٢ غرف').success).toBe(true);
  });

  it('a watched firm name', () => {
    const parsed = watchAddSchema.safeParse({ kind: 'agency', externalID: '7', name: '\u2066Acme\u2069' });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && JSON.stringify(parsed.error.issues)).toMatch(/"name".*bidirectional/);
  });
});
