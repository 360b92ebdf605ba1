// The furnishing status is the one source: an amenity saying "Furnished" beside "Unfurnished" is dropped, and gives
// the status only where the record has none.
import { describe, expect, it } from 'vitest';
import { amenitiesWithoutFurnishing, furnishingOf } from './furnishing';

describe('furnishing', () => {
  it('drops amenities that only state the furnishing', () => {
    expect(amenitiesWithoutFurnishing(['Pool', 'Furnished', 'Gym', 'fully furnished'])).toEqual(['Pool', 'Gym']);
  });

  it('keeps the record’s status over an amenity, and reads one where the record has none', () => {
    expect(furnishingOf({ furnishingStatus: 'unfurnished', amenities: ['Furnished'] })).toBe('unfurnished');
    expect(furnishingOf({ furnishingStatus: null, amenities: ['Pool', 'Furnished'] })).toBe('furnished');
    expect(furnishingOf({ furnishingStatus: null, amenities: ['Pool'] })).toBeNull();
  });
});
