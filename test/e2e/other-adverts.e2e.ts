// Repeat adverts in the results: after fetching every page of Dubai Marina's sales, the listings grid counts, for
// each advert, the other adverts of its unit among the rows (by the rule of a property's "other adverts" section),
// sorts by that count, explains it on hover, and the export writes the same counts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { gridSheet } from './support/grid-sheet';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

let s: Session;
let downloads: string;
beforeAll(async () => {
  // Every page of Dubai Marina's sales: the demo's default 5 requests a second made that alone 20 s.
  s = await openSession([], { prepare: writeFastDemoSettings });
  downloads = join(s.host.dataDir, 'e2e-downloads');
  mkdirSync(downloads, { recursive: true });
});
afterAll(async () => s?.close());

const counts = (texts: string[]) => texts.map((t) => (t.trim() === '' ? 0 : Number(t.replace(/[^\d]/g, ''))));

describe('other adverts of each unit in the results', () => {
  let highest = 0;
  let fetched = 0;

  it('counts them over every fetched row and sorts by the count', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await s.page.getByTestId('fetch-all-button').click();
    await s.page.getByTestId('fetch-all-start').click();
    await expect
      .poll(() => s.page.getByTestId('fetch-all-done').getAttribute('data-outcome'), { timeout: 60_000 })
      .toBe('complete');
    fetched = await ui.rowCount();
    await ui.filtersToggle.click();
    await ui.form.waitFor({ state: 'detached' });
    const header = ui.header('otherAdverts');
    await header.scrollIntoViewIfNeeded();
    expect(await header.textContent()).toContain('Other adverts');
    // Highest first: two clicks (the first is lowest first).
    await header.click();
    await header.click();
    await expect.poll(async () => counts(await ui.columnTexts('otherAdverts'))[0] ?? 0).toBeGreaterThan(0);
    const shown = counts(await ui.columnTexts('otherAdverts'));
    expect(shown.every((n, i) => i === 0 || shown[i - 1]! >= n)).toBe(true);
    highest = shown[0]!;
    // The collapsed filters say the sort in the header's words, once the window has heard of the second click (the
    // grid reorders its rows at once; the view learns of the sort from the grid's event a moment later).
    await expect.poll(() => ui.filterSummary.textContent()).toContain('Sorted by Other adverts, highest first');
    const first = ui.rows.first().locator('.ag-cell[col-id="otherAdverts"]');
    expect(await first.getAttribute('title')).toMatch(
      /^This unit again among these results: \d+ with the same photos, \d+ likely \(same size and price\)\.$/,
    );
    await s.shot('other-adverts-en');
  });

  it('writes the same counts in the export', async () => {
    const { headers, rows } = await gridSheet(await comparePage(s.page).export(downloads, 'xlsx', 'grid-export'));
    const column = headers.indexOf('Other adverts');
    expect(column).toBeGreaterThanOrEqual(0);
    const written = rows.map((r) => Number(r[column] ?? 0));
    expect(written[0]).toBe(highest);
    expect(written.filter((n) => n > 0).length).toBeGreaterThan(1);
  });

  it('keeps the column in Arabic', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('ar');
    await expect.poll(() => ui.headerText('otherAdverts')).toBe('إعلانات أخرى');
    await s.shot('other-adverts-ar');
    await ui.setLanguage('en');
  });

  it('sorts again when the counts come in under a sort chosen before them', async () => {
    // Sorted by the count on the first page, then every page fetched: the pages arrive under the sort with no count
    // yet, and the counts over all of them come after. The rows must follow the counts then, highest first.
    const ui = appPage(s.page);
    // Back from Arabic, the search was asked again in English: its first page only.
    await expect.poll(() => ui.rowCount()).toBeLessThan(fetched);
    const header = ui.header('otherAdverts');
    await header.scrollIntoViewIfNeeded();
    for (let i = 0; i < 3 && (await header.getAttribute('aria-sort')) !== 'descending'; i += 1) await header.click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await s.page.getByTestId('fetch-all-button').click();
    await s.page.getByTestId('fetch-all-start').click();
    await expect
      .poll(() => s.page.getByTestId('fetch-all-done').getAttribute('data-outcome'), { timeout: 60_000 })
      .toBe('complete');
    await expect.poll(async () => counts(await ui.columnTexts('otherAdverts'))[0] ?? 0).toBe(highest);
    // Every row, not only those drawn: the export writes them in the order on screen.
    const { headers, rows } = await gridSheet(await comparePage(s.page).export(downloads, 'xlsx', 'grid-export'));
    const written = rows.map((r) => Number(r[headers.indexOf('Other adverts')] ?? 0));
    expect(written).toHaveLength(fetched);
    expect(written.filter((n, i) => i > 0 && written[i - 1]! < n)).toEqual([]);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
