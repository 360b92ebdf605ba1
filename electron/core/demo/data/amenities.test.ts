// Every amenity the demo service sends is one the app words in each interface language, each by its own message.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { SOURCE } from '#shared/messages/all-languages';
import { wordKey } from '#shared/words/catalogue-words';
import { amenityName } from '#shared/words/service-terms';
import { AMENITIES } from './vocabulary';

describe('demo amenities', () => {
  it('are known to the catalogue, each once, and read in every language', () => {
    const ids = AMENITIES.map((a) => `amenity.${wordKey(a.en)}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of AMENITIES) {
      expect(Object.hasOwn(SOURCE, `amenity.${wordKey(a.en)}`), a.en).toBe(true);
      for (const lang of LANGS.filter((l) => l !== 'en'))
        expect(amenityName(a.en, lang), `${a.en} ${lang}`).not.toBe(a.en);
    }
  });
});
