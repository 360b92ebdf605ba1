// The catalogues hold together: every message parses in every language, a translation uses only the arguments the
// English message declares and with the same kind, every English message tells the translator what it is for, and
// test/architecture/message-args.test.ts checks message-args.ts against the English catalogue.
import { describe, expect, it, vi } from 'vitest';
import { LANGS } from '../domain/lang';
import { SOURCE } from './all-languages';
import { CATALOGUE_FILES as CATALOGUES } from './catalogues';
import { entrySource, type Catalogue, type MessageId } from './catalogue';
import { formatMessage } from './messages';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { formatDateTime, formatUaeClock } from '../format/intl';
import { argumentKinds, catalogueModule, compiledCatalogue, PLAIN_MESSAGE } from '../../scripts/messages.mjs';

const ids = Object.keys(SOURCE) as MessageId[];

/** A catalogue as the builds ship it: the module catalogueModule writes, loaded. */
async function shippedModule(text: string): Promise<Catalogue> {
  const url = `data:text/javascript;base64,${Buffer.from(catalogueModule(text)).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Catalogue }).default;
}
const kindsOf = argumentKinds;

describe('message catalogues', () => {
  it('give every English message a description', () => {
    const bare = ids.filter((id) => !(SOURCE[id].description ?? '').trim());
    expect(bare).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s uses only the English arguments, of the same kind', (lang) => {
    const wrong: string[] = [];
    for (const id of ids) {
      const english = kindsOf(SOURCE[id].message);
      for (const [name, kind] of kindsOf(CATALOGUES[lang][id].message)) {
        const expected = english.get(name);
        // A plain argument in a translation may be one English writes as a number: the number is passed either way.
        if (expected !== kind && !(kind === 'text' && expected !== undefined)) {
          wrong.push(`${id}: {${name}} is ${kind} here, ${expected ?? 'absent'} in English`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('ships a plain message as its text, any other parsed and compacted, which reads back as parsing its text gives', () => {
    // The formatter words a message shipped as text as one literal: right only if it is one.
    for (const lang of LANGS) {
      const compiled = compiledCatalogue(JSON.stringify(CATALOGUES[lang]));
      for (const [id, entry] of Object.entries(CATALOGUES[lang])) {
        const parsed = parse(entry.message);
        if (!PLAIN_MESSAGE.test(entry.message)) {
          expect(Array.isArray(compiled[id]), `${lang} ${id}`).toBe(true);
          expect(entrySource(compiled[id]!), `${lang} ${id}`).toEqual(parsed);
          continue;
        }
        expect(compiled[id], `${lang} ${id}`).toBe(entry.message);
        expect(
          parsed.every((el) => el.type === TYPE.literal),
          `${lang} ${id}`,
        ).toBe(true);
        expect(parsed.map((el) => (el.type === TYPE.literal ? el.value : '')).join(''), `${lang} ${id}`).toBe(
          entry.message,
        );
      }
    }
    expect(PLAIN_MESSAGE.test("It''s {n}")).toBe(false);
  });

  it('words every message of every language the same from its shipped form as from its file', async () => {
    // Arguments of each kind the message declares: text, a number, a date; a select's first key.
    const argsOf = (message: string): Record<string, unknown> =>
      Object.fromEntries(
        [...argumentKinds(message)].map(([name, kind]) => [
          name,
          kind === 'number'
            ? 1234.5
            : kind === 'date'
              ? new Date(Date.UTC(2026, 10, 24, 19, 2))
              : kind.startsWith('select:')
                ? (kind.slice('select:'.length).split('|')[0] ?? 'other')
                : `‹${name}›`,
        ]),
      );
    // A second copy of the messages' modules, its languages registered as the builds ship them: the first copy's
    // formatter keeps what it made of each message, and would not read the shipped form.
    vi.resetModules();
    const shipped = await import('./catalogue');
    const { formatMessage: formatShipped } = await import('./format-message');
    for (const lang of LANGS) shipped.registerCatalogue(lang, await shippedModule(JSON.stringify(CATALOGUES[lang])));
    let compared = 0;
    for (const lang of LANGS) {
      for (const id of Object.keys(CATALOGUES[lang]) as MessageId[]) {
        const args = argsOf(SOURCE[id].message) as { count: number };
        const fromFile = formatMessage(lang, id as 'answer.rejected', args);
        expect(formatShipped(lang, id as 'answer.rejected', args), `${lang} ${id}`).toBe(fromFile);
        compared++;
      }
      // The two sentences filled below the formatter read back as their files write them.
      for (const id of ['time.uaeZoneNamed', 'reportPrint.pageOf'] as const) {
        expect(shipped.messageTemplate(lang, id), `${lang} ${id}`).toBe(CATALOGUES[lang][id].message);
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it("states each language's facts: a locale Intl knows, a direction, and UAE time's name as text around {time}", () => {
    for (const lang of LANGS) {
      const catalogue = CATALOGUES[lang];
      expect(Intl.getCanonicalLocales(catalogue['language.locale'].message), lang).toHaveLength(1);
      expect(['ltr', 'rtl'], lang).toContain(catalogue['language.direction'].message);
      // shared/format/intl.ts fills this one below the formatter: it must be literal text and {time} alone.
      const zone = parse(catalogue['time.uaeZoneNamed'].message);
      expect(zone.map((el) => el.type).sort(), lang).toEqual(
        [TYPE.argument, ...zone.filter((el) => el.type === TYPE.literal).map(() => TYPE.literal)].sort(),
      );
      expect(formatDateTime('2025-11-02T04:05:00Z', lang), lang).toContain(
        formatUaeClock('2025-11-02T04:05:00Z', lang),
      );
    }
    expect(formatDateTime('2025-11-02T04:05:00Z', 'en')).toBe('2 Nov 2025, 08:05 AM UAE time');
  });

  it('ships each catalogue as its compiled form read a message at a time, every character kept', async () => {
    for (const lang of LANGS) {
      const text = JSON.stringify(CATALOGUES[lang]);
      const shipped = await shippedModule(text);
      const compiled = compiledCatalogue(text);
      // Its ids in the file's order, each entry as compiledCatalogue makes it.
      expect(Object.keys(shipped), lang).toEqual(Object.keys(compiled));
      expect(shipped, lang).toEqual(compiled);
      expect(JSON.stringify(shipped), lang).toBe(JSON.stringify(compiled));
    }
  });

  it('reads a shipped catalogue as a record of its messages alone, each parsed once, and refuses changes', async () => {
    // Written as text: an object literal's `__proto__` would set its prototype rather than name a message.
    const text = `{${[
      `"a.plain": ${JSON.stringify({ message: 'Plain words' })}`,
      // A template literal's marks (a backtick, `${`) written as ICU writes a literal brace.
      `"a.line": ${JSON.stringify({ message: "Line one\nline two, “quoted” \u2028 \u001e ` $'{'x'}' {name}" })}`,
      `"a.count": ${JSON.stringify({ message: '{count, plural, one {# listing} other {# listings}}' })}`,
      `"__proto__": ${JSON.stringify({ message: 'Named as a prototype' })}`,
    ].join(',')}}`;
    const shipped = (await shippedModule(text)) as unknown as Record<string, unknown>;
    expect(shipped['a.plain']).toBe('Plain words');
    expect(shipped['a.line']).toEqual(['Line one\nline two, “quoted” \u2028 \u001e ` ${x} ', ['name']]);
    expect(Object.hasOwn(shipped, '__proto__')).toBe(true);
    expect(Object.getOwnPropertyDescriptor(shipped, '__proto__')?.get?.()).toBe('Named as a prototype');
    // The same parsed form each time: the formatter keeps what it made of it by that object.
    expect(shipped['a.count']).toBe(shipped['a.count']);
    expect(Object.hasOwn(shipped, 'a.count')).toBe(true);
    expect(Object.hasOwn(shipped, 'a.missing')).toBe(false);
    expect(shipped['a.missing']).toBeUndefined();
    expect('a.plain' in shipped).toBe(true);
    // What is not a message reads as on any object (no message is named after Object.prototype's methods).
    expect(shipped.hasOwnProperty).toBe(Object.prototype.hasOwnProperty);
    expect(Object.hasOwn(shipped, 'toString')).toBe(false);
    // An accessor, read when asked for: Object.hasOwn does not parse the message.
    const described = Object.getOwnPropertyDescriptor(shipped, 'a.plain');
    expect(described).toMatchObject({ enumerable: true, configurable: true });
    expect(described?.get?.()).toBe('Plain words');
    expect(() => {
      shipped['a.plain'] = 'Changed';
    }).toThrow(TypeError);
    expect(() => delete shipped['a.plain']).toThrow(TypeError);
    expect(() => Object.defineProperty(shipped, 'a.new', { value: 'x' })).toThrow(TypeError);
    expect(shipped['a.plain']).toBe('Plain words');
    expect(Object.keys(shipped)).toEqual(['a.plain', 'a.line', 'a.count', '__proto__']);
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s is a translation, not English kept under its name', (lang) => {
    // A catalogue copied from English to be translated later would pass every other check and show English words.
    const english = ids.filter((id) => /[a-z]{4,}/i.test(SOURCE[id].message.replace(/\{[^{}]*\}/g, '')));
    const same = english.filter((id) => CATALOGUES[lang][id].message === SOURCE[id].message);
    expect(same.length / english.length, same.slice(0, 20).join(', ')).toBeLessThan(0.02);
  });

  it.each(LANGS.filter((l) => l !== 'en'))('%s has no message English does not', (lang) => {
    expect(Object.keys(CATALOGUES[lang]).filter((id) => !(id in SOURCE))).toEqual([]);
  });

  it('words a message with plural, select, amounts, lists and UAE time in each language', () => {
    const when = Date.UTC(2026, 10, 24, 19, 2);
    expect(formatMessage('en', 'answer.rejected', { count: 1 })).toBe(
      '1 record in this answer could not be read and is left out.',
    );
    expect(formatMessage('ar', 'answer.rejected', { count: 2 })).toBe('سجلّان في هذه الإجابة تعذّرت قراءتهما فاستُبعدا.');
    expect(formatMessage('ru', 'answer.rejected', { count: 3 })).toBe(
      '3 записи в этом ответе не удалось прочитать, они пропущены.',
    );
    expect(
      formatMessage('en', 'answer.outside', { outside: 3, total: 1200, places: { list: ['JVC', 'Al Barsha'] } }),
    ).toBe(
      '3 of 1,200 results lie outside JVC and Al Barsha: the data service may have widened the search (check the location).',
    );
    expect(formatMessage('en', 'answer.savedInstead', { code: 'offline', message: 'Cannot reach it.', when })).toBe(
      'Cannot reach it. Showing the answer saved on 24 Nov 2026, 11:02 PM (UAE time).',
    );
    expect(formatMessage('ar', 'answer.savedInstead', { code: 'offline', message: 'x', when })).toContain(
      'تعذّر الوصول إلى خدمة البيانات.',
    );
    const price = { count: 12, purpose: 'sale', value: 9.3, side: 'above', bound: 8000, advice: 'Check.' } as const;
    expect(formatMessage('en', 'answer.pricePerArea', price)).toMatch(/sale prices here is AED\s9\.3 per sq ft, above/);
  });

  it('isolates text in a right-to-left sentence, and right-to-left text in any sentence, but not English in English', () => {
    const args = { outside: 1, total: 2, places: 'JVC' };
    expect(formatMessage('en', 'answer.outside', args)).toContain(' JVC:');
    expect(formatMessage('ar', 'answer.outside', args)).toContain('\u2068JVC\u2069');
    expect(formatMessage('en', 'answer.outside', { ...args, places: 'دبي مارينا' })).toContain(
      '\u2068دبي مارينا\u2069',
    );
  });

  it('finds a select’s branch in a right-to-left sentence, and isolates the value only where the sentence shows it', () => {
    // The Arabic place picker showed "neighbourhood" for مجتمع: the key was isolated before the select matched it.
    expect(formatMessage('ar', 'place.type', { type: 'neighbourhood' })).toBe('مجتمع');
    expect(formatMessage('ar', 'place.type', { type: 'sub_community' })).toBe('مجتمع فرعي');
    expect(formatMessage('ar', 'place.type', { type: 'emirate' })).toBe('\u2068emirate\u2069');
    expect(formatMessage('en', 'place.type', { type: 'neighbourhood' })).toBe('Community');
  });

  it('refuses, at type-check, a misspelt id, a missing argument and a catalogue missing a message', () => {
    // @ts-expect-error no such message
    expect(() => formatMessage('en', 'answer.outsid', {})).toThrow();
    // @ts-expect-error `total` is missing
    expect(() => formatMessage('en', 'answer.outside', { outside: 1, places: 'JVC' })).toThrow();
    // @ts-expect-error a catalogue must hold every message
    const partial: Catalogue = { 'answer.rejected': { message: '' } };
    expect(Object.keys(partial)).toHaveLength(1);
  });
});
