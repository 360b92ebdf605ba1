// One browser page on a fresh app host per test file, with page errors collected and screenshots saved when asked.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAppHost, type AppHost } from './app-host';
import { launchChromium } from './browser';
import { shoot } from './shots';

export { SHOTS } from './shots';

/** What a test may open beside its session's page: more windows, each closed with the session. */
export type SessionBrowser = Pick<Browser, 'newPage' | 'newContext'>;

export interface Session {
  host: AppHost;
  browser: SessionBrowser;
  page: Page;
  errors: string[];
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

export interface SessionOptions {
  /** Writes files into the data folder before the host starts (a damaged settings file). */
  prepare?: (dataDir: string) => void;
  viewport?: { width: number; height: number };
  /** The browser's own time zone (a broker's laptop set to another clock than Dubai's). */
  timezoneId?: string;
}

// One Chromium per test process, started by the first session and shared by the files the process runs one after
// another (the end-to-end config's isolate: false): starting it took each file about 0.6 s. Each session has
// contexts of its own (their own storage, cookies and cache, as a new browser's), all closed with the session; the
// browser ends with the process (its control pipe closes).
let chromium: Promise<Browser> | null = null;

function sharedChromium(): Promise<Browser> {
  if (!chromium) {
    const launching = launchChromium();
    chromium = launching;
    void launching.then(
      (browser) => browser.once('disconnected', () => chromium === launching && (chromium = null)),
      () => chromium === launching && (chromium = null),
    );
  }
  return chromium;
}

export async function openSession(hostArgs: string[] = [], options: SessionOptions = {}): Promise<Session> {
  const host = await startAppHost(hostArgs, options.prepare);
  const shared = await sharedChromium();
  const contexts = new Set<BrowserContext>();
  const browser: SessionBrowser = {
    newContext: async (contextOptions) => {
      const context = await shared.newContext(contextOptions);
      contexts.add(context);
      return context;
    },
    newPage: async (pageOptions) => {
      const context = await browser.newContext(pageOptions);
      return context.newPage();
    },
  };
  const page = await browser.newPage({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(host.url);
  return {
    host,
    browser,
    page,
    errors,
    shot: async (name) => void (await shoot(page, name)),
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
      await host.stop();
    },
  };
}
