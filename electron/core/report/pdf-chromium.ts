// The report printer of browser mode and the CLI: the system Chromium driven by playwright-core, with the flags the
// project's end-to-end tests use on this kind of machine (headless, no sandbox, no background networking). It loads
// the print route, waits for the page to say it is drawn (or why it could not be), and prints A4 with the footer,
// the document outline and tags. One browser serves every print of a session and is closed with the core.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import type { Browser } from 'playwright-core';
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
    const context = await browser.newContext({ locale: options.lang });
    // The caller went away (a window closed mid-print): closing the page ends whatever it waits on.
    const onAbort = (): void => void context.close().catch(() => undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      // The caller may have gone while Chromium started (seconds on a loaded machine): an abort before the listener
      // was added never calls it, and the page would wait out the whole print timeout.
      if (signal?.aborted) throw printCancelled();
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
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: EMPTY_HEADER,
        footerTemplate: footerTemplate(options),
        margin: MARGIN,
        outline: true,
        tagged: true,
      });
      if (signal?.aborted) throw printCancelled();
      await writeFile(file, pdf, { flag: 'wx' });
      return { pages: pdfPageCount(pdf), bytes: pdf.byteLength };
    } catch (error) {
      throw signal?.aborted ? printCancelled() : error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    const running = browser && (await browser.catch(() => null));
    await running?.close().catch(() => undefined);
  }
}
