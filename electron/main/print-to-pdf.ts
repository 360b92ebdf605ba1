// The app's report printer: a hidden window, hardened as the app's own and with the same preload, loads the print
// route from app://aqar, and Electron's printToPDF prints it once the page says it is drawn. Kept thin: what the
// footer says, the margins and the page count are the core's, shared with the Chromium printer.
import { writeFile } from 'node:fs/promises';
import { BrowserWindow, type WebContents } from 'electron';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { PRINT_READY } from '#shared/report/print-route';
import { EMPTY_HEADER, footerTemplate } from '#core/report/pdf-footer';
import { pdfPageCount } from '#core/report/pdf-pages';
import { PRINT_MARGIN_MM, printCancelled, type PrintSite, type ReportPrinter } from '#core/report/pdf-printer';
import { hardenWebContents, secureWebPreferences } from './security';

const inches = (mm: number): number => mm / 25.4;

/**
 * The page's state once it is drawn or has failed, waited on in the page itself (a MutationObserver on the attribute
 * the printers wait for, not a poll); a timeout failure when it takes longer than `timeoutMs`.
 */
const WAIT_READY = (timeoutMs: number): string => `new Promise((resolve) => {
  const html = document.documentElement;
  const state = () => html.dataset[${JSON.stringify(PRINT_READY.attribute)}] ?? null;
  const settled = () => state() === ${JSON.stringify(PRINT_READY.done)} || state() === ${JSON.stringify(PRINT_READY.failed)};
  if (settled()) return resolve(state());
  const observer = new MutationObserver(() => {
    if (!settled()) return;
    observer.disconnect();
    resolve(state());
  });
  observer.observe(html, { attributes: true });
  setTimeout(() => { observer.disconnect(); resolve(state()); }, ${timeoutMs});
})`;

async function drawn(contents: WebContents, timeoutMs: number): Promise<string> {
  const state = (await contents.executeJavaScript(WAIT_READY(timeoutMs))) as string | null;
  if (state === PRINT_READY.done || state === PRINT_READY.failed) return state;
  throw new AppFailure('timeout', ref('error.report.printTimedOut', { seconds: Math.round(timeoutMs / 1000) }));
}

export function electronPrinter(preloadPath: string, appOrigin: string): ReportPrinter {
  return {
    async print(url, file, options) {
      const { signal } = options;
      // A caller already gone gets no window.
      if (signal?.aborted) throw printCancelled();
      const window = new BrowserWindow({
        show: false,
        width: 794,
        height: 1123,
        webPreferences: secureWebPreferences(preloadPath),
      });
      // The hidden window never opens anything: no navigation away, no new windows, no links followed.
      hardenWebContents(window.webContents, appOrigin, async () => undefined);
      const onAbort = (): void => window.destroy();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        await window.loadURL(url);
        if ((await drawn(window.webContents, options.timeoutMs)) === PRINT_READY.failed) {
          const reason = String(await window.webContents.executeJavaScript('document.body.innerText'));
          throw new AppFailure(
            'not-found',
            ref('error.report.notDrawn', { detail: reason.replace(/\s+/g, ' ').trim().slice(0, 500) }),
          );
        }
        // The report's title becomes the PDF's own, as the Chromium printer does.
        await window.webContents.executeJavaScript(`document.title = ${JSON.stringify(options.title)}`);
        const pdf = await window.webContents.printToPDF({
          pageSize: 'A4',
          printBackground: true,
          displayHeaderFooter: true,
          headerTemplate: EMPTY_HEADER,
          footerTemplate: footerTemplate(options),
          margins: {
            marginType: 'custom',
            top: inches(PRINT_MARGIN_MM.top),
            bottom: inches(PRINT_MARGIN_MM.bottom),
            left: inches(PRINT_MARGIN_MM.left),
            right: inches(PRINT_MARGIN_MM.right),
          },
          generateDocumentOutline: true,
          generateTaggedPDF: true,
        });
        if (signal?.aborted) throw printCancelled();
        await writeFile(file, pdf, { flag: 'wx' });
        return { pages: pdfPageCount(pdf), bytes: pdf.byteLength };
      } catch (error) {
        throw signal?.aborted ? printCancelled() : error;
      } finally {
        signal?.removeEventListener('abort', onAbort);
        if (!window.isDestroyed()) window.destroy();
      }
    },
    close: async () => undefined,
  };
}

/** The app's print site: the print route on the app's own entry page. */
export function electronPrintSite(preloadPath: string, entry: { url: string; origin: string }): PrintSite {
  return { printer: electronPrinter(preloadPath, entry.origin), urlOf: (route) => `${entry.url}#${route}` };
}
