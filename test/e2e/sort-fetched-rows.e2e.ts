// A header sort after "Fetch all pages" keeps what the broker paid for: every held row is sorted where it is, with
// no request, the view says so in the interface language, and an export has every row in that order. A capped
// fetch-all is sorted within its rows and says so, with the way to have the service sort all of it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { hostApi } from './support/host-api';
import { gridSheet } from './support/grid-sheet';
import { openSession, type Session } from './support/session';

let s: Session;
let downloads: string;
let requestsToday: () => Promise<number>;
beforeAll(async () => {
  s = await openSession();
  downloads = join(s.host.dataDir, 'e2e-downloads');
  mkdirSync(downloads, { recursive: true });
  const invoke = hostApi(s.host);
  // The core's own request log, not the status bar's re-read: exact at the moment of asking.
  requestsToday = async () => (await invoke('usage:get', {})).today;
});
afterAll(async () => s?.close());

/** "85,000 /yr", "٨٥٬٠٠٠" → 85000 (Western digits only here: the sheet and the English grid). */
const amount = (text: string): number => Number(text.replace(/[^\d]/g, ''));
const isOrdered = (values: number[], direction: 'asc' | 'desc'): boolean =>
  values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));

// Sales: a rent search of any period ordered by price is ordered by rent per year (rent-order.e2e.ts covers it).
async function searchMarinaStudioSales(): Promise<void> {
  const ui = appPage(s.page);
  await ui.field('purpose').getByText('For sale', { exact: true }).click();
  await ui.pickLocation('marina', 'Dubai Marina');
  await ui.field('rooms').getByText('Studio', { exact: true }).click();
  await ui.search();
  await ui.waitForRows();
}

async function fetchAll(outcome: 'complete' | 'capped'): Promise<void> {
  await s.page.getByTestId('fetch-all-button').click();
  await s.page.getByTestId('fetch-all-start').click();
  await expect
    .poll(() => s.page.getByTestId('fetch-all-done').getAttribute('data-outcome'), { timeout: 45_000 })
    .toBe(outcome);
}

/** A screenshot with the filter panel folded, so the grid has the width a broker would give it. */
async function shotWithFiltersFolded(name: string): Promise<void> {
  const ui = appPage(s.page);
  await ui.filtersToggle.click();
  await ui.form.waitFor({ state: 'detached' });
  await s.shot(name);
  await ui.filtersToggle.click();
  await ui.form.waitFor();
}

/** The grid's sheet of an exported workbook: its header row and its data rows. */
async function exportedSheet(): Promise<{ headers: string[]; rows: unknown[][] }> {
  return gridSheet(await comparePage(s.page).export(downloads, 'xlsx', 'grid-export'));
}

