// A wrong location id can silently widen a search to a whole city: flag results outside the requested places.
import type { CacheStore } from '../store/cache-store';

interface Placed {
  location: readonly { name: string; externalID?: string | null }[];
}

export interface OutsidePlaces {
  /** Said to the broker beside the answer. */
  warning: string;
  /** Every result lies outside: the search was widened (a wrong id), and not one row is of the places asked for. */
  all: boolean;
}

export function outsideLocations(
  store: CacheStore,
  sourceId: string,
  requestedIDs: readonly string[] | undefined,
  items: readonly Placed[],
): OutsidePlaces | null {
  if (!requestedIDs || requestedIDs.length === 0 || items.length === 0) return null;
  const names = requestedIDs.map((id) => store.entities.name(sourceId, 'location', id));
  const label = names.every((n) => n !== null) ? names.join(', ') : 'the requested places';
  // Trails that carry ids are compared by id (names differ by language); otherwise by the cached names.
  const withIds = items.every((item) => item.location.some((place) => place.externalID));
  if (!withIds && names.some((n) => n === null)) {
    // Records that name their places in words only (transactions), and a place never seen here: not checkable, and
    // said so, since the service widens a search whose place id it does not know.
    const unknown = requestedIDs.filter((_, i) => names[i] === null).join(', ');
    return {
      warning: `Place ${unknown} has not been seen on this computer, so whether these results lie in it cannot be checked: the data service widens a search whose place id it does not know (give the place by name to be sure).`,
      all: false,
    };
  }
  // Some levels of real answers carry no externalID (only the internal id): those are compared by name.
  const inside = (item: Placed): boolean =>
    withIds
      ? item.location.some((place) =>
          place.externalID ? requestedIDs.includes(place.externalID) : names.includes(place.name),
        )
      : item.location.some((place) => names.includes(place.name));
  const outside = items.filter((item) => !inside(item)).length;
  if (outside === 0) return null;
  return {
    warning: `${outside} of ${items.length} results lie outside ${label}: the data service may have widened the search (check the location).`,
    all: outside === items.length,
  };
}
