// One source of truth for whether a listing is furnished: its furnishing status. An amenity that says so too
// ("Furnished" among the pool and the gym) is the same fact told twice, and told wrong beside "Unfurnished": it is
// not listed as an amenity, and it gives the status only where the record has none.

/** Amenity names that state the furnishing, with the status each means (matched case-insensitively). */
const FURNISHING_AMENITIES: Readonly<Record<string, string>> = {
  furnished: 'furnished',
  'fully furnished': 'furnished',
  'semi furnished': 'semi-furnished',
  'semi-furnished': 'semi-furnished',
  unfurnished: 'unfurnished',
};

const statusOfAmenity = (amenity: string): string | undefined => FURNISHING_AMENITIES[amenity.trim().toLowerCase()];

/** The amenities without those that only state the furnishing (the status says it). */
export function amenitiesWithoutFurnishing(amenities: readonly string[]): string[] {
  return amenities.filter((a) => statusOfAmenity(a) === undefined);
}

/** The furnishing status: the record's own, else what an amenity said; null when neither says. */
export function furnishingOf(listing: {
  furnishingStatus: string | null;
  amenities: readonly string[];
}): string | null {
  if (listing.furnishingStatus) return listing.furnishingStatus;
  for (const amenity of listing.amenities) {
    const status = statusOfAmenity(amenity);
    if (status) return status;
  }
  return null;
}
