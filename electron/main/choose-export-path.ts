// Asks the person where to save an export, in a native save dialog the renderer cannot answer or steer: the core
// suggests a file name (never a folder), the person chooses the place. Cancel means nothing is written.
import { join } from 'node:path';
import { app, dialog, type BrowserWindow, type SaveDialogOptions } from 'electron';
import type { SavedFormat } from '#shared/export/table';

const FILTERS: Readonly<Record<SavedFormat, SaveDialogOptions['filters']>> = {
  xlsx: [{ name: 'Excel workbook', extensions: ['xlsx'] }],
  csv: [{ name: 'CSV (UTF-8)', extensions: ['csv'] }],
  pdf: [{ name: 'PDF document', extensions: ['pdf'] }],
};

export async function chooseExportPath(
  window: BrowserWindow | null,
  suggestedName: string,
  format: SavedFormat,
): Promise<string | null> {
  const options: SaveDialogOptions = {
    title: 'Export',
    defaultPath: join(app.getPath('documents'), suggestedName),
    filters: FILTERS[format],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  };
  const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
  return result.canceled || !result.filePath ? null : result.filePath;
}
