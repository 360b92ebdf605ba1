// The kept reports' words and the client report's own, in the interface language, with its figures' formats.
import { useMemo } from 'react';
import { reportFormat } from '../report-format';
import { useReportContext } from '../use-report-strings';
import { KEPT_STRINGS } from './kept-strings';

export function useKeptContext() {
  const { t, lang, unit } = useReportContext();
  const fmt = useMemo(() => reportFormat(lang, unit), [lang, unit]);
  return { k: KEPT_STRINGS[lang], t, lang, unit, fmt };
}
