// The Market view's strings and the preferences every part of it reads (language, area unit, theme).
import { usePreferences } from '../state/preferences-store';
import { MARKET_STRINGS } from '#shared/market/strings/index';

export function useMarketContext() {
  const lang = usePreferences((s) => s.lang);
  const unit = usePreferences((s) => s.areaUnit);
  const theme = usePreferences((s) => s.theme);
  return { t: MARKET_STRINGS[lang], lang, unit, theme };
}
