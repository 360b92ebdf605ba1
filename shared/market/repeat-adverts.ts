// Which adverts in one set of results are adverts of the same unit, by the same rule as a property's "other adverts of
// this unit" (same-unit.ts): for the grid's "Other adverts" column and the export that writes it. Adverts are
// grouped by what must be equal (place, purpose, type, bedrooms, bathrooms) and, within a group, only neighbours
// by area within the rule's 2% are compared, so 100,000 listings cost a sort, not 10^10 comparisons.
import {
  SAME_UNIT_AREA_TOLERANCE,
  comparableUnit,
  prepareUnit,
  preparedMatch,
  unitPlaceId,
  type PreparedUnit,
  type UnitFacts,
} from './same-unit';

/** How many other adverts in the set are the unit: with its photos, and maybe (its facts and about its price). */
export interface RepeatCount {
  photo: number;
  facts: number;
}

export type RepeatAdvert = UnitFacts & { externalID: string };

/**
 * The adverts with at least one other advert of their unit in `adverts`, by id. `onPair` hears each pair of adverts
 * found to be one unit (the radar reads how scattered their prices are).
 */
export function repeatAdverts(
  adverts: Iterable<RepeatAdvert>,
  onPair?: (a: string, b: string) => void,
): Map<string, RepeatCount> {
  // Within a group, adverts differ only in area, price and photos: the rest of the kind is the group's key.
  const groups = new Map<string, PreparedUnit[]>();
  for (const a of adverts) {
    if (!comparableUnit(a)) continue;
    const key = `${unitPlaceId(a)}|${a.purpose}|${a.propertyType}|${a.rooms}|${a.baths}`;
    const unit = prepareUnit(a);
    const group = groups.get(key);
    if (group) group.push(unit);
    else groups.set(key, [unit]);
  }
  const counts = new Map<string, RepeatCount>();
  const count = (id: string, match: keyof RepeatCount) => {
    const c = counts.get(id) ?? { photo: 0, facts: 0 };
    c[match]++;
    counts.set(id, c);
  };
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.sort((a, b) => a.area - b.area);
    for (let i = 0; i < group.length; i++) {
      const a = group[i]!;
      const reach = a.area * (1 + SAME_UNIT_AREA_TOLERANCE);
      for (let j = i + 1; j < group.length && group[j]!.area <= reach; j++) {
        const b = group[j]!;
        if (a.id === b.id) continue;
        const match = preparedMatch(a, b);
        if (!match) continue;
        count(a.id, match);
        count(b.id, match);
        onPair?.(a.id, b.id);
      }
    }
  }
  return counts;
}
