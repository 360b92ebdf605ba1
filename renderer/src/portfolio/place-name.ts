// A place seen in snapshots, named in the interface language when the offline cache knows that name (as the Market
// view names places), else as the listings named it.
import type { Lang, Localized } from '#shared/domain/lang';

export function placeName(place: { name: string; names?: Localized }, lang: Lang): string {
  return place.names?.[lang]?.trim() || place.name;
}
