// Compare and export as a new broker would use them: pin four Dubai Marina listings from the grid and two
// agencies, read the panel in English and Arabic, export it and open the workbook with exceljs and SheetJS (every
// value as the panel shows it); export a grid after "Fetch all pages" (every fetched row, the visible columns in
// their order); removing and reordering survive a reload; the panel scrolls to its end on small and large screens.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';
import { comparisonByExcelJs, comparisonBySheetJs, mismatches, type PanelWords } from './support/workbook-match';

const EN: PanelWords = { yes: 'Yes', no: 'No', studio: 'Studio', sheet: 'Comparison' };
const AR: PanelWords = { yes: 'نعم', no: 'لا', studio: 'استوديو', sheet: 'المقارنة' };

let s: Session;
let downloads: string;
beforeAll(async () => {
  // One export fetches every page of a search first: at the demo's default 5 requests a second, most of its time.
  s = await openSession([], { prepare: writeFastDemoSettings });
  downloads = join(s.host.dataDir, 'e2e-downloads');
  mkdirSync(downloads, { recursive: true });
});
afterAll(async () => s?.close());

async function expectWorkbookMatchesPanel(file: string, words: PanelWords): Promise<void> {
  const panel = await comparePage(s.page).read();
  expect(panel.items.length).toBeGreaterThan(1);
  const byExcelJs = await comparisonByExcelJs(file, words.sheet);
  expect(mismatches(panel, byExcelJs, words)).toEqual([]);
  const bySheetJs = await comparisonBySheetJs(file, words.sheet);
  // SheetJS is a dev dependency; without it the independent reading cannot be made, and the test says so.
  expect(bySheetJs, 'SheetJS (dev dependency xlsx) must be installed').not.toBeNull();
  expect(mismatches(panel, bySheetJs!, words)).toEqual([]);
}

