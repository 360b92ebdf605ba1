// The detail views' strings and display settings in the broker's current choice.
import type { Lang } from '#shared/domain/lang';
import { usePreferences, type DisplayAreaUnit } from '../state/preferences-store';
import { DETAILS_STRINGS, type DetailsStrings } from './details-strings';

export interface DetailsContext {
  t: DetailsStrings;
  lang: Lang;
  areaUnit: DisplayAreaUnit;
}

export function useDetailsContext(): DetailsContext {
  const lang = usePreferences((s) => s.lang);
  const areaUnit = usePreferences((s) => s.areaUnit) ?? 'sqft';
  return { t: DETAILS_STRINGS[lang], lang, areaUnit };
}
