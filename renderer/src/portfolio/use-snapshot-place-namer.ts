// The namer the portfolio views use for places a snapshot's stored names do not give in the interface language (a
// module of its own: it reaches the data service, which place-name.ts, shared with the exports' tables, must not).
import { useMemo } from 'react';
import type { DataLang, Localized } from '#shared/domain/lang';
import { usePlaceNames } from '../research';
import type { PlaceNamer } from '#shared/portfolio/place-name';

/** A namer for the places among `places` whose names in `lang` no stored look-up gave. */
export function useSnapshotPlaceNamer(
  places: readonly { name: string; names?: Localized | undefined }[],
  lang: DataLang,
): PlaceNamer {
  const untranslated = useMemo(() => places.filter((p) => !p.names?.[lang]?.trim()).map((p) => p.name), [places, lang]);
  return usePlaceNames(untranslated, lang);
}
