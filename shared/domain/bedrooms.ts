// Which units have a bedroom count: "0 bedrooms" is a studio only for a home. Offices, shops, warehouses, land and
// whole floors or buildings have none, though real gateways send `beds: 0` for them; every layer reads a count through here.
import { COMMERCIAL_TYPES } from '../data-service/params';

/**
 * Spec slugs of the property types whose units have no bedroom count: every commercial type, plots, and whole
 * floors and buildings (sold as one, with many flats).
 */
export const TYPES_WITHOUT_BEDROOMS: readonly string[] = [
  ...COMMERCIAL_TYPES,
  'residential-plots',
  'residential-floors',
  'residential-building',
];

/** Names gateways and the land registry use for such types beyond the slugs and their singulars. */
const OTHER_NAMES = ['commercial', 'bulk-sale-unit', 'factory', 'land', 'plot', 'building', 'retail'];

/** A property type name as the table keys it: lower case, words joined by hyphens ("Commercial Building"). */
export function propertyTypeKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * Every key of a type without bedrooms: the slugs ("offices"), their singulars as the registry names types
 * ("office", "commercial-building") and the other names. Lower case and hyphenated, so SQL can compare against it.
 */
export const NO_BEDROOM_TYPE_KEYS: readonly string[] = [
  ...new Set([...TYPES_WITHOUT_BEDROOMS, ...TYPES_WITHOUT_BEDROOMS.map((t) => t.replace(/s$/, '')), ...OTHER_NAMES]),
];

const NO_BEDROOMS: ReadonlySet<string> = new Set(NO_BEDROOM_TYPE_KEYS);

/** Whether units of this type have bedrooms; an unknown type is given the benefit of the doubt. */
export function hasBedrooms(propertyType: string | null | undefined): boolean {
  return propertyType === null || propertyType === undefined || !NO_BEDROOMS.has(propertyTypeKey(propertyType));
}

/** The bedroom count to show and compute with: a 0 on a unit without bedrooms is no count, not a studio. */
export function bedroomsOf(rooms: number | null, propertyType: string | null | undefined): number | null {
  return rooms === 0 && !hasBedrooms(propertyType) ? null : rooms;
}

/** The bedroom counts a project offers: a 0 is no studio when none of its types has bedrooms (an office tower). */
export function bedroomsOffered(rooms: readonly number[], propertyTypes: readonly string[]): number[] {
  const homes = propertyTypes.length === 0 || propertyTypes.some((type) => hasBedrooms(type));
  return homes ? [...rooms] : rooms.filter((count) => count > 0);
}
