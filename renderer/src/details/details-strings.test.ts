// Every language has every string, none empty or left in English by accident, with the same placeholders.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { PROPERTY_TYPES, RENT_FREQUENCIES } from '#shared/data-service/params';
import { ERROR_CODES } from '#shared/errors';
import { DETAILS_STRINGS } from './details-strings';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = leaves(DETAILS_STRINGS.en as unknown as Tree);
// Plural tables legitimately differ in which forms a language has; compare their `other` form only.
const isPluralForm = (path: string) => /^(results|years)\.(?!other$)/.test(path);

describe('details strings', () => {
  for (const lang of LANGS) {
    it(`${lang} has every string, non-empty, with the same placeholders`, () => {
      const strings = leaves(DETAILS_STRINGS[lang] as unknown as Tree);
      for (const [path, text] of en) {
        if (isPluralForm(path)) continue;
        const translated = strings.get(path);
        expect(translated, `${lang}: ${path}`).toBeTypeOf('string');
        expect(translated?.trim().length, `${lang}: ${path}`).toBeGreaterThan(0);
        expect(placeholders(translated ?? ''), `${lang}: ${path}`).toEqual(placeholders(text));
      }
    });
  }

  it('translates, rather than copies, the English sentences', () => {
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      const strings = DETAILS_STRINGS[lang];
      expect(strings.noOwnerId).not.toBe(DETAILS_STRINGS.en.noOwnerId);
      expect(strings.pageOf).not.toBe(DETAILS_STRINGS.en.pageOf);
      expect(strings.errorAdvice.offline).not.toBe(DETAILS_STRINGS.en.errorAdvice.offline);
    }
  });

  it('covers every property type, rent frequency and error code of the contract', () => {
    for (const lang of LANGS) {
      const strings = DETAILS_STRINGS[lang];
      for (const type of PROPERTY_TYPES) expect(strings.propertyTypes[type], `${lang}: ${type}`).toBeTruthy();
      for (const f of RENT_FREQUENCIES) expect(strings.perFrequency[f], `${lang}: ${f}`).toBeTruthy();
      for (const code of ERROR_CODES) expect(strings.errorAdvice[code], `${lang}: ${code}`).toBeTruthy();
    }
  });
});
