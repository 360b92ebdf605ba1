// A place seen in snapshots, named in the interface language when the offline cache knows that name (as the Market
// view names places), else as the listings named it.
import type { Lang, Localized } from '#shared/domain/lang';
import type { DiffListing, SnapshotDiff } from '#shared/domain/portfolio';

export function placeName(place: { name: string; names?: Localized }, lang: Lang): string {
  return place.names?.[lang]?.trim() || place.name;
}

/** A changed listing's place, named in `lang` when the diff carries that place's names. */
export function diffPlace(listing: DiffListing, diff: Pick<SnapshotDiff, 'placeNames'>, lang: Lang): string | null {
  if (listing.place === null) return null;
  const names = listing.placeId === null ? undefined : diff.placeNames[listing.placeId];
  return placeName(names ? { name: listing.place, names } : { name: listing.place }, lang);
}