describe('compare panel and export, as a new broker tries them', () => {
  it('pins four Dubai Marina listings from the grid and two agencies', async () => {
    const ui = appPage(s.page);
    const cmp = comparePage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    // Units of one kind, whose prices the panel ranks (a 1-bed is no better buy than a 4-bed for costing less).
    await ui.field('rooms').getByText('2', { exact: true }).click();
    await ui.field('property_type').getByText('Apartment', { exact: true }).click();
    await ui.search();
    await ui.waitForRows();
    // Read once in Chinese and back: the offline cache's newest copies of these listings now speak Chinese, and the
    // English page comes from the saved English answer. Pinned from the English grid, they must stay English.
    const titles = () => ui.rows.locator('[col-id="title"]').allTextContents();
    await ui.setLanguage('zh');
    await expect.poll(async () => (await titles()).some((t) => /[\u4e00-\u9fff]/.test(t))).toBe(true);
    await ui.setLanguage('en');
    await expect.poll(async () => (await titles()).some((t) => /[\u4e00-\u9fff]/.test(t))).toBe(false);
    await cmp.selectRows(4);
    // The count follows the grid's selection event, which can land a frame after the last click.
    const count = s.page.getByTestId('grid-selected-count');
    await count
      .filter({ hasText: 'Selected: 4' })
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    expect(await count.textContent()).toBe('Selected: 4');
    await cmp.pinSelected();
    await expect.poll(() => cmp.badge.textContent()).toBe('4');

    await ui.nav('agencies');
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await cmp.selectRows(2);
    await cmp.pinSelected();
    await expect.poll(() => cmp.badge.textContent()).toBe('6');
  });

  it('shows the listings side by side in English and exports exactly what it shows', async () => {
    const cmp = comparePage(s.page);
    await cmp.open('listing');
    await cmp.waitForItems(4);
    const panel = await cmp.read();
    // In the words of the screen they were pinned from, not those of the copy fetched last.
    expect(panel.items.every((item) => !/[\u4e00-\u9fff]/.test(item))).toBe(true);
    expect(await s.page.getByTestId('compare-untranslated').count()).toBe(0);
    expect(panel.rows.map((r) => r.measure)).toEqual(
      expect.arrayContaining(['Price (AED)', 'AED per sq ft', 'Bedrooms', 'Area (sq ft)', 'Agency', 'Days listed']),
    );
    // All four are 2-bed apartments for sale: the lowest price is starred, and the rule is said beside the measure.
    const price = panel.rows.find((r) => r.id === 'price')!;
    expect(price.best.filter(Boolean).length).toBeGreaterThan(0);
    expect(await s.page.locator('tr[data-row="price"] [data-testid="compare-rule"]').textContent()).toContain(
      'Lower is better',
    );
    await s.shot('compare-listings-en');
    const file = await cmp.export(downloads);
    expect(file).toMatch(/\.xlsx$/);
    await expectWorkbookMatchesPanel(file, EN);
    const notice = s.page.locator('[data-testid="notice"][data-level="success"]').last();
    expect(await notice.textContent()).toMatch(
      /Downloaded “Comparison – Listings \d{4}-\d{2}-\d{2}\.xlsx”: 4 listings side by side\./,
    );
  });

  it('reads right to left in Arabic, and the Arabic workbook matches the Arabic panel', async () => {
    const ui = appPage(s.page);
    const cmp = comparePage(s.page);
    await ui.setLanguage('ar');
    await expect
      .poll(() => s.page.locator('tr[data-row="price"] [data-testid="compare-measure"]').textContent())
      .toBe('السعر (درهم)');
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await cmp.waitForItems(4);
    await s.shot('compare-listings-ar');
    const file = await cmp.export(downloads);
    await expectWorkbookMatchesPanel(file, AR);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.getWorksheet(AR.sheet)?.views[0]?.rightToLeft).toBe(true);
    expect(book.worksheets.map((w) => w.name)).toHaveLength(6); // About, Comparison and one sheet per listing

    await s.page.getByTestId('compare-tab-agency').click();
    await cmp.waitForItems(2);
    // Two agencies differ in nearly every figure: the measure is marked (≠), not both of its cells.
    const agencies = await cmp.read();
    expect(agencies.rows.some((r) => r.allDiffer)).toBe(true);
    expect(agencies.rows.flatMap((r) => r.differs).some(Boolean)).toBe(false);
    await s.shot('compare-agencies-ar');
    await expectWorkbookMatchesPanel(await cmp.export(downloads), AR);
    await ui.setLanguage('en');
    await cmp.waitForItems(2);
    await s.shot('compare-agencies-en');
    await expectWorkbookMatchesPanel(await cmp.export(downloads), EN);
  });

  it('keeps a removal and a new order after a reload', async () => {
    const cmp = comparePage(s.page);
    await s.page.getByTestId('compare-tab-listing').click();
    await cmp.waitForItems(4);
    const before = await cmp.order();
    await cmp.moveLater(0);
    await expect.poll(() => cmp.order()).toEqual([before[1], before[0], before[2], before[3]]);
    await cmp.remove(3);
    await cmp.waitForItems(3);
    const after = await cmp.order();
    expect(after).toEqual([before[1], before[0], before[2]]);
    await s.page.reload();
    await cmp.open('listing');
    await cmp.waitForItems(3);
    expect(await cmp.order()).toEqual(after);
    await expect.poll(() => cmp.badge.textContent()).toBe('5');
  });

  for (const [width, height, lang] of [
    [1024, 700, 'en'],
    [1024, 700, 'ar'],
    [1920, 1080, 'en'],
    [1920, 1080, 'ar'],
  ] as const) {
    it(`scrolls to its end at ${width}×${height} (${lang})`, async () => {
      await s.page.setViewportSize({ width, height });
      const ui = appPage(s.page);
      const cmp = comparePage(s.page);
      await ui.setLanguage(lang);
      await cmp.open('listing');
      await cmp.waitForItems(3);
      // A table wider than its box says so above it: the items past its edge are not gone.
      const wider = await s.page.getByTestId('compare-scroll').evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      await expect.poll(() => s.page.getByTestId('compare-scroll-hint').count()).toBe(wider ? 1 : 0);
      if (width === 1024) expect(wider).toBe(true);
      // On a 700-px window the sticky item heads keep their names to two lines, leaving the rows the height.
      const lines = await s.page
        .getByTestId('compare-item-name')
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(lines).toBeLessThanOrEqual(height === 700 ? 2 : 3);
      const end = await cmp.scrollToEnd();
      expect(end).toEqual({
        lastRowVisible: true,
        namesInSight: true,
        lastItemVisible: true,
        scrolled: true,
        windowFits: true,
      });
      await s.shot(`compare-end-${width}x${height}-${lang}`);
    });
  }

  it('exports every fetched row of a grid with its visible columns in their order', async () => {
    await s.page.setViewportSize({ width: 1920, height: 1080 });
    const ui = appPage(s.page);
    await ui.setLanguage('en');
    const cmp = comparePage(s.page);
    await ui.nav('listings');
    // The reload above started a new window: the search form is as a new broker finds it.
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.field('rooms').getByText('3', { exact: true }).click();
    await ui.search();
    await ui.waitForIdle();
    await s.page.getByTestId('fetch-all-button').click();
    await s.page.getByTestId('fetch-all-start').click();
    await expect
      .poll(() => s.page.getByTestId('fetch-all-done').getAttribute('data-outcome'), { timeout: 45_000 })
      .toBe('complete');
    const fetched = Number(await ui.grid.getAttribute('data-row-count'));
    expect(fetched).toBeGreaterThan(24);
    // Shown: the hidden "Baths" column; hidden: "Type", so the order is the broker's, not the default.
    await s.page.getByTestId('grid-columns-button').click();
    await s.page.locator('[data-testid="grid-columns-panel"] input[data-col-id="baths"]').check();
    await s.page.locator('[data-testid="grid-columns-panel"] input[data-col-id="propertyType"]').uncheck();
    await s.page.getByTestId('grid-columns-button').click();
    await ui.filtersToggle.click();
    const shown = await ui.grid.locator('.ag-header-cell[col-id]').evaluateAll((cells) =>
      cells
        .map((c) => ({
          id: c.getAttribute('col-id') ?? '',
          at: Number(c.getAttribute('aria-colindex')),
          header: (c.querySelector('.ag-header-cell-text')?.textContent ?? '').trim(),
        }))
        .filter((c) => !c.id.startsWith('ag-Grid-') && c.id !== 'dg-select')
        .sort((a, b) => a.at - b.at),
    );
    expect(shown.map((c) => c.id)).toContain('baths');
    expect(shown.map((c) => c.id)).not.toContain('propertyType');
    const file = await cmp.export(downloads, 'xlsx', 'grid-export');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets.find((w) => w.name !== 'About')!;
    expect(sheet.rowCount - 1).toBe(fetched);
    const written = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(written).toEqual(shown.map((c) => c.header));
    const notice = s.page.locator('[data-testid="notice"][data-level="success"]').last();
    expect(await notice.textContent()).toContain(`${fetched.toLocaleString('en')} rows`);
    await s.shot('grid-exported');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
