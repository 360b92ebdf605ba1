// A wrong location id can silently widen a search to a whole city: flag results outside the requested places.
import type { DataLang } from '#shared/domain/lang';
import { knownPlaceName } from '#shared/words/uae-place-names';
import type { CacheStore } from '../store/cache-store';
import { ref, type MessageRef } from '#shared/messages/message-ref';

interface Placed {
  location: readonly { name: string; externalID?: string | null }[];
}

export interface OutsidePlaces {
  /** Said to the broker beside the answer. */
  warning: MessageRef;
  /** Every result lies outside: the search was widened (a wrong id), and not one row is of the places asked for. */
  all: boolean;
}

/** The trails (English place names, city first) of the places seen here whose name a one-name record gives. */
function placeTrails(store: CacheStore, sourceId: string, items: readonly Placed[]): Map<string, string[][]> {
  const single = [...new Set(items.flatMap((item) => (item.location.length === 1 ? [item.location[0]!.name] : [])))];
  const out = new Map<string, string[][]>();
  for (const row of store.entities.locationsNamed(sourceId, single)) {
    const path = pathOf(row.data);
    if (path.length === 0) continue;
    out.set(row.name, [...(out.get(row.name) ?? []), path]);
  }
  return out;
}

/** A stored place's trail, when it reads as one ("Dubai > Jumeirah Village Circle > Binghatti Heights"). */
function pathOf(data: string): string[] {
  const path = parsed(data)?.path;
  if (typeof path !== 'string') return [];
  const steps = path.split('>').map((step) => step.trim());
  return steps.length > 1 ? steps : [];
}

/** The names a stored place was seen with, by language. */
function namesOf(store: CacheStore, sourceId: string, id: string): Partial<Record<DataLang, string>> {
  const entry = store.entities.entry(sourceId, 'location', id);
  const name = entry ? parsed(entry.data)?.name : null;
  if (!name || typeof name !== 'object') return {};
  return Object.fromEntries(Object.entries(name).filter(([, n]) => typeof n === 'string')) as Partial<
    Record<DataLang, string>
  >;
}

/** A stored place's name in `lang`, when it was seen in it. */
function nameIn(store: CacheStore, sourceId: string, id: string, lang: DataLang): string | null {
  return namesOf(store, sourceId, id)[lang] ?? null;
}

/** Every name a stored place is known by. */
function spellings(store: CacheStore, sourceId: string, id: string, english: string | null | undefined): string[] {
  const all = Object.values(namesOf(store, sourceId, id));
  return english ? [english, ...all] : all;
}

function parsed(data: string): { path?: unknown; name?: unknown } | null {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

export function outsideLocations(
  store: CacheStore,
  sourceId: string,
  requestedIDs: readonly string[] | undefined,
  items: readonly Placed[],
  /** The language the places asked for are named in (the data's). */
  lang: DataLang = 'en',
): OutsidePlaces | null {
  if (!requestedIDs || requestedIDs.length === 0 || items.length === 0) return null;
  const names = requestedIDs.map((id) => store.entities.name(sourceId, 'location', id));
  const label = names.every((n) => n !== null)
    ? requestedIDs.map((id, i) => nameIn(store, sourceId, id, lang) ?? knownPlaceName(names[i]!, lang) ?? names[i]!)
    : null;
  // Trails that carry ids are compared by id (names differ by language); otherwise by the cached names.
  const withIds = items.every((item) => item.location.some((place) => place.externalID));
  if (!withIds && names.some((n) => n === null)) {
    // Records that name their places in words only (transactions), and a place never seen here: not checkable, and
    // said so, since the service widens a search whose place id it does not know.
    const unseen = requestedIDs.filter((_, i) => names[i] === null);
    return { warning: ref('answer.unseen', { count: unseen.length, ids: { list: unseen } }), all: false };
  }
  // Some levels of real answers carry no externalID (only the internal id): those are compared by name.
  const named = withIds ? null : placeTrails(store, sourceId, items);
  // A stored trail is in the language the place was looked up in: the places asked for, in every language seen.
  const spelled = new Set(withIds ? [] : requestedIDs.flatMap((id, i) => spellings(store, sourceId, id, names[i])));
  const where = (item: Placed): 'inside' | 'outside' | 'unknown' => {
    if (withIds) {
      const hit = item.location.some((place) =>
        place.externalID ? requestedIDs.includes(place.externalID) : names.includes(place.name),
      );
      return hit ? 'inside' : 'outside';
    }
    if (item.location.some((place) => spelled.has(place.name))) return 'inside';
    // A trail of several levels is the whole trail: the places asked for are not on it.
    if (item.location.length > 1) return 'outside';
    // One plain name (a building, a sub-community): where it lies is known only from a place seen here before.
    const trails = named?.get(item.location[0]?.name ?? '') ?? [];
    if (trails.length === 0) return 'unknown';
    return trails.some((steps) => steps.some((step) => spelled.has(step))) ? 'inside' : 'outside';
  };
  const outside = items.filter((item) => where(item) === 'outside').length;
  if (outside === 0) {
    // Every result lies in a place asked for, yet one id asked (never seen here) has none: a mistyped id beside a
    // good one is dropped by the service without a word.
    const empty = withIds
      ? requestedIDs.filter(
          (id, i) => names[i] === null && !items.some((item) => item.location.some((p) => p.externalID === id)),
        )
      : [];
    return empty.length > 0
      ? { warning: ref('answer.unseenEmpty', { count: empty.length, ids: { list: empty } }), all: false }
      : null;
  }
  return {
    warning: label
      ? ref('answer.outside', { outside, total: items.length, places: { list: label } })
      : ref('answer.outsideRequested', { outside, total: items.length }),
    all: outside === items.length,
  };
}
