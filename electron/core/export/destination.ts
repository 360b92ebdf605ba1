// Where an export's file goes, as the host allows: a path only a trusted host (the CLI) names, a save dialog the
// host shows (Electron), or a download in the private export folder (browser mode). A window can never make the
// core write to a path of its choosing.
import { stripBidiControls } from '#shared/text/bidi-controls';
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import { AppFailure } from '#shared/errors';
import type { SavedFormat } from '#shared/export/table';
import type { ExportDestination, ExportResult } from '#shared/ipc/contract/export';
import { DOWNLOAD_PATH } from '#shared/ipc/contract/export';
import type { Downloads } from './downloads';
import { refuseOwnFile } from './own-files';
import { uaeDay } from '#shared/domain/uae-day';
import { ref } from '#shared/messages/message-ref';

/** Asks the person where to save (Electron's save dialog); null when they cancel. */
export type ChooseExportPath = (suggestedName: string, format: SavedFormat) => Promise<string | null>;

export interface DestinationHost {
  /** Whether `path` destinations are allowed: only hosts that are not a window (the CLI, tests). */
  allowPaths: boolean;
  chooseExportPath?: ChooseExportPath | undefined;
  downloads: Downloads;
  /** The data folder: a path or a dialog's choice that is one of the app's own files is refused, naming it. */
  dataDir?: string | undefined;
}

export interface ResolvedDestination {
  file: string;
  fileName: string;
  /** Says where the finished file is, once written. */
  saved(bytes: number): ExportResult['saved'];
}

// eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
const RESERVED = /[/\\:*?"<>|\u0000-\u001f]+/g;

/** A file name from a title: reserved characters dropped, shortened, with the UAE date (as the About sheet's) and the extension. */
export function suggestedFileName(title: string, format: SavedFormat, now = new Date()): string {
  // A title worded from the catalogue holds isolates around the names set in it: a file name keeps none.
  const base =
    stripBidiControls(title).replace(RESERVED, ' ').replace(/\s+/g, ' ').trim().slice(0, 80).trim() ||
    'Aqar Lens export';
  return `${base} ${uaeDay(now)}.${format}`;
}

function withExtension(name: string, format: SavedFormat): string {
  return extname(name).toLowerCase() === `.${format}` ? name : `${name}.${format}`;
}

/**
 * Refuses a path named by a window, whichever host serves it: the CLI, which may name paths, serves the report page
 * to its own Chromium when it prints, and that page's calls are a window's.
 */
export function refuseWindowPath(destination: ExportDestination | undefined, caller: 'window' | undefined): void {
  if (caller === 'window' && destination?.kind === 'path') {
    throw new AppFailure('validation', ref('error.export.windowPath'), { field: 'destination' });
  }
}

export async function resolveDestination(
  destination: ExportDestination,
  suggested: string,
  format: SavedFormat,
  host: DestinationHost,
): Promise<ResolvedDestination> {
  const fileName = withExtension(suggested, format);
  if (destination.kind === 'path') {
    if (!host.allowPaths) {
      throw new AppFailure('validation', ref('error.export.windowPath'), { field: 'destination' });
    }
    const file = resolve(destination.path);
    if (host.dataDir) refuseOwnFile(file, host.dataDir);
    const folder = dirname(file);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      throw new AppFailure('validation', ref('error.export.noFolder', { folder }), { field: 'destination.path' });
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      throw new AppFailure('validation', ref('error.export.isFolder', { file }), { field: 'destination.path' });
    }
    return { file, fileName: file.split(/[/\\]/).at(-1)!, saved: () => ({ kind: 'file', path: file }) };
  }
  if (destination.kind === 'dialog') {
    if (!host.chooseExportPath) {
      throw new AppFailure('validation', ref('error.export.noDialog'), {
        field: 'destination',
      });
    }
    const chosen = await host.chooseExportPath(fileName, format);
    if (!chosen) throw new AppFailure('cancelled', ref('error.export.cancelled'));
    const file = resolve(withExtension(chosen, format));
    // The dialog lets the broker pick any file, the workspace's own included: never written over.
    if (host.dataDir) refuseOwnFile(file, host.dataDir);
    return { file, fileName: file.split(/[/\\]/).at(-1)!, saved: () => ({ kind: 'file', path: file }) };
  }
  const { id, file } = host.downloads.reserve(format);
  return {
    file,
    fileName,
    saved: (bytes) => {
      const entry = host.downloads.register({ id, file, fileName, format, bytes });
      return {
        kind: 'download',
        id,
        url: `${DOWNLOAD_PATH}${id}`,
        expiresAt: new Date(entry.expiresAt).toISOString(),
      };
    },
  };
}
