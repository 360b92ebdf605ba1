// Amenities read in the interface language where the app knows the name, as sent where it does not.
import { describe, expect, it } from 'vitest';
import { AMENITY_NAMES, amenityName } from './amenity-names';

describe('amenity names', () => {
  it('names a known amenity in each language, whatever the case the service sent', () => {
    expect(amenityName('Balcony', 'ar')).toBe('شرفة');
    expect(amenityName('shared pool', 'ru')).toBe('Общий бассейн');
    expect(amenityName('Balcony', 'en')).toBe('Balcony');
  });

  it('keeps a name it does not know as the service sent it', () => {
    expect(amenityName('Helipad', 'zh')).toBe('Helipad');
  });

  it('knows each English name once', () => {
    const names = AMENITY_NAMES.map((a) => a.en.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
