import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { SOLD_STRINGS } from './sold-strings';

/** Every leaf of a word tree, by its path. */
function leaves(tree: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') return found.set(path, tree);
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) found.set(p, v);
  }
  return found;
}

describe('the words of what adverts sold for', () => {
  const en = leaves(SOLD_STRINGS.en);
  // Plural forms differ by language (and may name the count in words); every other sentence exists in each.
  const plain = (paths: Iterable<string>) => [...paths].filter((p) => !/^(summary|reason\.rivals)\./.test(p)).sort();

  it('are whole in all four languages, with the placeholders English has', () => {
    for (const lang of LANGS) {
      const words = leaves(SOLD_STRINGS[lang]);
      for (const [path, text] of words) expect(text.trim(), `${lang} ${path}`).not.toBe('');
      expect(plain(words.keys())).toEqual(plain(en.keys()));
      for (const path of plain(en.keys())) {
        const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(holes(words.get(path)!), `${lang} ${path}`).toEqual(holes(en.get(path)!));
      }
      // Every plural form still says what the sentence rests on.
      for (const form of Object.values(SOLD_STRINGS[lang].summary)) {
        for (const hole of ['{gone}', '{transactions}', '{time}']) expect(form, `${lang} summary`).toContain(hole);
      }
    }
  });

  it('are translated, not English left in place', () => {
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      const words = leaves(SOLD_STRINGS[lang]);
      // "{value} (n = {n})" reads the same in Russian: n is the statisticians' letter there too.
      const same = [...en].filter(
        ([path, text]) => words.get(path) === text && !/^[\W\d]*$/.test(text) && path !== 'figure',
      );
      expect(same, lang).toEqual([]);
    }
  });
});
