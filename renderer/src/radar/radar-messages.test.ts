// The radar's words (messages `radarView.*`): translated in every language, not English left in place (the
// catalogue test checks that each language has every message with English's arguments).
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES } from '#shared/messages/catalogues';

const radar = (lang: 'en' | 'ar' | 'ru' | 'zh') =>
  new Map(
    Object.entries(CATALOGUE_FILES[lang])
      .filter(([id]) => id.startsWith('radarView.'))
      .map(([id, entry]) => [id, entry.message]),
  );

describe('the radar’s words', () => {
  it('are translated, not English left in place', () => {
    const en = radar('en');
    expect(en.size).toBeGreaterThan(70);
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      const words = radar(lang);
      const same = [...en].filter(([id, text]) => words.get(id) === text && !/^\W*$/.test(text));
      expect(same, lang).toEqual([]);
    }
  });
});
