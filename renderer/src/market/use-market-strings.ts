// The preferences every part of the Market view reads (language, area unit, theme); its words are messages.
import { usePreferences } from '../state/preferences-store';

export function useMarketContext() {
  const lang = usePreferences((s) => s.lang);
  const unit = usePreferences((s) => s.areaUnit);
  const theme = usePreferences((s) => s.theme);
  return { lang, unit, theme };
}