describe('sorting the rows of every fetched page', () => {
  let total = 0;

  it('sorts all held rows by price from the header, without a request, and says so', async () => {
    const ui = appPage(s.page);
    await searchMarinaStudioSales();
    await fetchAll('complete');
    total = amount((await s.page.getByTestId('results-total').textContent()) ?? '');
    expect(total).toBeGreaterThan(24 * 2);
    expect(await ui.rowCount()).toBe(total);
    const before = await requestsToday();

    await ui.header('price').click();
    await expect.poll(() => ui.sortNote.getAttribute('data-scope')).toBe('all');
    expect(await ui.sortNote.textContent()).toContain(
      `Sorted all ${total.toLocaleString('en')} results: every page is held, so no request was spent.`,
    );
    const lowestFirst = (await ui.columnTexts('price')).map(amount);
    expect(lowestFirst.length).toBeGreaterThan(5);
    expect(isOrdered(lowestFirst, 'asc')).toBe(true);

    await ui.header('price').click();
    await expect.poll(async () => isOrdered((await ui.columnTexts('price')).map(amount), 'desc')).toBe(true);
    expect(await ui.header('price').getAttribute('aria-sort')).toBe('descending');
    // Every row stays, the pager still says so, the service's order in the form is untouched.
    expect(await ui.rowCount()).toBe(total);
    expect(await s.page.getByTestId('results-page').textContent()).toBe(
      `All ${total.toLocaleString('en')} fetched rows`,
    );
    expect(await ui.field('sort_order').locator('select').inputValue()).toBe('popular');
    expect(await requestsToday()).toBe(before);
    await shotWithFiltersFolded('sorted-all-fetched-en');
  });

  it('exports every held row in the order on screen', async () => {
    const ui = appPage(s.page);
    const before = await requestsToday();
    const { headers, rows } = await exportedSheet();
    expect(rows).toHaveLength(total);
    const price = headers.indexOf(await ui.headerText('price'));
    const title = headers.indexOf(await ui.headerText('title'));
    expect(price).toBeGreaterThanOrEqual(0);
    const prices = rows.map((r) => Number(r[price]));
    expect(isOrdered(prices, 'desc')).toBe(true);
    // The first row on screen is the highest price of the whole result, and the sheet starts as the grid does.
    const shownPrices = (await ui.columnTexts('price')).map(amount);
    expect(shownPrices[0]).toBe(Math.max(...prices));
    const shownTitles = await ui.columnTexts('title');
    expect(rows.slice(0, shownTitles.length).map((r) => String(r[title]))).toEqual(shownTitles);
    const notice = s.page.locator('[data-testid="notice"][data-level="success"]').last();
    expect(await notice.textContent()).toContain(`${total.toLocaleString('en')} rows`);
    expect(await notice.textContent()).not.toMatch(/never fetched/);
    expect(await requestsToday()).toBe(before);
  });

  it('says it in Arabic, and turns the service’s own order over from the rows held', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('ar');
    // A new language asks again for page 1 only; the price order goes to the service and shows in the form.
    await expect.poll(() => ui.field('sort_order').locator('select').inputValue()).toBe('highest_price');
    await ui.waitForIdle();
    expect(await s.page.getByTestId('language-refetched').count()).toBe(1);
    await fetchAll('complete');
    expect(await ui.rowCount()).toBe(total);
    // Every page is in Arabic again: the note asking for that is gone.
    expect(await s.page.getByTestId('language-refetched').count()).toBe(0);
    const before = await requestsToday();
    // The header shows the service's highest-first order; one click turns it over from the rows held.
    await ui.header('price').click();
    await expect.poll(() => ui.sortNote.getAttribute('data-scope')).toBe('all');
    expect(await ui.header('price').getAttribute('aria-sort')).toBe('ascending');
    expect(await ui.sortNote.textContent()).toMatch(/^رُتّبت كل النتائج/);
    expect(await ui.rowCount()).toBe(total);
    expect(await requestsToday()).toBe(before);
    await s.page.getByTestId('fetch-all-close').click();
    await shotWithFiltersFolded('sorted-all-fetched-ar');
    await ui.setLanguage('en');
    await ui.waitForIdle();
  });

  it('sorts a capped fetch-all within its rows, says so, and offers the service’s sort of all', async () => {
    const ui = appPage(s.page);
    await ui.nav('settings');
    await s.page.getByTestId('setting-fetchAllCap').locator('input').fill('3');
    await s.page.getByTestId('limits-save').click();
    await s.page.locator('[data-testid="notice"][data-level="success"]').first().waitFor();
    await ui.nav('listings');
    await ui.field('sort_order').locator('select').selectOption('popular');
    await ui.search();
    await ui.waitForIdle();
    await fetchAll('capped');
    expect(await ui.rowCount()).toBe(72);
    const before = await requestsToday();
    await ui.header('price').click();
    await expect.poll(() => ui.sortNote.getAttribute('data-scope')).toBe('fetched-service');
    expect(await ui.sortNote.textContent()).toContain(
      `Sorted within the 72 fetched rows only, not all ${total.toLocaleString('en')} results.`,
    );
    expect(await ui.rowCount()).toBe(72);
    expect(await requestsToday()).toBe(before);
    await s.shot('sorted-within-capped-en');
    // The broker's choice, said on the button: the service sorts all of it, from page 1.
    await s.page.getByTestId('sort-all-by-service').click();
    await expect.poll(() => s.page.getByTestId('results-page').textContent()).toMatch(/^Page 1 of \d+$/);
    expect(await ui.field('sort_order').locator('select').inputValue()).toBe('lowest_price');
    expect(await ui.sortNote.count()).toBe(0);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
