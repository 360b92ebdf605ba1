// What an export's outcome means to the broker: where the file went and how many rows it holds, what it leaves
// out, or why it failed, in the interface language.
import type { Lang } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import type { ExportResult } from '#shared/ipc/contract';
import { errorText } from '../i18n/error-text';
import { sayIn } from '../i18n/say';

export interface Told {
  level: 'success' | 'warning' | 'info' | 'error';
  text: string;
}

/** The notice after a finished export: the file's name and its rows (or `what` it holds), and the pages it lacks. */
export function toldDone(result: ExportResult, lang: Lang, what?: string): Told {
  const say = sayIn(lang);
  const download = result.saved.kind === 'download';
  const done = what
    ? say(download ? 'exportMenu.downloadedWhat' : 'exportMenu.savedWhat', { file: result.fileName, what })
    : say(download ? 'exportMenu.downloaded' : 'exportMenu.saved', { file: result.fileName, rows: result.rows });
  if (result.missingPages.length === 0) return { level: 'success', text: done };
  const missing = say('exportMenu.missing', { count: result.missingPages.length });
  return { level: 'warning', text: `${done} ${missing}` };
}

/** The notice after a failed export, in the broker's words (the core's sentence is for logs). */
export function toldFailed(error: AppError, lang: Lang): Told {
  const say = sayIn(lang);
  if (error.inputRefused) {
    const said = errorText(error, lang);
    return { level: 'error', text: `${say('exportMenu.failed')} ${said.happened} ${said.todo}` };
  }
  switch (error.code) {
    case 'cancelled':
      return { level: 'info', text: say('exportMenu.cancelled') };
    case 'not-found':
      return { level: 'error', text: `${say('exportMenu.nothingYet')} ${say('exportMenu.nothingYetTodo')}` };
    case 'validation':
      return { level: 'error', text: `${say('exportMenu.refused')} ${say('exportMenu.refusedTodo')}` };
    case 'internal':
      return { level: 'error', text: `${say('exportMenu.writeFailed')} ${say('exportMenu.writeFailedTodo')}` };
    default: {
      const said = errorText(error, lang);
      return { level: 'error', text: `${say('exportMenu.failed')} ${said.happened} ${said.todo}` };
    }
  }
}
