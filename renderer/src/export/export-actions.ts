// Runs an export the way the host allows (a save dialog in Electron, a download in browser mode), follows its
// progress, lets it be cancelled, and tells the broker the outcome in a notice.
import { fail, type Result } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { ExportDestination, ExportResult } from '#shared/ipc/contract';
import { api } from '../api/api';
import { readSessionToken } from '../api/browser-bridge';
import { notify } from '../notices';
import { usePreferences } from '../state/preferences-store';
import { toldDone, toldFailed } from './export-outcome';
import { formatMessage } from '#shared/messages/format-message';
import { useExportTask } from './export-store';

let host: Promise<'electron' | 'browser' | 'other'> | null = null;

/** Which host runs this window: Electron saves through its dialog, browser mode downloads. */
function hostKind(): Promise<'electron' | 'browser' | 'other'> {
  host ??= api.invoke('app:info', {}).then((r) => {
    if (!r.ok) return 'browser';
    return r.value.host === 'electron' ? 'electron' : r.value.host === 'browser' ? 'browser' : 'other';
  });
  return host;
}

/** Where a file the window asks for goes: Electron's save dialog, or a download in browser mode. */
export async function destination(): Promise<ExportDestination> {
  return (await hostKind()) === 'electron' ? { kind: 'dialog' } : { kind: 'download' };
}

/** Hands a finished browser-mode export to the browser's downloads (the host wants the session token). */
export function startDownload(url: string, fileName: string): void {
  const token = readSessionToken(document);
  const link = document.createElement('a');
  link.href = token ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

let seq = 0;
const newTaskId = (): string => `export-${Date.now().toString(36)}-${++seq}`;

export interface ExportJob {
  /** Which button runs it (its progress shows there). */
  owner: string;
  /** What the file holds, when its row count would not say it (a comparison: "4 listings side by side"). */
  what?: string;
  run(destination: ExportDestination, taskId: string): Promise<Result<ExportResult>>;
}

/** Runs one export; resolves with its result (null when it failed or was cancelled, which a notice tells). */
export async function runExport(job: ExportJob): Promise<ExportResult | null> {
  const store = useExportTask.getState();
  if (store.task) {
    notify('info', (l) => formatMessage(l, 'exportMenu.busy'));
    return null;
  }
  const taskId = newTaskId();
  store.set({ taskId, owner: job.owner, phase: 'starting', rowsWritten: 0, rowsTotal: null });
  const off = api.on('export:progress', (p) => {
    if (p.taskId === taskId) {
      useExportTask.getState().progress(taskId, { phase: p.phase, rowsWritten: p.rowsWritten, rowsTotal: p.rowsTotal });
    }
  });
  let result: Result<ExportResult>;
  try {
    result = await job.run(await destination(), taskId);
  } catch {
    result = fail('internal', ref('error.window.exportCallFailed'));
  } finally {
    off();
    useExportTask.getState().set(null);
  }
  const now = usePreferences.getState().lang;
  if (!result.ok) {
    const error = result.error;
    notify(toldFailed(error, now).level, (l) => toldFailed(error, l).text);
    return null;
  }
  if (result.value.saved.kind === 'download') startDownload(result.value.saved.url, result.value.fileName);
  const done = result.value;
  const level = toldDone(done, now, job.what).level;
  // A file that lacks pages says so, long enough to read and act on, then goes: its About sheet says it too, and one
  // such notice per export piled up above the view until each was closed by hand.
  notify(level, (l) => toldDone(done, l, job.what).text, level === 'success' ? 8000 : 20_000);
  return result.value;
}

/** Stops the export under way; the core removes its partial file. */
export function cancelExport(): void {
  const task = useExportTask.getState().task;
  if (task) void api.invoke('export:cancel', { taskId: task.taskId });
}
