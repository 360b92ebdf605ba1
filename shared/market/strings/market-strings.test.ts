// Every language has every Market string, none empty, with the same placeholders as English; plural tables are
// compared by their `other` form, since languages have different forms.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../domain/lang';
import { MARKET_STRINGS } from '.';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    // A plural table: only its `other` form must carry the placeholders.
    else if ('other' in value) out.set(`${path}.other`, value.other as string);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = leaves(MARKET_STRINGS.en as unknown as Tree);

describe('market strings', () => {
  for (const lang of LANGS) {
    it(`${lang} has every string, non-empty, with the same placeholders`, () => {
      const strings = leaves(MARKET_STRINGS[lang] as unknown as Tree);
      expect([...strings.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [path, text] of en) {
        const translated = strings.get(path) ?? '';
        expect(translated.trim().length, `${lang}: ${path}`).toBeGreaterThan(0);
        // Arabic writes "one" and "two" as words; every other form keeps the count.
        if (lang === 'ar' && /^beds\.count/.test(path)) continue;
        expect(placeholders(translated), `${lang}: ${path}`).toEqual(placeholders(text));
      }
    });
  }

  it('translates, rather than copies, the English sentences', () => {
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      const t = MARKET_STRINGS[lang];
      expect(t.outliers.rule).not.toBe(MARKET_STRINGS.en.outliers.rule);
      expect(t.cards.gapNote).not.toBe(MARKET_STRINGS.en.cards.gapNote);
    }
  });
});
