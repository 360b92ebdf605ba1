// What an export's outcome means to the broker: where the file went and how many rows it holds, what it leaves
// out, or why it failed, in the interface language.
import type { Lang } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import type { ExportResult } from '#shared/ipc/contract';
import { errorText } from '../i18n/error-text';
import { formatInteger } from '../i18n/format';
import { format } from '../i18n/strings';
import { EXPORT_STRINGS } from './export-strings';

export interface Told {
  level: 'success' | 'warning' | 'info' | 'error';
  text: string;
}

/** The notice after a finished export: the file's name and its rows (or `what` it holds), and the pages it lacks. */
export function toldDone(result: ExportResult, lang: Lang, what?: string): Told {
  const t = EXPORT_STRINGS[lang];
  const download = result.saved.kind === 'download';
  const done = what
    ? format(download ? t.downloadedWhat : t.savedWhat, { file: result.fileName, what })
    : format(download ? t.downloaded : t.saved, { file: result.fileName, rows: formatInteger(result.rows, lang) });
  if (result.missingPages.length === 0) return { level: 'success', text: done };
  const missing = format(t.missing, { count: formatInteger(result.missingPages.length, lang) });
  return { level: 'warning', text: `${done} ${missing}` };
}

/** The notice after a failed export, in the broker's words (the core's sentence is for logs). */
export function toldFailed(error: AppError, lang: Lang): Told {
  const t = EXPORT_STRINGS[lang];
  if (error.inputRefused) {
    const said = errorText(error, lang);
    return { level: 'error', text: `${t.failed} ${said.happened} ${said.todo}` };
  }
  switch (error.code) {
    case 'cancelled':
      return { level: 'info', text: t.cancelled };
    case 'not-found':
      return { level: 'error', text: `${t.nothingYet} ${t.nothingYetTodo}` };
    case 'validation':
      return { level: 'error', text: `${t.refused} ${t.refusedTodo}` };
    case 'internal':
      return { level: 'error', text: `${t.writeFailed} ${t.writeFailedTodo}` };
    default: {
      const said = errorText(error, lang);
      return { level: 'error', text: `${t.failed} ${said.happened} ${said.todo}` };
    }
  }
}
