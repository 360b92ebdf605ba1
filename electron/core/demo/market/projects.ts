// Off-plan and newly completed projects of the demo market, each by a developer in a real community.
import { PROJECT_NAME_PARTS } from '../data/vocabulary';
import { intBetween, rngFor } from '../random';
import { dayToIso } from './clock';
import { kindOfType } from './home-types';
import type { DemoLocation } from './locations';
import { communityPsf, pickPlace, type PlaceTables } from './places';
import { areaFor, maxRoomsFor, salePrice, TYPE_PSF_FACTOR } from './pricing';
import { pick, pickWeighted, type WeightedTable } from './weighted';

export interface DemoProject {
  externalID: string;
  seq: number;
  name: string;
  location: number;
  developer: number;
  propertyTypes: string[];
  /** Bedroom counts on offer; none for an office project. */
  rooms: number[];
  areaMin: number;
  areaMax: number;
  priceMin: number;
  priceMax: number;
  completionPercentage: number;
  preHandoverPayment: number;
  completionDate: string;
  launchDay: number;
  popularity: number;
  verified: boolean;
}

const PROJECT_MIXES: readonly string[][] = [
  ['apartments'],
  ['apartments'],
  ['apartments', 'penthouse'],
  ['villas'],
  ['townhouses'],
  ['villas', 'townhouses'],
  ['apartments', 'townhouses'],
  ['hotel-apartments'],
  ['offices'],
];

export function generateProjects(
  seed: number,
  count: number,
  locations: readonly DemoLocation[],
  places: PlaceTables,
  developers: WeightedTable<number>,
): DemoProject[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, seq) => {
    const rng = rngFor(seed, 'project', seq);
    const location = pickPlace(places, rng, 0.3);
    const place = locations[location]!;
    const villaFriendly = place.kind !== 'building' && rng() < place.villaShare;
    const types = villaFriendly
      ? pick(PROJECT_MIXES.slice(3, 7), rng)
      : pick([...PROJECT_MIXES.slice(0, 3), ...PROJECT_MIXES.slice(7)], rng);
    const kind = kindOfType(types[0] ?? 'apartments');
    // A mid-market community's projects stop where its homes do (three-bedroom flats, five-bedroom villas).
    const maxRooms = maxRoomsFor(kind, communityPsf(locations, places, location));
    const roomsLow = Math.min(
      kind === 'villa' ? intBetween(rng, 2, 4) : kind === 'commercial' ? 0 : intBetween(rng, 0, 1),
      maxRooms,
    );
    const roomsHigh = kind === 'commercial' ? 0 : Math.min(roomsLow + intBetween(rng, 1, 3), maxRooms);
    const rooms = kind === 'commercial' ? [] : Array.from({ length: roomsHigh - roomsLow + 1 }, (_, k) => roomsLow + k);
    const factor = TYPE_PSF_FACTOR[types[0] ?? 'apartments'] ?? 1;
    const areaMin = areaFor(kind, roomsLow, rng);
    const areaMax = Math.max(areaMin + 100, areaFor(kind, roomsHigh, rng));
    const launchDay = -intBetween(rng, 0, 900);
    const completionPercentage = rng() < 0.15 ? 100 : intBetween(rng, 0, 99);
    const name =
      [0, 1, 2, 3]
        .map(() => `${pick(PROJECT_NAME_PARTS.first, rng)} ${pick(PROJECT_NAME_PARTS.second, rng)}`)
        .find((candidate) => !taken.has(candidate)) ?? `${pick(PROJECT_NAME_PARTS.first, rng)} ${seq}`;
    taken.add(name);
    const monthsLeft = Math.round(((100 - completionPercentage) / 100) * 48);
    const developer = pickWeighted(developers, rng);
    // Each end has its own noise: where the smallest and largest units are alike, the ends are put in order.
    const ends = [
      salePrice(place.salePsf, factor * 1.02, areaMin, 0, rng),
      salePrice(place.salePsf, factor * 1.12, areaMax, 0, rng),
    ];
    return {
      externalID: String(9_000_000 + seq * 17),
      seq,
      name,
      location,
      developer,
      propertyTypes: types,
      rooms,
      areaMin,
      areaMax,
      priceMin: Math.min(...ends),
      priceMax: Math.max(...ends),
      completionPercentage,
      preHandoverPayment: completionPercentage === 100 ? 0 : pick([10, 20, 30, 40, 50, 60, 70, 80], rng),
      completionDate: dayToIso(monthsLeft * 30 + intBetween(rng, 0, 29)),
      launchDay,
      popularity: rng(),
      verified: rng() < 0.7,
    };
  });
}
