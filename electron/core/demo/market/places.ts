// Where listings, projects and transactions happen: a weighted table of neighborhoods and the places inside them.
import { rngFor, type Rng } from '../random';
import type { DemoLocation } from './locations';
import { pick, pickWeighted, weightedTable, type WeightedTable } from './weighted';

/** Share of market activity by emirate; Dubai dominates the UAE market. */
const EMIRATE_ACTIVITY: Readonly<Record<string, number>> = {
  dubai: 1,
  'abu-dhabi': 0.42,
  sharjah: 0.2,
  ajman: 0.12,
  'ras-al-khaimah': 0.1,
  fujairah: 0.03,
  'umm-al-quwain': 0.03,
};

export interface PlaceTables {
  neighborhoods: WeightedTable<number>;
  /** Location indexes inside each neighborhood (sub-communities and buildings), by neighborhood index. */
  inside: ReadonlyMap<number, readonly number[]>;
  /** Neighborhood index of every location at or below neighborhood level. */
  neighborhoodOf: Int32Array;
}

export function buildPlaceTables(locations: readonly DemoLocation[], seed: number): PlaceTables {
  const indexByKey = new Map(locations.map((l, i) => [l.key, i]));
  const neighborhoodOf = new Int32Array(locations.length).fill(-1);
  const inside = new Map<number, number[]>();
  const neighborhoods: number[] = [];
  locations.forEach((l, i) => {
    if (l.kind === 'neighborhood') {
      neighborhoods.push(i);
      neighborhoodOf[i] = i;
      return;
    }
    const hoodKey = l.lineage.find((key) => locations[indexByKey.get(key) ?? -1]?.kind === 'neighborhood');
    const hood = hoodKey === undefined ? undefined : indexByKey.get(hoodKey);
    if (hood === undefined || l.kind === 'landmark') return;
    neighborhoodOf[i] = hood;
    inside.set(hood, [...(inside.get(hood) ?? []), i]);
  });
  const table = weightedTable(neighborhoods, (i) => {
    const l = locations[i]!;
    const popularity = 1 + 9 * rngFor(seed, 'popularity', l.key)();
    const size = 1 + (inside.get(i)?.length ?? 0) * 0.35;
    return popularity * size * l.activity * (EMIRATE_ACTIVITY[l.lineage[0] ?? ''] ?? 0.05);
  });
  return { neighborhoods: table, inside, neighborhoodOf };
}

/** A neighborhood, then the neighborhood itself or one of the places inside it. */
export function pickPlace(tables: PlaceTables, rng: Rng, insideShare = 0.6): number {
  const hood = pickWeighted(tables.neighborhoods, rng);
  const places = tables.inside.get(hood);
  return places && places.length > 0 && rng() < insideShare ? pick(places, rng) : hood;
}

/**
 * AED per sq ft of the community a place is in (its neighborhood's; its own above neighborhood level): what sets the
 * community's tier, so a pricier tower in JVC is still in a mid-market community.
 */
export function communityPsf(locations: readonly DemoLocation[], tables: PlaceTables, location: number): number {
  const hood = tables.neighborhoodOf[location] ?? -1;
  return (locations[hood] ?? locations[location])?.salePsf ?? 1000;
}
