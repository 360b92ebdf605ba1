// The demo market's location records, built from the curated UAE places: ids, levels, paths, slugs and ad counts.
import { DATA_LANGS, type DataLang } from '#shared/domain/lang';
import type { PlaceKind, PlaceNames, PlaceSeed } from '../data/place-seed';

export interface DemoLocation {
  index: number;
  id: number;
  externalID: string;
  key: string;
  kind: PlaceKind;
  names: PlaceNames;
  level: number;
  lat: number;
  lng: number;
  /** Keys from the emirate down to this place, inclusive. */
  lineage: readonly string[];
  parentExternalID: string | null;
  salePsf: number;
  villaShare: number;
  commercialShare: number;
  activity: number;
}

/** Emirates keep the ids the spec names for /agency-search: `1` and `3` are two emirates (Dubai, Abu Dhabi). */
const EMIRATE_IDS: Readonly<Record<string, string>> = {
  dubai: '1',
  sharjah: '2',
  'abu-dhabi': '3',
  ajman: '4',
  'ras-al-khaimah': '5',
  fujairah: '6',
  'umm-al-quwain': '7',
};

export const PATH_SEPARATOR = ' > ';

/** Share of commercial units among a place's listings unless it says otherwise (business districts do). */
export const DEFAULT_COMMERCIAL_SHARE = 0.07;

export function buildLocations(seeds: readonly PlaceSeed[]): DemoLocation[] {
  const byKey = new Map<string, DemoLocation>();
  const out: DemoLocation[] = [];
  let nextExternal = 5000;
  seeds.forEach((place, index) => {
    const parent = place.parent === null ? null : byKey.get(place.parent);
    if (place.parent !== null && !parent)
      throw new Error(`demo place ${place.key}: parent ${place.parent} is not defined before it`);
    const externalID = EMIRATE_IDS[place.key] ?? String(nextExternal++);
    const location: DemoLocation = {
      index,
      id: 100 + index,
      externalID,
      key: place.key,
      kind: place.kind,
      names: place.name,
      level: parent ? parent.level + 1 : 1,
      lat: place.lat,
      lng: place.lng,
      lineage: parent ? [...parent.lineage, place.key] : [place.key],
      parentExternalID: parent ? parent.externalID : null,
      salePsf: place.salePsf ?? parent?.salePsf ?? 1000,
      villaShare: place.villaShare ?? parent?.villaShare ?? 0.2,
      commercialShare: place.commercialShare ?? parent?.commercialShare ?? DEFAULT_COMMERCIAL_SHARE,
      activity: place.activity ?? 1,
    };
    byKey.set(place.key, location);
    out.push(location);
  });
  return out;
}

export function locationPath(location: DemoLocation, byKey: ReadonlyMap<string, DemoLocation>, lang: DataLang): string {
  return location.lineage.map((key) => byKey.get(key)?.names[lang] ?? key).join(PATH_SEPARATOR);
}

export function locationSlug(location: DemoLocation): Record<DataLang, string> {
  const slug = `/${location.lineage.join('/')}`;
  return Object.fromEntries(DATA_LANGS.map((lang) => [lang, slug])) as Record<DataLang, string>;
}
