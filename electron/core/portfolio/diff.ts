// The difference between two snapshots of one item, from the listing states present in each: listings added,
// removed and re-priced (old price, new price, change), and projects that came or went.
import type { DiffListing, RepricedListing, SnapshotDiff, SnapshotRef } from '#shared/domain/portfolio';
import type { StoredState } from '../store/workspace/listing-states-repo';
import { locationIds } from './listing-state';

const inSnapshot = (s: StoredState, id: number): boolean =>
  s.firstSnapshot <= id && (s.lastSnapshot === null || s.lastSnapshot >= id);

export function diffListing(s: StoredState, placeNames: ReadonlyMap<string, string>): DiffListing {
  const place = locationIds(s.location).at(-1);
  return {
    externalID: s.externalID,
    purpose: s.purpose === 0 ? 'for-sale' : s.purpose === 1 ? 'for-rent' : null,
    price: s.price,
    rentFrequency: s.rentFrequency,
    rooms: s.rooms,
    areaSqft: s.areaSqft,
    propertyType: s.propertyType,
    place: place === undefined ? null : (placeNames.get(place) ?? place),
  };
}

const byId = (a: { externalID: string }, b: { externalID: string }): number =>
  a.externalID < b.externalID ? -1 : a.externalID > b.externalID ? 1 : 0;

/** `states` holds at least every state present in `from` or `to` (others are ignored). */
export function diffStates(
  itemId: number,
  from: SnapshotRef,
  to: SnapshotRef,
  states: readonly StoredState[],
  placeNames: ReadonlyMap<string, string>,
): SnapshotDiff {
  const before = new Map<string, StoredState>();
  const after = new Map<string, StoredState>();
  for (const s of states) {
    const key = `${s.entity}:${s.externalID}`;
    if (inSnapshot(s, from.id)) before.set(key, s);
    if (inSnapshot(s, to.id)) after.set(key, s);
  }
  const diff: SnapshotDiff = { itemId, from, to, added: [], removed: [], repriced: [], projectsAdded: [], projectsRemoved: [] };
  for (const [key, s] of after) {
    const old = before.get(key);
    if (!old) {
      if (s.entity === 1) diff.projectsAdded.push(s.externalID);
      else diff.added.push(diffListing(s, placeNames));
    } else if (s.entity === 0 && old.price !== null && s.price !== null && old.price !== s.price) {
      const repriced: RepricedListing = {
        ...diffListing(s, placeNames),
        oldPrice: old.price,
        newPrice: s.price,
        change: s.price - old.price,
        changePercent: Math.round(((s.price - old.price) / old.price) * 1000) / 10,
      };
      diff.repriced.push(repriced);
    }
  }
  for (const [key, s] of before) {
    if (after.has(key)) continue;
    if (s.entity === 1) diff.projectsRemoved.push(s.externalID);
    else diff.removed.push(diffListing(s, placeNames));
  }
  diff.added.sort(byId);
  diff.removed.sort(byId);
  diff.repriced.sort(byId);
  diff.projectsAdded.sort();
  diff.projectsRemoved.sort();
  return diff;
}
