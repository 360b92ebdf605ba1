import { describe, expect, it } from 'vitest';
import { cacheUpdate, figuresOf, keepable, mergeNewer, speaks } from './pin-data';

interface Copy {
  externalID: string;
  title: Partial<Record<'en' | 'ar', string>>;
  price: number;
  location: { name: string }[];
  amenities: string[] | null;
}

const english: Copy = {
  externalID: '1',
  title: { en: 'Marina view' },
  price: 100,
  location: [{ name: 'Dubai Marina' }],
  amenities: ['Pool'],
};
const arabic: Copy = {
  externalID: '1',
  title: { ar: 'إطلالة المرسى' },
  price: 120,
  location: [{ name: 'دبي مارينا' }],
  amenities: ['مسبح'],
};

describe('pin data', () => {
  it('merges a newer copy: its values win, what it lacks stays, a title keeps every language', () => {
    expect(mergeNewer(english, { ...arabic, amenities: null })).toEqual({
      externalID: '1',
      title: { en: 'Marina view', ar: 'إطلالة المرسى' },
      price: 120,
      location: [{ name: 'دبي مارينا' }],
      amenities: ['Pool'],
    });
  });

  it('knows the language a copy was fetched in from its title; a copy without one speaks any', () => {
    expect(speaks(english, 'en')).toBe(true);
    expect(speaks(arabic, 'en')).toBe(false);
    expect(speaks({ externalID: '9', name: 'Willow Shore Estates' }, 'ar')).toBe(true);
  });

  it('takes only the figures of a copy in another language, and keeps its title languages for good', () => {
    expect(mergeNewer(english, figuresOf(arabic))).toEqual({ ...english, price: 120 });
    expect(mergeNewer(english, keepable(arabic))).toEqual({
      ...english,
      price: 120,
      title: { en: 'Marina view', ar: 'إطلالة المرسى' },
    });
  });

  it('updates a pin read in a third language with figures only: never Arabic places beside an English title', () => {
    // Pinned in English, refreshed in Arabic, read in Russian.
    expect(mergeNewer(english, cacheUpdate(arabic, english, 'ru'))).toEqual({ ...english, price: 120 });
    // Read in the cached copy's language, all of it; with nothing pinned, all of it.
    expect(cacheUpdate(arabic, english, 'ar')).toBe(arabic);
    expect(cacheUpdate(arabic, null, 'ru')).toBe(arabic);
  });
});
