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
        if (lang === 'ar' && /^beds\.count|^requests/.test(path)) continue;
        expect(placeholders(translated), `${lang}: ${path}`).toEqual(placeholders(text));
      }
    });
  }

  it('translates, rather than copies, the English sentences', () => {
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      const t = MARKET_STRINGS[lang];
      expect(t.intro).not.toBe(MARKET_STRINGS.en.intro);
      expect(t.look.free).not.toBe(MARKET_STRINGS.en.look.free);
    }
  });
});

describe('market sentences after a date', () => {
  it('never end in a double full stop when the date already ends in one (Russian "г.")', async () => {
    const { format } = await import('../../words/translated').then((m) => ({ format: m.fill }));
    const { formatDayRange, formatDay } = await import('../market-format');
    const t = MARKET_STRINGS.ru;
    const months = formatDayRange('2025-11-24', '2025-11-30', 'ru');
    expect(months.endsWith('г.')).toBe(true);
    expect(format(t.look.partialFootnote, { months })).not.toMatch(/\.\./);
    expect(format(t.look.partialFootnote, { months })).toMatch(/г\.$/);
    expect(format(t.plan.cappedHeld, { place: 'A', purpose: 'B', from: formatDay('2025-11-02', 'ru') })).toMatch(
      /2025 г\.$/,
    );
    // Every Russian sentence that ends with a placeholder and a full stop, filled with a date.
    for (const [path, text] of leaves(t as unknown as Tree)) {
      const filled = text.replace(/\{(\w+)\}/g, '{x}');
      if (!/\{x\}\.$/.test(filled)) continue;
      expect(format(filled, { x: formatDay('2025-11-02', 'ru') }), path).not.toMatch(/\.\.$/);
    }
  });
});
