// Names in every language for place names that transactions record as plain text: /transactions has no langs
// parameter and gives no place id, so the only source is the places earlier look-ups stored (the place picker asks
// /autocomplete in every language). Nothing is fetched for them.
import { DATA_LANGS, type DataLang, type Localized } from '#shared/domain/lang';
import type { DataRuntime } from '../data/data-runtime';

export interface StoredPlace {
  /** The stored place's English name, the name transactions use. */
  name: string;
  /** The place as stored (a normalized /autocomplete location, JSON). */
  data: string;
}

function namesOf(data: string): Localized | null {
  try {
    const name = (JSON.parse(data) as { name?: unknown }).name;
    return name && typeof name === 'object' ? (name as Localized) : null;
  } catch {
    return null;
  }
}

/**
 * Per recorded name, its names in the languages every stored place of that name agrees on: two buildings called
 * alike but translated differently keep their recorded name rather than a guess.
 */
export function locationNamesOf(
  recorded: readonly string[],
  stored: readonly StoredPlace[],
): Record<string, Localized> {
  const out: Record<string, Localized> = {};
  for (const name of new Set(recorded)) {
    const candidates = stored
      .filter((s) => s.name === name)
      .map((s) => namesOf(s.data))
      .filter((n): n is Localized => n !== null);
    if (candidates.length === 0) continue;
    const agreed: Localized = {};
    for (const lang of DATA_LANGS) {
      const values = new Set(candidates.map((c) => c[lang]?.trim()).filter((v): v is string => Boolean(v)));
      if (values.size === 1) agreed[lang] = [...values][0]!;
    }
    if (Object.keys(agreed).some((lang) => lang !== 'en')) out[name] = agreed;
  }
  return out;
}

/**
 * A stored place's name in `lang` (a stored /autocomplete location, JSON), null when it has none: a file written in
 * Arabic names a place as the Arabic window shows it, not by its English name.
 */
export function storedPlaceName(data: string | null | undefined, lang: DataLang): string | null {
  const name = data ? namesOf(data)?.[lang]?.trim() : undefined;
  return name ? name : null;
}

/** A place as snapshots name it: its id, and the name the listings gave (English). */
export interface NamedPlace {
  externalID: string;
  name: string;
}

/**
 * Names in every language for places seen in snapshots, which record one name each (the listings' language): by
 * the place's id among the places earlier look-ups stored, else by its name as `locationNamesOf` agrees them.
 */
export function placeNamesOf(
  places: readonly NamedPlace[],
  storedById: (externalID: string) => string | null,
  storedNamed: (names: readonly string[]) => StoredPlace[],
): Record<string, Localized> {
  const out: Record<string, Localized> = {};
  const missing: NamedPlace[] = [];
  for (const place of places) {
    const data = storedById(place.externalID);
    const names = data === null ? null : namesOf(data);
    if (names && Object.keys(names).some((lang) => lang !== 'en')) out[place.externalID] = names;
    else missing.push(place);
  }
  if (missing.length === 0) return out;
  const byName = locationNamesOf(
    missing.map((p) => p.name),
    storedNamed(missing.map((p) => p.name)),
  );
  for (const place of missing) {
    const names = byName[place.name];
    if (names) out[place.externalID] = names;
  }
  return out;
}

/** The name in `lang` of a place the store holds by id (an earlier /autocomplete look-up), null when it has none. */
export function storedPlaceNameById(
  runtime: Pick<DataRuntime, 'store' | 'source'>,
  id: string,
  lang: DataLang,
): string | null {
  return storedPlaceName(runtime.store.entities.entry(runtime.source().id, 'location', id)?.data, lang);
}
