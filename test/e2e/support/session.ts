// One browser page on a fresh app host per test file, with page errors collected and screenshots saved when asked.
import type { Browser, Page } from 'playwright-core';
import { startAppHost, type AppHost } from './app-host';
import { launchChromium } from './browser';
import { shoot } from './shots';

export { SHOTS } from './shots';

export interface Session {
  host: AppHost;
  browser: Browser;
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

export async function openSession(hostArgs: string[] = [], options: SessionOptions = {}): Promise<Session> {
  const host = await startAppHost(hostArgs, options.prepare);
  const browser = await launchChromium();
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
      await browser.close();
      await host.stop();
    },
  };
}
