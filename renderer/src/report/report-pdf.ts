// The printed report saved as a PDF: the core prints the same print route the preview shows (report:pdf, by the
// system Chromium in browser mode or Electron's printToPDF), saved as an export is (a save dialog in Electron, a
// download in browser mode); the outcome is told in a notice in the broker's language.
import { api } from '../api/api';
import { destination, startDownload } from '../export';
import { notify } from '../notices';
import { failureText } from '../saved';
import { sayIn } from '../i18n/say';
import type { CmaQueryInput } from '#shared/ipc/contract';
import type { Lang } from '#shared/domain/lang';
import type { PrintNumerals } from '#shared/report/print-route';

/** Prints and saves the report (a kept version as it was computed); resolves when saved or the failure told. */
export async function saveReportPdf(
  query: CmaQueryInput,
  lang: Lang,
  numerals: PrintNumerals,
  kept?: { id: number; version: number },
): Promise<boolean> {
  const result = await api.invoke('report:pdf', {
    query,
    lang,
    numerals,
    ...(kept ? { kept } : {}),
    file: await destination(),
  });
  if (!result.ok) {
    const error = result.error;
    notify('error', (l) => failureText(error, sayIn(l)('reportView.result.pdfFailed'), l));
    return false;
  }
  const { saved, file, pages } = result.value;
  if (saved.kind === 'download') startDownload(saved.url, file);
  notify('success', (l) => sayIn(l)('reportView.result.pdfSaved', { count: pages, file }), 8000);
  return true;
}
