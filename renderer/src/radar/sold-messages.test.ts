// The words of "What adverts sold for" (messages `soldView.*`): translated in every language, not English left in
// place, and every form of the summary still says what it rests on.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES } from '#shared/messages/catalogues';

const sold = (lang: 'en' | 'ar' | 'ru' | 'zh') =>
  new Map(
    Object.entries(CATALOGUE_FILES[lang])
      .filter(([id]) => id.startsWith('soldView.'))
      .map(([id, entry]) => [id, entry.message]),
  );

describe('the words of what adverts sold for', () => {
  it('are translated, not English left in place', () => {
    const en = sold('en');
    expect(en.size).toBeGreaterThan(50);
    for (const lang of ['ar', 'ru', 'zh'] as const) {
      const words = sold(lang);
      // "{value} (n = {n})" reads the same in Russian: n is the statisticians' letter there too.
      const same = [...en].filter(
        ([id, text]) => words.get(id) === text && !/^[\W\d]*$/.test(text) && id !== 'soldView.figure',
      );
      expect(same, lang).toEqual([]);
    }
  });

  it('say in every form of the summary what it rests on', () => {
    for (const lang of ['en', 'ar', 'ru', 'zh'] as const) {
      const summary = sold(lang).get('soldView.summary')!;
      for (const form of summary.matchAll(/(?:zero|one|two|few|many|other) \{((?:[^{}]|\{[^{}]*\})*)\}/g)) {
        for (const hole of ['{gone}', '{transactions}', '{time}']) expect(form[1], `${lang} summary`).toContain(hole);
      }
    }
  });
});
