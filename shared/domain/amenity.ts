// Amenities from /amenities-search, normalized: `value` is the name the `amenities` filter takes.
export interface Amenity {
  value: string;
  /** Listings having it. */
  count: number | null;
  /** The name with the match marked up (`<em>`), as the service returns it. */
  highlighted: string | null;
}
