// The kept reports' words (messages `kept.*`) and the client report's own, in the interface language, with its
// figures' formats.
import { useMemo } from 'react';
import { useMessage } from '../../i18n/messages';
import { reportFormat } from '../report-format';
import { useReportContext } from '../use-report-strings';

export function useKeptContext() {
  const { t, lang, unit } = useReportContext();
  const fmt = useMemo(() => reportFormat(lang, unit), [lang, unit]);
  return { say: useMessage(), t, lang, unit, fmt };
}
