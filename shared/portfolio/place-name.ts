// A place seen in snapshots, named in the interface language when the offline cache knows that name (as the Market
// view names places), else looked up by name as the research grids do (free on the demo service, saved answers only
// on a live connection), else as the listings named it (snapshots are taken in English: Arabic screens showed "The
// Meadows" and "Dubai" in their change grids, legends and place chips); the emirates and main cities are known
// without either.
import type { DataLang, Localized } from '../domain/lang';
import type { DiffListing, SnapshotDiff } from '../domain/portfolio';
import { knownPlaceName } from '../words/uae-place-names';

/** A namer for English place names in the interface language (undefined: none needed or none known). */
export type PlaceNamer = ((name: string) => string) | undefined;

/** The place's name in the data language: its own stored name, else the namer's, else the known UAE name. */
export function placeName(place: { name: string; names?: Localized }, lang: DataLang, namer?: PlaceNamer): string {
  return place.names?.[lang]?.trim() || (namer ? namer(place.name) : (knownPlaceName(place.name, lang) ?? place.name));
}

/** A changed listing's place, named in `lang` when the diff carries that place's names, else by `namer`. */
export function diffPlace(
  listing: DiffListing,
  diff: Pick<SnapshotDiff, 'placeNames'>,
  lang: DataLang,
  namer?: PlaceNamer,
): string | null {
  if (listing.place === null) return null;
  const names = listing.placeId === null ? undefined : diff.placeNames[listing.placeId];
  return placeName(names ? { name: listing.place, names } : { name: listing.place }, lang, namer);
}
