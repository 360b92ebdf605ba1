// The detail views' display context: the message formatter (messages `details.*`), the interface and data languages and
// the area unit, in the broker's current choice.
import type { DataLang, Lang } from '#shared/domain/lang';
import { useDataLang, useMessage, type Say } from '../i18n/messages';
import { usePreferences, type DisplayAreaUnit } from '../state/preferences-store';

export interface DetailsContext {
  say: Say;
  lang: Lang;
  /** The language of the records' own texts (titles, descriptions, places) and of what is asked of the service. */
  dataLang: DataLang;
  areaUnit: DisplayAreaUnit;
}

export function useDetailsContext(): DetailsContext {
  const lang = usePreferences((s) => s.lang);
  const areaUnit = usePreferences((s) => s.areaUnit) ?? 'sqft';
  return { say: useMessage(), lang, dataLang: useDataLang(), areaUnit };
}
