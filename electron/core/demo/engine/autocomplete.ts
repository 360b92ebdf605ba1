// /autocomplete over the demo market: partial, case-insensitive matching in any language, best matches first; the
// short names brokers type ("JVC", "JLT", "MBR City") find their community first.
import { DATA_LANGS, type DataLang } from '#shared/domain/lang';
import { expandPlaceAlias } from '#shared/domain/place-aliases';
import type { Market } from '../market/market';
import { locationPath, locationSlug, type DemoLocation } from '../market/locations';

export const AUTOCOMPLETE_LIMIT = 25;

const KIND_TYPE: Readonly<Record<DemoLocation['kind'], string>> = {
  emirate: 'city',
  city: 'city',
  neighborhood: 'neighbourhood',
  'sub-community': 'sub-community',
  building: 'building',
  landmark: 'landmark',
};

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

const folded = new WeakMap<DemoLocation, string[]>();

function foldedNames(location: DemoLocation): string[] {
  let names = folded.get(location);
  if (!names) folded.set(location, (names = DATA_LANGS.map((lang) => fold(location.names[lang]))));
  return names;
}

/** 0 = a name is the query, 1 = a word of a name starts with it, 2 = a name contains it; null = no match. */
function matchRank(location: DemoLocation, needle: string): number | null {
  let best: number | null = null;
  for (const name of foldedNames(location)) {
    const at = name.indexOf(needle);
    if (at < 0) continue;
    const rank = name === needle ? 0 : at === 0 || /[\s\-(/]/.test(name[at - 1] ?? '') ? 1 : 2;
    if (best === null || rank < best) best = rank;
  }
  return best;
}

/** Rank of a location for an alias's community name: the community itself before anything the query matched. */
function aliasRank(location: DemoLocation, expanded: string | null): number | null {
  if (expanded === null) return null;
  const rank = matchRank(location, expanded);
  return rank === 0 ? -1 : rank;
}

export function autocomplete(market: Market, query: string, langs: readonly DataLang[]) {
  const needle = fold(query.trim());
  const alias = expandPlaceAlias(query);
  const expanded = alias === null ? null : fold(alias);
  const adCount = market.view().adCount;
  const matches: { location: DemoLocation; rank: number }[] = [];
  for (const location of market.locations) {
    const ranks = [matchRank(location, needle), aliasRank(location, expanded)].filter((r): r is number => r !== null);
    if (ranks.length > 0) matches.push({ location, rank: Math.min(...ranks) });
  }
  // Within a match quality, the busiest places come first, as on property portals: "marina" puts Dubai Marina
  // (whose count includes its towers) ahead of the towers themselves.
  matches.sort(
    (a, b) =>
      a.rank - b.rank ||
      (adCount[b.location.index] ?? 0) - (adCount[a.location.index] ?? 0) ||
      a.location.id - b.location.id,
  );
  const pathLang = langs[0] ?? 'en';
  const locations = matches.slice(0, AUTOCOMPLETE_LIMIT).map(({ location }) => ({
    id: location.id,
    externalID: location.externalID,
    name: Object.fromEntries(langs.map((lang) => [lang, location.names[lang]])),
    slug: Object.fromEntries(langs.map((lang) => [lang, locationSlug(location)[lang]])),
    type: KIND_TYPE[location.kind],
    level: location.level,
    path: locationPath(location, market.locationsByKey, pathLang),
    adCount: adCount[location.index] ?? 0,
    geography: { lat: location.lat, lng: location.lng },
  }));
  return { locations, total: matches.length };
}
