// The difference between two snapshots of one item, from the listing states present in each: listings added,
// removed and re-priced (old price, new price, change), and projects that came or went.
import { DATA_LANGS, type DataLang, type Localized } from '#shared/domain/lang';
import type { DiffListing, RepricedListing, SnapshotDiff, SnapshotRef } from '#shared/domain/portfolio';
import type { LeanState, StoredState } from '../store/workspace/listing-states-repo';
import { locationIds } from './listing-state';

const inSnapshot = (first: number, last: number | null, id: number): boolean =>
  first <= id && (last === null || last >= id);

/** A title's words per language, checked (a value that is not one reads as none); null when it has no words. */
export function titleWords(value: unknown): Localized | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const words = Object.entries(value).filter(
    (e): e is [DataLang, string] =>
      (DATA_LANGS as readonly string[]).includes(e[0]) && typeof e[1] === 'string' && e[1] !== '',
  );
  return words.length === 0 ? null : (Object.fromEntries(words) as Localized);
}

/** A title as a listing state stored it (JSON); null before titles were kept. */
export function storedTitle(json: string | null): Localized | null {
  if (json === null) return null;
  try {
    return titleWords(JSON.parse(json));
  } catch {
    return null;
  }
}

export function diffListing(s: StoredState, placeNames: ReadonlyMap<string, string>): DiffListing {
  const place = locationIds(s.location).at(-1);
  return {
    externalID: s.externalID,
    title: storedTitle(s.title),
    purpose: s.purpose === 0 ? 'for-sale' : s.purpose === 1 ? 'for-rent' : null,
    price: s.price,
    rentFrequency: s.rentFrequency,
    rooms: s.rooms,
    areaSqft: s.areaSqft,
    propertyType: s.propertyType,
    place: place === undefined ? null : (placeNames.get(place) ?? place),
    placeId: place ?? null,
  };
}

const byId = (a: { externalID: string }, b: { externalID: string }): number =>
  a.externalID < b.externalID ? -1 : a.externalID > b.externalID ? 1 : 0;

/**
 * `lean` holds at least every state present in `from` or `to` (others are ignored); `details` reads the full
 * rows of the few that changed, so a diff of two 5,000-listing snapshots builds objects for the changes only.
 */
export async function diffStates(
  itemId: number,
  from: SnapshotRef,
  to: SnapshotRef,
  lean: readonly LeanState[],
  details: (ids: number[]) => Promise<StoredState[]>,
  placeNames: ReadonlyMap<string, string>,
): Promise<SnapshotDiff> {
  const before = new Map<string, LeanState>();
  const after = new Map<string, LeanState>();
  for (const row of lean) {
    const key = row[1] === 1 ? `p${row[2]}` : row[2];
    if (inSnapshot(row[4], row[5], from.id)) before.set(key, row);
    if (inSnapshot(row[4], row[5], to.id)) after.set(key, row);
  }
  const diff: SnapshotDiff = {
    itemId,
    from,
    to,
    added: [],
    removed: [],
    repriced: [],
    projectsAdded: [],
    projectsRemoved: [],
    placeNames: {},
  };
  const added: number[] = [];
  const removed: number[] = [];
  const repriced: [number, number][] = [];
  for (const [key, row] of after) {
    const old = before.get(key);
    if (!old) {
      if (row[1] === 1) diff.projectsAdded.push(row[2]);
      else added.push(row[0]);
    } else if (row[1] === 0 && old[3] !== null && row[3] !== null && old[3] !== row[3]) {
      repriced.push([row[0], old[3]]);
    }
  }
  for (const [key, row] of before) {
    if (after.has(key)) continue;
    if (row[1] === 1) diff.projectsRemoved.push(row[2]);
    else removed.push(row[0]);
  }
  const full = new Map((await details([...added, ...removed, ...repriced.map(([id]) => id)])).map((s) => [s.id, s]));
  const listing = (id: number): DiffListing => diffListing(full.get(id)!, placeNames);
  diff.added = added.map(listing).sort(byId);
  diff.removed = removed.map(listing).sort(byId);
  diff.repriced = repriced
    .map(([id, oldPrice]): RepricedListing => {
      const now = listing(id);
      const newPrice = now.price!;
      return {
        ...now,
        oldPrice,
        newPrice,
        change: newPrice - oldPrice,
        changePercent: Math.round(((newPrice - oldPrice) / oldPrice) * 1000) / 10,
      };
    })
    .sort(byId);
  diff.projectsAdded.sort();
  diff.projectsRemoved.sort();
  return diff;
}
