// The pseudo-locale changes a message's words and nothing else: every English message stays valid ICU with the same
// arguments of the same kinds, formats with the arguments English takes, and the TS word tables keep placeholders.
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { SOURCE } from './all-languages';
import { CATALOGUE_FILES as CATALOGUES } from './catalogues';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalogue, pseudoMessage, pseudoText } from './pseudo';
import { argumentKinds } from '../../scripts/messages.mjs';

/** Three plain ASCII letters in a row: what the pseudo-locale's e2e walk calls untransformed. */
const ASCII_WORD = /[A-Za-z]{3}/;

describe('pseudoText', () => {
  it('accents every Latin letter, lengthens by about a third and keeps what is not a letter', () => {
    const out = pseudoText('Save search 2');
    expect(out).not.toMatch(/[A-Za-z]/);
    expect(out).toContain(' 2');
    expect(out.length).toBeGreaterThanOrEqual(Math.ceil('Save search 2'.length + 11 * 0.35));
    // Ten letters, four more: the first four vowels doubled.
    expect(out).toBe('Šááṽéé šééááŕçĥ 2');
    // No vowel to double: the padding follows, before any trailing space.
    expect(pseudoText('Why? ')).toBe('Ŵĥý?·· ');
  });

  it('leaves text without letters as it is', () => {
    expect(pseudoText(' – ')).toBe(' – ');
  });
});

describe('pseudoMessage', () => {
  it('keeps arguments, plural and select keys and # and formats with the same arguments', () => {
    const source =
      "{n, plural, one {# listing} other {# listings}} in {place} for {side, select, sale {sale} other {rent}} at {amount, number} — it's {kind}";
    const pseudo = pseudoMessage(source);
    const args = { n: 3, place: 'Dubai Marina', side: 'sale', amount: 1500, kind: 'x' };
    const text = new IntlMessageFormat(pseudo, 'en').format(args) as string;
    expect(text.startsWith(PSEUDO_OPEN)).toBe(true);
    expect(text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toContain('3 ');
    expect(text).toContain('Dubai Marina');
    expect(text).toContain('1,500');
    // The apostrophe survives printing (a quote in ICU), and the branch chosen is sale's.
    expect(text).toContain("'");
    expect(text).toMatch(/šááļéé/);
    expect(text.replace('Dubai Marina', '')).not.toMatch(ASCII_WORD);
  });

  it('turns every English message into valid ICU with the arguments English declares, of the same kinds', () => {
    const wrong: string[] = [];
    for (const [id, entry] of Object.entries(SOURCE)) {
      const pseudo = pseudoMessage(entry.message);
      const before = [...argumentKinds(entry.message)].sort();
      const after = [...argumentKinds(pseudo)].sort();
      if (JSON.stringify(before) !== JSON.stringify(after)) wrong.push(id);
    }
    expect(wrong).toEqual([]);
  });
});

describe('pseudoCatalogue', () => {
  it('gives each message a parsed form equal to parsing its text, worded in the pseudo-locale', () => {
    const pseudo = pseudoCatalogue(CATALOGUES.en);
    const ids = Object.keys(CATALOGUES.en) as (keyof typeof CATALOGUES.en)[];
    expect(Object.keys(pseudo)).toHaveLength(ids.length);
    for (const id of ids.slice(0, 200)) {
      const entry = pseudo[id];
      expect(parse(entry.message), id).toEqual(entry.ast);
    }
    const plain = ids.find((id) => /^[A-Z][a-z ]+$/.test(CATALOGUES.en[id].message));
    expect(plain).toBeDefined();
    if (plain) expect(pseudo[plain].message).not.toMatch(ASCII_WORD);
  });
});
