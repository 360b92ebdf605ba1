// Saving what the Market view shows: a chart's table as CSV or xlsx through export:table (Electron asks where,
// browser mode downloads it with the session token), and a chart's PNG straight from the renderer.
import type { ExportFormat } from '#shared/export/table';
import type { TableAbout } from '#shared/market/tables/table-model';
import type { ExportDestination, ExportResult } from '#shared/ipc/contract';
import type { Lang } from '#shared/domain/lang';
import { api } from '../api/api';
import { toldFailed } from '../export';
import { readSessionToken } from '../api/browser-bridge';
import type { AreaUnit } from '#shared/format/values';
import { notify } from '../notices';
import { sheetName, type MarketTable } from '#shared/market/tables/table-model';
import { sayIn } from '../i18n/messages';

/** Electron has a save dialog; browser mode hands the file over as a download. */
export function exportDestination(): ExportDestination {
  return window.api ? { kind: 'dialog' } : { kind: 'download' };
}

import { fileNameOf } from './file-name';

export { fileNameOf };

/** Starts a browser download of a URL (the host's download route needs the session token). */
export function startDownload(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

function downloadHref(url: string): string {
  const token = readSessionToken(document);
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

export interface ExportContext {
  lang: Lang;
  unit: AreaUnit;
}

/**
 * The About sheet's first line: the card, then the market it holds, each said once ("Monthly medians and volume —
 * Dubai Marina · Sales · Apartments · …", not the place and purpose of the card's title again after the dash).
 */
export function fileTitle(table: Pick<MarketTable, 'title' | 'subject'>, about: Pick<TableAbout, 'query'>): string {
  const subject = table.subject ?? about.query;
  const said = new Set(subject.split(' · '));
  const card = table.title
    .split(' · ')
    .filter((part, i) => i === 0 || !said.has(part))
    .join(' · ');
  return `${card} — ${subject}`;
}

export async function exportTable(
  table: MarketTable,
  fileFormat: ExportFormat,
  about: TableAbout,
  ctx: ExportContext,
): Promise<ExportResult | null> {
  const result = await api.invoke('export:table', {
    format: fileFormat,
    destination: exportDestination(),
    // Named after what the table holds: a table of sales alone is no "sales and rents" file.
    fileName: fileNameOf(table.subject ?? about.query, table.id),
    presentation: { lang: ctx.lang, areaUnit: ctx.unit },
    title: fileTitle(table, about).slice(0, 500),
    parameters: about.parameters,
    fetched: about.fetched,
    notes: about.notes,
    sheets: [
      {
        name: sheetName(table.title),
        columns: table.columns,
        rows: table.rows,
        ...(table.rowKinds ? { rowKinds: table.rowKinds } : {}),
        ...(table.marks?.length ? { marks: table.marks } : {}),
      },
    ],
  });
  if (!result.ok) {
    // In the broker's words, as every export says a failure; the contract's sentence is the log's.
    const { error } = result;
    notify(toldFailed(error, ctx.lang).level, (l) => toldFailed(error, l).text);
    return null;
  }
  const saved = result.value.saved;
  const rows = result.value.rows;
  const file = result.value.fileName;
  if (saved.kind === 'download') {
    startDownload(downloadHref(saved.url), result.value.fileName);
    notify('success', (l) => sayIn(l)('marketView.exporting.downloading', { file, rows }));
  } else {
    notify('success', (l) => sayIn(l)('marketView.exporting.saved', { file, rows }));
  }
  return result.value;
}

/** Saves a PNG made in the renderer (a download in both hosts: Electron asks where through its download handler). */
export function savePng(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  startDownload(url, fileName);
  // The download has its own copy once started; the URL is kept a moment for slow hosts.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  notify('success', (l) => sayIn(l)('marketView.exporting.image', { file: fileName }));
}
