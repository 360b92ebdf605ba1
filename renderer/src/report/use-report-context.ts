// The preferences the client report's parts read (language, area unit) and the report's figures and messages in
// them.
import { useMemo } from 'react';
import { usePreferences } from '../state/preferences-store';
import { reportFormat } from './report-format';

export function useReportContext() {
  const lang = usePreferences((s) => s.lang);
  const unit = usePreferences((s) => s.areaUnit);
  const fmt = useMemo(() => reportFormat(lang, unit), [lang, unit]);
  return { fmt, say: fmt.say, lang, unit };
}
