// The sentences worded without a formatter (text, plain arguments and selects) read exactly as intl-messageformat
// words them, for every such message of every catalogue, with each select's keys and one it does not know.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES as CATALOGUES } from './catalogues';
import { formatMessage, joined, piecesOf } from './format-message';

/** Each argument's name, with the keys of the selects that choose by it. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Map<string, Set<string>>()) {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.set(el.value, into.get(el.value) ?? new Set());
    if (el.type === TYPE.select) {
      const keys = into.get(el.value) ?? new Set<string>();
      for (const [key, option] of Object.entries(el.options)) {
        if (key !== 'other') keys.add(key);
        argumentsOf(option.value, into);
      }
      into.set(el.value, keys);
    }
  }
  return into;
}

/**
 * Combinations of the select keys (and keys none has, a prototype's among them), plain arguments as text, an empty
 * text, a number or zero: the first 64 of a message's combinations.
 */
function valueSets(args: Map<string, Set<string>>): Record<string, string | number>[] {
  let sets: Record<string, string | number>[] = [{}];
  for (const [name, keys] of args) {
    const choices: (string | number)[] =
      keys.size > 0 ? [...keys, 'unknown-key', 'constructor', '__proto__'] : [`‹${name}›`, '', 42, 0];
    sets = sets.flatMap((set) => choices.map((value) => ({ ...set, [name]: value })));
    if (sets.length > 64) sets = sets.slice(0, 64);
  }
  return sets;
}

describe('sentences worded without a formatter', () => {
  it('read as intl-messageformat words them, in every catalogue', () => {
    let compared = 0;
    for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
      for (const [id, entry] of Object.entries(catalogue)) {
        const ast = parse(entry.message);
        const pieces = piecesOf(ast);
        if (!pieces) continue;
        for (const values of valueSets(argumentsOf(ast))) {
          let expected: unknown;
          try {
            expected = new IntlMessageFormat(ast, lang).format(values);
          } catch {
            expected = null;
          }
          expect(joined(pieces, values), `${lang} ${id} ${JSON.stringify(values)}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('are those of text, plain arguments and selects alone', () => {
    expect(piecesOf(parse('Hello {name}, {to, select, light {Light} other {Dark}}'))).toEqual([
      'Hello ',
      { arg: 'name' },
      ', ',
      {
        select: 'to',
        branches: new Map([
          ['light', ['Light']],
          ['other', ['Dark']],
        ]),
      },
    ]);
    expect(piecesOf(parse('{n, number} rows'))).toBeNull();
    expect(piecesOf(parse('{n, plural, one {# row} other {# rows}}'))).toBeNull();
    expect(piecesOf(parse('{to, select, a {{n, number}} other {x}}'))).toBeNull();
  });

  it("choose a branch named as an object's own keys are, as the formatter does", () => {
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const ast = parse(`{x, select, ${key} {P} other {O}}`);
      for (const x of [key, 'other', 'y']) {
        expect(joined(piecesOf(ast)!, { x }), `${key} ${x}`).toBe(new IntlMessageFormat(ast, 'en').format({ x }));
      }
    }
  });

  it('leave a date or a missing argument to the formatter, which words or refuses it', () => {
    expect(joined([{ arg: 'when' }], { when: new Date(0) })).toBeNull();
    expect(joined([{ arg: 'who' }], {})).toBeNull();
    expect(formatMessage('en', 'shell.themeSwitch', { to: 'dark' })).toBe(
      new IntlMessageFormat(CATALOGUES.en['shell.themeSwitch'].message, 'en').format({ to: 'dark' }),
    );
  });
});
