// The report printer of browser mode and the CLI: the system Chromium driven by playwright-core, with the flags the
// project's end-to-end tests use on this kind of machine (headless, no sandbox, no background networking). It loads
// the print route, waits for the page to say it is drawn (or why it could not be), and prints A4 with the footer,
// the document outline and tags. One browser serves every print of a session and is closed with the core.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { PRINT_READY } from '#shared/report/print-route';
import { EMPTY_HEADER, footerTemplate } from './pdf-footer';
import { pdfPageCount } from './pdf-pages';
import { PRINT_MARGIN_MM, printCancelled, type PrintedPdf, type PrintOptions, type ReportPrinter } from './pdf-printer';
import { ref } from '#shared/messages/message-ref';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const chromiumPathSchema = z.string().trim().min(1).refine(isAbsolute, 'error.report.chromiumAbsolute');

/** The Chromium to print with: AQAR_CHROMIUM (as the end-to-end tests read it), else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv): string {
  const given = env.AQAR_CHROMIUM;
  if (given === undefined || given.trim() === '') return DEFAULT_CHROMIUM;
  const parsed = chromiumPathSchema.safeParse(given);
  if (!parsed.success) {
    throw new AppFailure(
      'validation',
      ref('error.report.chromiumPath', { path: given, detail: ref('error.report.chromiumAbsolute') }),
      {
        field: 'AQAR_CHROMIUM',
      },
    );
  }
  return parsed.data;
}

const MARGIN = Object.fromEntries(Object.entries(PRINT_MARGIN_MM).map(([side, mm]) => [side, `${mm}mm`]));

type PageState = 'done' | 'failed';

/** The little of the page's DOM the printer reads (the core has no DOM types). */
interface PageGlobals {
  document: {
    documentElement: { dataset: Record<string, string | undefined> };
    body: { innerText: string };
    fonts: { ready: Promise<unknown> };
    title: string;
  };
}

// Functions, not strings: Playwright runs them through the debugging protocol, which the page's content security
// policy (no eval) does not refuse, as it refuses a string predicate.
function readyState(ready: typeof PRINT_READY): PageState | null {
  const value = (globalThis as unknown as PageGlobals).document.documentElement.dataset[ready.attribute];
  return value === ready.done || value === ready.failed ? value : null;
}

/** How long a print's context may take to close before its browser is given up. */
const CONTEXT_CLOSE_MS = 5_000;

/** The work's outcome, or a cancellation as soon as the signal fires (the work is then left to end on its own). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(printCancelled());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  // Whatever the abandoned work ends with is nobody's to hear.
  work.catch(() => undefined);
  return Promise.race([work, aborted])
    .catch((error: unknown) => {
      throw signal.aborted ? printCancelled() : error;
    })
    .finally(() => signal.removeEventListener('abort', onAbort));
}

/** Whether the promise settled (either way) within the time given. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = promise.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

export class ChromiumPrinter implements ReportPrinter {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string = DEFAULT_CHROMIUM) {}

  private missing(): AppFailure {
    return new AppFailure('not-found', ref('error.report.noChromium', { path: this.executablePath }));
  }

  private async launch(): Promise<Browser> {
    const running = this.browser && (await this.browser.catch(() => null));
    if (running?.isConnected()) return running;
    if (!existsSync(this.executablePath)) throw this.missing();
    // Set before the first await, so prints that start together share one browser rather than each starting one.
    const launching = (async () => {
      // Loaded when a report is first printed: neither the app's start nor other commands pay for it.
      const { chromium } = await import('playwright-core');
      return chromium.launch({ executablePath: this.executablePath, args: CHROMIUM_ARGS });
    })();
    this.browser = launching;
    try {
      return await launching;
    } catch (error) {
      if (this.browser === launching) this.browser = null;
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new AppFailure(
        'internal',
        ref('error.report.chromiumFailed', { path: this.executablePath, detail: why ?? '' }),
      );
    }
  }

  async print(url: string, file: string, options: PrintOptions): Promise<PrintedPdf> {
    const { signal } = options;
    if (signal?.aborted) throw printCancelled();
    const browser = await this.launch();
    if (signal?.aborted) throw printCancelled();
    const context = await browser.newContext({ locale: options.lang });
    let pdf: Buffer;
    try {
      // The caller went away (a window closed mid-print): the print answers at once. Closing a page whose navigation
      // is committing can leave Chromium's page, and every wait on it, unsettled (seen here: a load aborted 62 ms
      // in never settled), so nothing after an abort waits on the page, nor on its context's close.
      pdf = await untilAborted(this.render(context, url, options), signal);
    } finally {
      const disposed = this.dispose(context, browser);
      if (!signal?.aborted) await disposed;
    }
    // Written whole or not at all: a print abandoned once its pages were made writes nothing.
    if (signal?.aborted) throw printCancelled();
    await writeFile(file, pdf, { flag: 'wx' });
    return { pages: pdfPageCount(pdf), bytes: pdf.byteLength };
  }

  /** Loads the print route, waits for the page to say it is drawn, and prints it: the PDF's bytes. */
  private async render(context: BrowserContext, url: string, options: PrintOptions): Promise<Buffer> {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
    const state = await page
      .waitForFunction(readyState, PRINT_READY, { timeout: options.timeoutMs, polling: 100 })
      .then((handle) => handle.jsonValue() as Promise<PageState>)
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new AppFailure(
            'timeout',
            ref('error.report.drawTimeout', { seconds: Math.round(options.timeoutMs / 1000) }),
          );
        }
        throw error;
      });
    if (state === PRINT_READY.failed) {
      const reason = (await page.evaluate(() => (globalThis as unknown as PageGlobals).document.body.innerText))
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 500);
      throw new AppFailure('not-found', ref('error.report.drawFailed', { detail: reason }));
    }
    // Web fonts (the bundled Noto faces) must be in before printing, or the PDF falls back to system fonts; the
    // report's title becomes the PDF's own (a viewer's tab and a file list show it), not the app's name.
    await page.evaluate(async (title) => {
      const { document } = globalThis as unknown as PageGlobals;
      await document.fonts.ready;
      document.title = title;
    }, options.title);
    return page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: EMPTY_HEADER,
      footerTemplate: footerTemplate(options),
      margin: MARGIN,
      outline: true,
      tagged: true,
    });
  }

  /**
   * Closes one print's context. A close that does not settle (the same Chromium race) leaves a browser that cannot
   * be trusted with the next print: it is dropped, and the next print starts another.
   */
  private async dispose(context: BrowserContext, browser: Browser): Promise<void> {
    const closed = await settlesWithin(context.close(), CONTEXT_CLOSE_MS);
    if (closed) return;
    if ((await this.browser?.catch(() => null)) === browser) this.browser = null;
    void browser.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    const running = browser && (await browser.catch(() => null));
    await running?.close().catch(() => undefined);
  }
}
