// A wrong location id can silently widen a search to a whole city: flag results outside the requested places.
import type { CacheStore } from '../store/cache-store';

interface Placed {
  location: readonly { name: string }[];
}

export function outsideLocationsWarning(
  store: CacheStore,
  sourceId: string,
  requestedIDs: readonly string[] | undefined,
  items: readonly Placed[],
): string | null {
  if (!requestedIDs || requestedIDs.length === 0 || items.length === 0) return null;
  const names = requestedIDs.map((id) => store.entities.name(sourceId, 'location', id));
  if (names.some((n) => n === null)) return null; // Without every requested place's name there is nothing to compare.
  const outside = items.filter((item) => !item.location.some((place) => names.includes(place.name))).length;
  if (outside === 0) return null;
  return `${outside} of ${items.length} results lie outside ${names.join(', ')}: the data service may have widened the search (check the location).`;
}
