// Location filters: a place includes everything below it. Unknown ids are ignored, as the real service
// silently widens a search when an id is wrong (the client warns about results outside the requested places).
import type { Market } from '../market/market';

export type LocationMatcher = (locationIndex: number) => boolean;

export function locationMatcher(market: Market, externalIDs: readonly string[] | undefined): LocationMatcher | null {
  if (!externalIDs || externalIDs.length === 0) return null;
  const wanted = new Set<number>();
  for (const id of externalIDs) {
    const location = market.locationsByExternalID.get(id);
    if (location) wanted.add(location.index);
  }
  if (wanted.size === 0) return null;
  return (index) => (market.ancestors[index] ?? []).some((a) => wanted.has(a));
}

/** Location names from the broadest to the most specific, as the spec's `location` arrays are ordered. */
export function locationTrail(market: Market, index: number, lang: 'en' | 'ar' | 'ru' | 'zh' = 'en') {
  return (market.ancestors[index] ?? []).map((a) => {
    const place = market.locations[a]!;
    return { id: place.id, externalID: place.externalID, name: place.names[lang], level: place.level };
  });
}

/** The records at or below the requested places (each once, in the day's order), or null for "anywhere". */
export function recordsAt<T>(
  market: Market,
  externalIDs: readonly string[] | undefined,
  index: ReadonlyMap<number, readonly T[]>,
  order: (a: T, b: T) => number,
): readonly T[] | null {
  const wanted = [...new Set((externalIDs ?? []).map((id) => market.locationsByExternalID.get(id)?.index))].filter(
    (i): i is number => i !== undefined,
  );
  if (wanted.length === 0) return null;
  if (wanted.length === 1) return index.get(wanted[0]!) ?? [];
  const merged = new Set<T>();
  for (const location of wanted) for (const record of index.get(location) ?? []) merged.add(record);
  return [...merged].sort(order);
}
