// The report printer of browser mode and the CLI: the system Chromium driven by playwright-core, started as the
// project's end-to-end tests start it on this kind of machine (chromium-args.ts: headless, no sandbox, no background
// networking). It loads the print route, waits for the page to say it is drawn (or why it could not be), and prints
// A4 with the footer, the document outline and tags. One browser serves every print of a session and is closed with
// the core.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { PRINT_READY } from '#shared/report/print-route';
import { CHROMIUM_ARGS } from './chromium-args';
import { EMPTY_HEADER, footerTemplate } from './pdf-footer';
import { pdfPageCount } from './pdf-pages';
import { PRINT_MARGIN_MM, printCancelled, type PrintedPdf, type PrintOptions, type ReportPrinter } from './pdf-printer';
import { ref } from '#shared/messages/message-ref';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

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

/**
 * The work's outcome, or a cancellation as soon as the signal fires: the work starts only if the signal has not
 * fired, and is then left to end on its own (`abandoned` hears what it ends with, as a late context to close).
 */
function untilAborted<T>(
  start: () => Promise<T>,
  signal: AbortSignal | undefined,
  abandoned: (value: T) => void = () => undefined,
): Promise<T> {
  if (!signal) return start();
  if (signal.aborted) return Promise.reject(printCancelled());
  const work = start();
  let onAbort = (): void => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      // Whatever the abandoned work ends with is nobody's to hear, but what it made must not be left open.
      work.then(abandoned, () => undefined);
      reject(printCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted])
    .catch((error: unknown) => {
      throw signal.aborted ? printCancelled() : error;
    })
    .finally(() => signal.removeEventListener('abort', onAbort));
}

/** Whether the promise settled (either way) within the time given. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    // A CLI that printed and is done does not stay for it.
    timer.unref();
  });
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
  /** The prints under way on each browser: a browser given up is closed once its last print has ended. */
  private readonly printing = new Map<Browser, number>();
  /** Browsers given up (a context that would not close), not yet closed. */
  private readonly retired = new Set<Browser>();

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
      return chromium.launch({ executablePath: this.executablePath, args: [...CHROMIUM_ARGS] });
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
    // The caller went away (a window closed mid-print): the print answers at once, wherever it was. Closing a page
    // whose navigation is committing can leave Chromium's page, and every wait on it, unsettled (seen here: a load
    // aborted 62 ms in never settled), so nothing after an abort waits on the browser, the page or its context.
    const browser = await untilAborted(() => this.launch(), signal);
    this.printing.set(browser, (this.printing.get(browser) ?? 0) + 1);
    try {
      const context = await untilAborted(
        () => browser.newContext({ locale: options.lang }),
        signal,
        (late) => void late.close().catch(() => undefined),
      );
      let pdf: Buffer;
      try {
        pdf = await untilAborted(() => this.render(context, url, options), signal);
      } finally {
        // Closed in any case; waited for only while the caller is there.
        const disposed = this.dispose(context, browser);
        await untilAborted(() => disposed, signal).catch(() => undefined);
      }
      // Written whole or not at all: a print abandoned once its pages were made writes nothing.
      if (signal?.aborted) throw printCancelled();
      await writeFile(file, pdf, { flag: 'wx' });
      return { pages: pdfPageCount(pdf), bytes: pdf.byteLength };
    } finally {
      const left = (this.printing.get(browser) ?? 1) - 1;
      if (left > 0 || this.retired.has(browser)) this.printing.set(browser, left);
      else this.printing.delete(browser);
      this.closeIfRetired(browser);
    }
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
   * be trusted with another print: later prints start another, and this one is closed once its prints have ended.
   */
  private async dispose(context: BrowserContext, browser: Browser): Promise<void> {
    if (await settlesWithin(context.close(), CONTEXT_CLOSE_MS)) return;
    const current = this.browser;
    if (current && (await current.catch(() => null)) === browser && this.browser === current) this.browser = null;
    this.retired.add(browser);
    this.closeIfRetired(browser);
  }

  private closeIfRetired(browser: Browser): void {
    if (!this.retired.has(browser) || (this.printing.get(browser) ?? 0) > 0) return;
    this.retired.delete(browser);
    this.printing.delete(browser);
    void browser.close().catch(() => undefined);
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    const running = browser && (await browser.catch(() => null));
    const all = [...this.retired, ...(running ? [running] : [])];
    this.retired.clear();
    this.printing.clear();
    await Promise.all(all.map((b) => b.close().catch(() => undefined)));
  }
}
