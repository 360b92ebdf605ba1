// Place names in other languages for names recorded as plain text: only what stored places agree on.
import { describe, expect, it } from 'vitest';
import { locationNamesOf } from './location-names';

const place = (en: string, ar?: string, ru?: string) => ({
  name: en,
  data: JSON.stringify({ externalID: en, name: { en, ...(ar ? { ar } : {}), ...(ru ? { ru } : {}) } }),
});

describe('location names', () => {
  it('gives the stored names of a recorded name, and nothing for names never looked up', () => {
    const names = locationNamesOf(
      ['Fairooz Tower', 'Dubai Marina', 'Fairooz Tower', 'Marina Gate 2'],
      [place('Fairooz Tower', 'برج فيروز', 'Файруз Тауэр'), place('Dubai Marina', 'دبي مارينا')],
    );
    expect(names).toEqual({
      'Fairooz Tower': { en: 'Fairooz Tower', ar: 'برج فيروز', ru: 'Файруз Тауэр' },
      'Dubai Marina': { en: 'Dubai Marina', ar: 'دبي مارينا' },
    });
  });

  it('keeps the recorded name where two stored places of that name disagree, and skips unreadable data', () => {
    const names = locationNamesOf(
      ['Park Tower'],
      [
        place('Park Tower', 'برج بارك', 'Парк Тауэр'),
        place('Park Tower', 'بارك تاور', 'Парк Тауэр'),
        { name: 'Park Tower', data: '{' },
      ],
    );
    expect(names).toEqual({ 'Park Tower': { en: 'Park Tower', ru: 'Парк Тауэр' } });
    expect(locationNamesOf(['Solo'], [place('Solo')])).toEqual({});
  });
});
