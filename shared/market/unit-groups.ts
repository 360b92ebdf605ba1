// Adverts gathered into units: two adverts are one unit when the same-unit rule matches them in one of the ways
// accepted, and so are two adverts each one unit with a third. Used where a unit advertised more than once must count
// once, as in a median asking price. Joined through a third, "maybe" would chain a tower's floor plan (one area, prices
// a step apart) into one unit: where a count matters, only the same photos join.
import {
  comparableUnit,
  SAME_UNIT_AREA_TOLERANCE,
  unitMatch,
  unitPlaceId,
  type UnitFacts,
  type UnitMatch,
} from './same-unit';

/**
 * The adverts of each unit, joined by the matches in `accept`, in the order of each unit's first advert, each unit's
 * adverts in their given order.
 */
export function unitGroups<T extends UnitFacts>(adverts: readonly T[], accept: readonly UnitMatch[]): T[][] {
  const parent = adverts.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  // Only adverts of one kind can match: compared within it, nearest areas first, up to the area tolerance. Joined by
  // photos alone, only adverts with the same photos can: a kind is also one photo, and a community's thousand
  // one-bedroom flats are not compared pair by pair.
  const photosOnly = !accept.includes('facts');
  const kinds = new Map<string, number[]>();
  adverts.forEach((a, i) => {
    if (!comparableUnit(a) || (photosOnly && !a.coverPhotoUrl)) return;
    const key = [unitPlaceId(a), a.purpose, a.propertyType, a.rooms, a.baths, photosOnly ? a.coverPhotoUrl : ''].join(
      '\u0000',
    );
    const kind = kinds.get(key);
    if (kind) kind.push(i);
    else kinds.set(key, [i]);
  });
  for (const kind of kinds.values()) {
    if (kind.length < 2) continue;
    kind.sort((i, j) => adverts[i]!.areaSqft! - adverts[j]!.areaSqft!);
    for (let x = 0; x < kind.length; x++) {
      const a = adverts[kind[x]!]!;
      const reach = a.areaSqft! * (1 + SAME_UNIT_AREA_TOLERANCE);
      for (let y = x + 1; y < kind.length && adverts[kind[y]!]!.areaSqft! <= reach; y++) {
        const match = unitMatch(a, adverts[kind[y]!]!);
        if (match === null || !accept.includes(match)) continue;
        const [ra, rb] = [root(kind[x]!), root(kind[y]!)];
        // The earlier advert stays the root, so units keep the order of their first adverts.
        if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
      }
    }
  }
  const groups = new Map<number, T[]>();
  adverts.forEach((a, i) => {
    const r = root(i);
    const group = groups.get(r);
    if (group) group.push(a);
    else groups.set(r, [a]);
  });
  return [...groups.values()];
}
