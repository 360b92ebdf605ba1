// Place names in other languages for names recorded as plain text: only what stored places agree on.
import { describe, expect, it } from 'vitest';
import { locationNamesOf, placeNamesOf } from './location-names';

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

  it('names snapshot places by their id among stored places, else by their name, and leaves the rest alone', () => {
    const byId: Record<string, string> = {
      '50': JSON.stringify({ externalID: '50', name: { en: 'Dubai Marina', ar: 'دبي مارينا' } }),
      '51': JSON.stringify({ externalID: '51', name: { en: 'Al Barsha' } }),
    };
    const asked: string[][] = [];
    const names = placeNamesOf(
      [
        { externalID: '50', name: 'Dubai Marina' },
        { externalID: '1', name: 'Dubai' },
        { externalID: '51', name: 'Al Barsha' },
      ],
      (id) => byId[id] ?? null,
      (recorded) => {
        asked.push([...recorded]);
        return [place('Dubai', 'دبي')];
      },
    );
    expect(names).toEqual({ '50': { en: 'Dubai Marina', ar: 'دبي مارينا' }, '1': { en: 'Dubai', ar: 'دبي' } });
    // Only the places not found by id (or found in English only) are looked up by name.
    expect(asked).toEqual([['Dubai', 'Al Barsha']]);
  });
});
