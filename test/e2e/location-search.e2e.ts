// A broker's first minute: find Dubai Marina, then read the suggestions in Arabic, right to left.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppHost, type AppHost } from './support/app-host';
import { launchChromium } from './support/browser';
import { researchPage } from './pages/research-page';

const SHOTS = join(import.meta.dirname, '../../test-results/screenshots');
let host: AppHost;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  host = await startAppHost();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

describe('location search journey', () => {
  it('lists Dubai Marina with its path when the broker types "marina"', async () => {
    await page.goto(host.url);
    const ui = researchPage(page);
    await ui.searchLocation('marina');
    const marina = ui.suggestionNamed('Dubai Marina');
    await marina.first().waitFor();
    expect(await marina.first().getByTestId('suggestion-path').textContent()).toBe('Dubai > Dubai Marina');
    expect(await ui.statusBar.textContent()).toContain('Demo data');
    await page.screenshot({ path: join(SHOTS, 'location-search-en.png') });
  });

  it('opens the chosen place', async () => {
    const ui = researchPage(page);
    await ui.suggestionNamed('Dubai Marina').first().click();
    await ui.selectedCard.waitFor();
    expect(await ui.selectedCard.textContent()).toContain('Dubai Marina');
  });

  it('shows Arabic names right to left after switching the language', async () => {
    const ui = researchPage(page);
    await ui.setLanguage('ar');
    await ui.searchLocation('marina');
    const marina = ui.suggestionNamed('دبي مارينا');
    await marina.first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    const direction = await marina.first().evaluate((el) => getComputedStyle(el).direction);
    expect(direction).toBe('rtl');
    expect(await marina.first().getByTestId('suggestion-path').textContent()).toBe('دبي > دبي مارينا');
    await ui.selectedCard.getByText('دبي مارينا', { exact: true }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'location-search-ar.png') });
    await ui.toggleTheme();
    await page.screenshot({ path: join(SHOTS, 'location-search-ar-toggled-theme.png') });
  });

  it('raised no page errors and no CSP violations', () => {
    expect(pageErrors).toEqual([]);
  });
});
