// The client report's words and the preferences its parts read (language, area unit).
import { usePreferences } from '../state/preferences-store';
import { REPORT_STRINGS } from './strings';

export function useReportContext() {
  const lang = usePreferences((s) => s.lang);
  const unit = usePreferences((s) => s.areaUnit);
  return { t: REPORT_STRINGS[lang], lang, unit };
}
