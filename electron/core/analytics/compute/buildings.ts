// The building segmentation beside the outliers: every building or project the transactions of a place name (the
// place itself left out), with its transactions, its median AED per sq ft (over all of them, as the rule judged by)
// and how many were flagged, and the bedroom counts it had enough of to be judged against itself.
import type { BedsBucket, BuildingRow } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import type { PlaceNames } from '../columns/column-store';
import { medianInPlace } from '../stats/select';
import { fils } from './figures';
import { MIN_BUILDING_SIZE } from './outliers';
import { FLAG_NONE, type Sample } from './sample';

/** A place and purpose lists at most this many buildings, most transactions first. */
export const BUILDINGS_LISTED = 100;

/** The codes of the names the place itself is recorded under (any case): its rows name no building. */
export function ownPlaceCodes(places: PlaceNames, names: readonly string[]): Set<number> {
  const wanted = new Set(names.map((name) => name.trim().toLowerCase()));
  const codes = new Set<number>();
  places.names.forEach((name, code) => {
    if (wanted.has(name.trim().toLowerCase())) codes.add(code);
  });
  return codes;
}

interface Tally {
  count: number;
  values: number[];
  flagged: number;
  priced: Map<number, number>;
}

export function buildingRows(
  sample: Sample,
  own: ReadonlySet<number>,
  places: PlaceNames,
  unit: string,
  purpose: Purpose,
): BuildingRow[] {
  // A sample whose rows all record one place has no buildings to tell apart (the rule judged none by building).
  let several = false;
  for (let i = 1; i < sample.n && !several; i++) several = sample.place[i] !== sample.place[0];
  if (!several) return [];
  const byPlace = new Map<number, Tally>();
  for (let i = 0; i < sample.n; i++) {
    const place = sample.place[i]!;
    if (own.has(place)) continue;
    let tally = byPlace.get(place);
    if (!tally) byPlace.set(place, (tally = { count: 0, values: [], flagged: 0, priced: new Map() }));
    tally.count++;
    if (sample.flag[i] !== FLAG_NONE) tally.flagged++;
    const x = sample.pricePerSqft[i]!;
    if (x !== x) continue;
    tally.values.push(x);
    const beds = sample.beds[i]!;
    if (beds >= 0) tally.priced.set(beds, (tally.priced.get(beds) ?? 0) + 1);
  }
  return [...byPlace]
    .map(([place, t]): BuildingRow => {
      const values = Float64Array.from(t.values);
      const median = medianInPlace(values, 0, values.length);
      return {
        unit,
        purpose,
        location: places.names[place] ?? '',
        count: t.count,
        medianPricePerSqft: Number.isNaN(median) ? null : fils(median),
        pricePerSqftCount: values.length,
        flagged: t.flagged,
        ownBeds: [...t.priced]
          .filter(([, n]) => n >= MIN_BUILDING_SIZE)
          .map(([beds]) => beds as BedsBucket)
          .sort((a, b) => a - b),
      };
    })
    .filter((b) => b.location !== '')
    .sort((a, b) => b.count - a.count || a.location.localeCompare(b.location))
    .slice(0, BUILDINGS_LISTED);
}
