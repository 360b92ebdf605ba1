// The detail views' words (messages `details.*`) and display settings in the broker's current choice.
import type { Lang } from '#shared/domain/lang';
import { useMessage, type Say } from '../i18n/messages';
import { usePreferences, type DisplayAreaUnit } from '../state/preferences-store';

export interface DetailsContext {
  say: Say;
  lang: Lang;
  areaUnit: DisplayAreaUnit;
}

export function useDetailsContext(): DetailsContext {
  const lang = usePreferences((s) => s.lang);
  const areaUnit = usePreferences((s) => s.areaUnit) ?? 'sqft';
  return { say: useMessage(), lang, areaUnit };
}
