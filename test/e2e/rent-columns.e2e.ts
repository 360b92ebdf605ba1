// Rents read and export as rents (issue 34, findings 3 and 9), at 1280×800 in English: a rent search shows rent
// per year first with the advertised rent and its period beside it; its export never holds two periods in one
// column and says "per year" of its AED per area; a header sort is what the summary and the notes say; blanks sort
// last both ways, in the grid and in the export.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { gridSheet } from './support/grid-sheet';
import { openSession, type Session } from './support/session';

let s: Session;
let downloads: string;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1280, height: 800 } });
  downloads = join(s.host.dataDir, 'e2e-downloads');
  mkdirSync(downloads, { recursive: true });
});
afterAll(async () => s?.close());

const exported = async () => gridSheet(await comparePage(s.page).export(downloads, 'xlsx', 'grid-export'));

/** The grid's header ids in the order shown, selection column left out. */
async function headerOrder(): Promise<string[]> {
  return s.page.locator('[data-testid="data-grid"] .ag-header-cell[col-id]').evaluateAll((cells) =>
    cells
      .map((c) => ({ id: c.getAttribute('col-id') ?? '', x: c.getBoundingClientRect().left }))
      .sort((a, b) => a.x - b.x)
      .map((c) => c.id)
      .filter((id) => id !== 'ag-Grid-SelectionColumn' && !id.startsWith('__')),
  );
}

describe('a rent search', () => {
  it('shows rent per year first, with the advertised rent and its period beside it', async () => {
    const ui = appPage(s.page);
    await ui.field('purpose').getByText('For rent', { exact: true }).click();
    await ui.pickLocation('jvc', 'Jumeirah Village Circle');
    await ui.search();
    await ui.waitForRows();
    const order = await headerOrder();
    const at = (id: string) => order.indexOf(id);
    expect(at('yearlyRent')).toBeGreaterThanOrEqual(0);
    expect(at('rentFrequency')).toBeGreaterThanOrEqual(0);
    expect(at('yearlyRent')).toBeLessThan(at('price'));
    expect(at('rentFrequency')).toBe(at('price') + 1);
    expect(await ui.headerText('price')).toBe('Advertised rent (AED)');
    // Columns past the window's edge are drawn once scrolled to.
    await s.page.evaluate(() => {
      const side = document.querySelector('[data-testid="data-grid"] .ag-body-horizontal-scroll-viewport');
      if (side) side.scrollLeft = side.scrollWidth;
    });
    expect(await ui.headerText('pricePerArea')).toMatch(/per year/);
    await s.page.evaluate(() => {
      const side = document.querySelector('[data-testid="data-grid"] .ag-body-horizontal-scroll-viewport');
      if (side) side.scrollLeft = 0;
    });
    await ui.filtersToggle.click();
    await s.shot('rent-columns-1280-en');
  });

  it('exports every rent with its period and a yearly figure, never two periods in one column', async () => {
    const { headers, rows } = await exported();
    const price = headers.indexOf('Advertised rent (AED)');
    const period = headers.indexOf('Rent period');
    const yearly = headers.indexOf('Rent per year (AED)');
    expect(price).toBeGreaterThanOrEqual(0);
    expect(period).toBe(price + 1);
    expect(yearly).toBeGreaterThanOrEqual(0);
    expect(headers.find((h) => h.startsWith('AED per'))).toMatch(/per year/);
    for (const row of rows) {
      if (row[price] === null || row[price] === undefined) continue;
      expect(String(row[period] ?? '')).not.toBe('');
    }
  });

  it('says the header’s sort in the summary: rent per year, not the form’s lowest price', async () => {
    const ui = appPage(s.page);
    await ui.filtersToggle.click();
    await ui.field('sort_order').locator('select').selectOption('lowest_price');
    await ui.search();
    await ui.waitForIdle();
    // Ordered by price, a rent search of any period shows rent per year ascending; its header turns it around.
    await expect.poll(() => ui.header('yearlyRent').getAttribute('aria-sort')).toBe('ascending');
    await ui.header('yearlyRent').click();
    await expect.poll(() => ui.header('yearlyRent').getAttribute('aria-sort')).toBe('descending');
    await ui.waitForIdle();
    await ui.filtersToggle.click();
    // The view hears of the header's sort from the grid's event, a moment after the grid shows it.
    await expect.poll(() => ui.filterSummary.textContent()).toMatch(/Rent per year \(AED\), highest first/);
    expect(await ui.filterSummary.textContent()).not.toMatch(/Lowest price/);
    await s.shot('rent-sorted-summary-1280-en');
    await ui.filtersToggle.click();
  });

  it('sorts blank yearly rents (daily lets) last both ways, in the grid and the export', async () => {
    const ui = appPage(s.page);
    // Ascending: the header's third click would clear it, so a fresh ascending sort from another column first.
    await ui.header('area').click();
    await ui.header('yearlyRent').click();
    await expect.poll(() => ui.header('yearlyRent').getAttribute('aria-sort')).toBe('ascending');
    const ascending = await ui.columnTexts('yearlyRent');
    const firstBlank = ascending.indexOf('');
    expect(ascending[0]).not.toBe('');
    if (firstBlank >= 0) expect(ascending.slice(firstBlank).every((t) => t === '')).toBe(true);
    const { headers, rows } = await exported();
    const yearly = headers.indexOf('Rent per year (AED)');
    const values = rows.map((r) => r[yearly] ?? null);
    const blank = values.findIndex((v) => v === null || v === '');
    if (blank >= 0) expect(values.slice(blank).every((v) => v === null || v === '')).toBe(true);
    expect(values[0]).not.toBeNull();
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
