// Sends a portfolio table to the export service and hands the file over: Electron asks where to save it (its save
// dialog), browser mode downloads it from the host. Said in a notice either way.
import type { ExportFormat } from '#shared/export/table';
import type { AppInfo, ExportResult } from '#shared/ipc/contract';
import type { Result } from '#shared/errors';
import { fitName } from '#shared/words/fit-name';
import { api } from '../../api/api';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { sayIn } from '../../i18n/messages';
import { notify } from '../../notices';
import { failureText } from '../../saved';
import { usePreferences } from '../../state/preferences-store';
import { downloadFromHost } from './download';
import { wordedSheets, type PortfolioTable } from '#shared/portfolio/portfolio-tables';

let host: Promise<AppInfo['host']> | null = null;
function hostKind(): Promise<AppInfo['host']> {
  host ??= api.invoke('app:info', {}).then((r) => (r.ok ? r.value.host : 'browser'));
  return host;
}

/** A file name from the table's title: no characters a file system reserves. */
export function fileNameOf(title: string): string {
  // A name worded in Arabic holds isolates around the names set in it: a file name keeps none.
  const clean = stripBidiControls(title)
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
    .replace(/[/\\:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return fitName(clean || 'Aqar Lens', 100);
}

export async function exportTable(table: PortfolioTable, fileFormat: ExportFormat): Promise<Result<ExportResult>> {
  const { lang, areaUnit } = usePreferences.getState();
  const kind = await hostKind();
  const result = await api.invoke('export:table', {
    format: fileFormat,
    destination: kind === 'electron' ? { kind: 'dialog' } : { kind: 'download' },
    fileName: fileNameOf(table.title),
    presentation: { lang, areaUnit },
    title: table.title,
    ...(table.fetched ? { fetched: table.fetched } : {}),
    // The headers worded in the export's language, as the core's grid exports word theirs.
    sheets: wordedSheets(table, lang),
  });
  if (!result.ok) {
    const error = result.error;
    if (error.code !== 'cancelled') notify('error', (l) => failureText(error, sayIn(l)('history.exportFailed'), l));
    return result;
  }
  const saved = result.value.saved;
  if (saved.kind === 'download') downloadFromHost(saved.url);
  const { fileName, rows } = result.value;
  notify('success', (l) => sayIn(l)('history.exported', { file: fileName, rows }));
  return result;
}
