import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { RADAR_STRINGS } from './radar-strings';

/** Every leaf of a word tree, by its path. */
function leaves(tree: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') return found.set(path, tree);
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) found.set(p, v);
  }
  return found;
}

describe('the radar’s words', () => {
  const en = leaves(RADAR_STRINGS.en);

  it('are whole in all four languages, with the placeholders English has', () => {
    for (const lang of LANGS) {
      const words = leaves(RADAR_STRINGS[lang]);
      for (const [path, text] of words) expect(text.trim(), `${lang} ${path}`).not.toBe('');
      // Plural forms differ by language; every other sentence exists in each.
      const plain = (paths: Iterable<string>) => [...paths].filter((p) => !/^(ranked|cutsTip)\./.test(p)).sort();
      expect(plain(words.keys())).toEqual(plain(en.keys()));
      for (const path of plain(en.keys())) {
        const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(holes(words.get(path)!), `${lang} ${path}`).toEqual(holes(en.get(path)!));
      }
    }
  });

  it('are translated, not English left in place', () => {
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      const words = leaves(RADAR_STRINGS[lang]);
      const same = [...en].filter(([path, text]) => words.get(path) === text && !/^\W*$/.test(text));
      expect(same, lang).toEqual([]);
    }
  });
});
