// A market analysis saved and run again, as a broker uses it on a small laptop (1024×700): Dubai Marina one- and
// two-bedroom sales over 3 months analysed, saved from the results bar under a suggested name, the form then moved
// on; in Saved searches the analysis reads as the Market view heads it, tracking it says why it is not offered;
// run again, the Market view has its chips and filters back and shows its figures at no cost, and the run is noted.
// The same in Arabic, right to left; the popover and the list stay inside the window; screenshots of both.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { marketPage } from './pages/market-page';
import { savedPage } from './pages/saved-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

const NAME = 'Marina 1–2 bed sales';
const SIZE = { width: 1024, height: 700 };

let s: Session;
beforeAll(async () => {
  s = await openSession([], {
    viewport: SIZE,
    prepare: writeFastDemoSettings,
  });
});
afterAll(async () => s?.close());

/** Nothing sticks out of the window sideways (a popover or a long description would make the page scroll). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether an element lies inside the window, left to right. */
async function insideWindow(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= SIZE.width;
}

describe('saving a market analysis', () => {
  it('saves the analysis on screen from its results bar, under a name suggested from its market', async () => {
    const m = marketPage(s.page);
    await m.open();
    await m.pickPlace('marina', 'Dubai Marina');
    await m.setPurpose('Sales');
    await m.setPeriod('3m');
    await m.toggleBeds('1 bed', '2 beds');
    await m.estimate();
    await m.load();
    await m.results.waitFor({ timeout: 45_000 });
    const bar = s.page.getByTestId('market-results-bar');
    await bar.getByTestId('save-search').click();
    const name = s.page.getByTestId('save-search-name');
    expect(await name.inputValue()).toBe('Market · Dubai Marina · Sales · Apartments · 1 bed, 2 beds · 3 months');
    expect(await insideWindow(s.page, 'save-search-form')).toBe(true);
    expect(await overflow(s.page)).toBeLessThanOrEqual(0);
    await s.shot('market-save-popover-1024');
    await name.press('Escape');
    expect(await savedPage(s.page).saveCurrent(NAME)).toBeNull();
    // Saving it twice under one name is refused, as for any search.
    expect(await savedPage(s.page).saveCurrent(NAME)).toMatch(/already has this name/);
    await s.page.getByTestId('save-search-form').getByRole('button', { name: 'Cancel' }).click();
    // The broker moves on: another period, no bedroom filter.
    await m.setPeriod('12m');
    await m.toggleBeds('1 bed', '2 beds');
  }, 90_000);

  it('lists it with its kind, market and the run it was saved from, and says why it is not tracked over time', async () => {
    const saved = savedPage(s.page);
    await saved.open();
    const row = saved.row(NAME);
    expect(await row.getByTestId('saved-kind').textContent()).toBe('Market');
    expect(await row.getByTestId('saved-description').textContent()).toBe(
      'Dubai Marina · Sales · Apartments · 1 bed, 2 beds · 3 months',
    );
    // Saved with its figures on screen, it has run: when they were made, with the transactions they count.
    expect(await row.getByTestId('saved-last-run').textContent()).toMatch(/^\d{1,2} \w{3} \d{4}/);
    expect(Number((await row.getByTestId('saved-result-count').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    const track = row.getByTestId('saved-track');
    expect(await track.getAttribute('aria-disabled')).toBe('true');
    expect(await track.getAttribute('title')).toMatch(/not tracked over time/);
    // Playwright holds an aria-disabled button as not clickable; a broker's click still reaches it and says why.
    await track.click({ force: true });
    await expect
      .poll(() => s.page.getByTestId('notice-message').allTextContents())
      .toContainEqual(expect.stringMatching(/A market analysis is not tracked over time here/));
    expect(await overflow(s.page)).toBeLessThanOrEqual(0);
    await s.shot('saved-market-list-1024');
  });

  it('runs it again: the Market view has its places and filters back and shows its figures at no cost', async () => {
    const saved = savedPage(s.page);
    await saved.run(NAME);
    const m = marketPage(s.page);
    await m.view.waitFor();
    await expect.poll(() => m.lookCost.getAttribute('data-requests'), { timeout: 30_000 }).toBe('0');
    expect(await m.form.locator('.sf-chip-label').allTextContents()).toEqual(['Dubai Marina']);
    expect(await m.form.getByTestId('field-period').locator('select').inputValue()).toBe('3m');
    expect(await m.form.getByRole('checkbox', { name: '1 bed', exact: true }).isChecked()).toBe(true);
    expect(await m.form.getByRole('checkbox', { name: '2 beds', exact: true }).isChecked()).toBe(true);
    expect(
      await m.form.getByTestId('field-purpose').getByRole('radio', { name: 'Sales', exact: true }).isChecked(),
    ).toBe(true);
    expect(await m.scopeTitle.textContent()).toBe('Dubai Marina · Sales · Apartments · 1 bed, 2 beds · 3 months');
    expect(await s.page.getByTestId('market-stale').count()).toBe(0);
    await m.chartSvg('trend').waitFor();
    await saved.open();
    await expect.poll(() => saved.row(NAME).getByTestId('saved-last-run').textContent()).not.toBe('Never run');
    expect(
      Number((await saved.row(NAME).getByTestId('saved-result-count').textContent())?.replace(/\D/g, '')),
    ).toBeGreaterThan(0);
  }, 60_000);

  it('reads right to left in Arabic, and runs from there too', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('ar');
    const saved = savedPage(s.page);
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await saved.row(NAME).getByTestId('saved-kind').textContent()).toBe('السوق');
    // What it asks, in Arabic: its place too, though saved by its English name.
    await expect
      .poll(() => saved.row(NAME).getByTestId('saved-description').textContent(), { timeout: 10_000 })
      .toMatch(/^دبي مارينا · /);
    expect(await overflow(s.page)).toBeLessThanOrEqual(0);
    await s.shot('saved-market-list-1024-ar');
    await saved.run(NAME);
    const m = marketPage(s.page);
    await m.results.waitFor();
    await expect.poll(() => m.lookCost.getAttribute('data-requests'), { timeout: 30_000 }).toBe('0');
    // Saved by its English name, the place is named in Arabic once looked up, as a place picked by hand is.
    const chip = s.page.getByTestId('market-form').locator('.sf-chip').first();
    await expect.poll(() => chip.textContent(), { timeout: 10_000 }).toContain('دبي مارينا');
    const bar = s.page.getByTestId('market-results-bar');
    await expect.poll(() => bar.textContent(), { timeout: 10_000 }).toContain('دبي مارينا');
    await s.page.getByTestId('market-results-bar').getByTestId('save-search').click();
    expect(await s.page.getByTestId('save-search-name').inputValue()).toMatch(/^السوق · /);
    expect(await insideWindow(s.page, 'save-search-form')).toBe(true);
    expect(await overflow(s.page)).toBeLessThanOrEqual(0);
    await s.shot('market-save-popover-1024-ar');
    await s.page.getByTestId('save-search-name').press('Escape');
    await ui.setLanguage('en');
  }, 60_000);

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
