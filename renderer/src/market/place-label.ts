// A market place's name in the interface language: the picker's name in that language when the form it was asked
// from had one, else the name the query was made with, else its id.
import type { DataLang } from '#shared/domain/lang';
import type { MarketQueryInput } from '#shared/ipc/contract';
import { pickedLocationLabel } from '../search';
import type { MarketFormState } from './market-form';

export function placeLabels(
  form: Pick<MarketFormState, 'places'> | null,
  query: Pick<MarketQueryInput, 'places'> | null,
  lang: DataLang,
): (id: string) => string {
  const byId = new Map((form?.places ?? []).map((p) => [p.externalID, pickedLocationLabel(p, lang)]));
  return (id) => byId.get(id) || query?.places.find((p) => p.id === id)?.name || id;
}
