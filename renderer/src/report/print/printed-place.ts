// The subject's place as the printed report names it: in the report's language where the store has the name (a
// place an earlier look-up stored, report:place-name: printing sends no request), else the well-known name, else the
// English name the query keeps.
import { dataLangFor, type Lang } from '#shared/domain/lang';
import type { CmaSubject } from '#shared/ipc/contract';
import { knownPlaceName } from '#shared/words/uae-place-names';
import { api } from '../../api/api';

export async function printedPlaceName(place: CmaSubject['place'], lang: Lang): Promise<string> {
  // Hindi reads place names as the data service gives them in English (dataLangFor).
  const dataLang = dataLangFor(lang);
  if (dataLang === 'en') return place.name;
  const stored = await api.invoke('report:place-name', { id: place.id, lang });
  return (stored.ok ? stored.value.name : null) || knownPlaceName(place.name, dataLang) || place.name;
}
