// Which property type, bedroom count and bathroom count a generated home has, by kind of place. Offices, shops,
// plots and whole buildings have no bedroom count (null), never "0 bedrooms", which would read as a studio.
import { TYPES_WITHOUT_BEDROOMS } from '#shared/domain/bedrooms';
import type { Rng } from '../random';
import type { HomeKind } from './pricing';

type Table = readonly [string, number][];

const APARTMENT_TYPES: Table = [
  ['apartments', 0.86],
  ['hotel-apartments', 0.06],
  ['penthouse', 0.04],
  ['residential-floors', 0.02],
  ['residential-building', 0.02],
];
const VILLA_TYPES: Table = [
  ['villas', 0.58],
  ['townhouses', 0.36],
  ['villa-compound', 0.02],
  ['residential-plots', 0.04],
];
const COMMERCIAL_TYPES: Table = [
  ['offices', 0.48],
  ['shops', 0.14],
  ['warehouses', 0.1],
  ['showrooms', 0.05],
  ['commercial-floors', 0.04],
  ['commercial-buildings', 0.03],
  ['bulk-units', 0.03],
  ['commercial-villas', 0.03],
  ['commercial-plots', 0.03],
  ['industrial-land', 0.03],
  ['labour-camps', 0.02],
  ['factories', 0.01],
  ['mixed-use-land', 0.01],
];
/** Commercial stock of a business district (DIFC): offices and the retail below them, no warehouses or land. */
const BUSINESS_DISTRICT_TYPES: Table = [
  ['offices', 0.78],
  ['shops', 0.1],
  ['commercial-floors', 0.06],
  ['bulk-units', 0.03],
  ['commercial-buildings', 0.03],
];
const APARTMENT_ROOMS: readonly [number, number][] = [
  [0, 0.14],
  [1, 0.36],
  [2, 0.3],
  [3, 0.14],
  [4, 0.045],
  [5, 0.015],
];
const VILLA_ROOMS: readonly [number, number][] = [
  [2, 0.05],
  [3, 0.3],
  [4, 0.3],
  [5, 0.21],
  [6, 0.09],
  [7, 0.05],
];

function fromTable<T>(table: readonly [T, number][], rng: Rng): T {
  let r = rng();
  for (const [value, share] of table) {
    r -= share;
    if (r <= 0) return value;
  }
  return table[0]![0];
}

export function homeKindFor(villaShare: number, commercialShare: number, isBuilding: boolean, rng: Rng): HomeKind {
  if (rng() < commercialShare) return 'commercial';
  return !isBuilding && rng() < villaShare ? 'villa' : 'apartment';
}

export function propertyTypeFor(kind: HomeKind, rng: Rng, businessDistrict = false): string {
  if (kind === 'commercial') return fromTable(businessDistrict ? BUSINESS_DISTRICT_TYPES : COMMERCIAL_TYPES, rng);
  return fromTable(kind === 'villa' ? VILLA_TYPES : APARTMENT_TYPES, rng);
}

/** Generated types are the spec's slugs: a set lookup, no name folding. */
const WITHOUT_BEDROOMS: ReadonlySet<string> = new Set(TYPES_WITHOUT_BEDROOMS);

/** Bedrooms of a home, at most `maxRooms` (the community's; see maxRoomsFor): the same draws either way. */
export function roomsFor(kind: HomeKind, type: string, rng: Rng, maxRooms = Number.POSITIVE_INFINITY): number | null {
  if (kind === 'commercial' || WITHOUT_BEDROOMS.has(type)) return null;
  const rooms = fromTable(kind === 'villa' ? VILLA_ROOMS : APARTMENT_ROOMS, rng);
  return Math.min(type === 'penthouse' ? Math.max(rooms, 3) : rooms, maxRooms);
}

export function bathsFor(kind: HomeKind, rooms: number | null, rng: Rng): number {
  if (kind === 'commercial') return rng() < 0.6 ? 1 : 2;
  if (rooms === null || rooms === 0) return 1;
  return rooms + (kind === 'villa' ? 1 : rng() < 0.6 ? 1 : 0);
}

/** A kind that fits a property type (for transactions and projects that start from the type). */
export function kindOfType(type: string): HomeKind {
  if (VILLA_TYPES.some(([t]) => t === type)) return 'villa';
  if (COMMERCIAL_TYPES.some(([t]) => t === type)) return 'commercial';
  return 'apartment';
}
