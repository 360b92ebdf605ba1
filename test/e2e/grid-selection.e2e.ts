// Picking rows in a grid for the compare panel: the row's box, a click beside it, Space on any cell of the row,
// and a box that still says the truth after its row scrolled away and back (rows are recycled as they scroll); what
// a new grid brings in as it is made (DataGrid's onGridMade): the ticked rows when a language makes a new grid, and
// the broker's columns when a new window makes one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

describe('selecting grid rows', () => {
  const count = () => s.page.getByTestId('grid-selected-count').textContent();

  it('ticks a row by its box without opening it', async () => {
    const ui = appPage(s.page);
    await ui.search();
    await ui.waitForRows();
    const box = ui.rows.first().locator('.dg-select-box');
    await box.check();
    await expect.poll(count).toBe('Selected: 1');
    expect(await box.getAttribute('aria-label')).toBeTruthy();
    // Still the results, not a property page.
    expect(await s.page.getByTestId('data-grid').isVisible()).toBe(true);
  });

  it('toggles with a click beside the box', async () => {
    const ui = appPage(s.page);
    const cell = ui.rows.nth(1).locator('.dg-select-cell');
    const box = cell.locator('.dg-select-box');
    const bounds = (await cell.boundingBox())!;
    await s.page.mouse.click(bounds.x + 3, bounds.y + 3);
    // Ticked in the click itself, once (a check made right after the click reads it ticked).
    expect(await box.isChecked()).toBe(true);
    // The count follows the grid's selection event on the next render.
    await expect.poll(count).toBe('Selected: 2');
    await s.page.mouse.click(bounds.x + 3, bounds.y + 3);
    expect(await box.isChecked()).toBe(false);
    await expect.poll(count).toBe('Selected: 1');
    await s.page.mouse.click(bounds.x + 3, bounds.y + 3);
    expect(await box.isChecked()).toBe(true);
    await expect.poll(count).toBe('Selected: 2');
  });

  it('toggles with Space on any cell of the row, once per press', async () => {
    const ui = appPage(s.page);
    await ui.rows.nth(2).locator('.ag-cell[col-id="title"]').focus();
    await s.page.keyboard.press('Space');
    await expect.poll(count).toBe('Selected: 3');
    expect(await ui.rows.nth(2).locator('.dg-select-box').isChecked()).toBe(true);
    await s.page.keyboard.press('Space');
    await expect.poll(count).toBe('Selected: 2');
    // Rows are layers that clip their own paint (data-grid.css): the focused cell's frame and the hovered row's
    // tint must still show in full.
    await s.page.keyboard.press('ArrowDown');
    await ui.rows.nth(5).hover();
    const focused = s.page.locator('[data-testid="data-grid"] .ag-cell-focus');
    await expect.poll(() => focused.count()).toBe(1);
    await s.shot('grid-focus-hover');
  });

  it('shows the right state after a ticked row scrolls away and back', async () => {
    const ui = appPage(s.page);
    const firstId = await ui.rows.first().getAttribute('row-id');
    const viewport = s.page.locator('[data-testid="data-grid"] :is(.ag-grid-viewport, .ag-body-viewport)').first();
    await viewport.evaluate((el) => (el.scrollTop = el.scrollHeight));
    // Until the grid has drawn its last row (the rows at the top recycled meanwhile), not for a fixed pause.
    await expect
      .poll(() =>
        s.page.evaluate(() => {
          const grid = document.querySelector('[data-testid="data-grid"] [aria-rowcount]');
          const rows = [...document.querySelectorAll('[data-testid="data-grid"] .ag-row[aria-rowindex]')];
          const drawn = Math.max(...rows.map((row) => Number(row.getAttribute('aria-rowindex'))));
          return drawn === Number(grid?.getAttribute('aria-rowcount'));
        }),
      )
      .toBe(true);
    await viewport.evaluate((el) => (el.scrollTop = 0));
    const row = s.page.locator(`[data-testid="data-grid"] .ag-row[row-id="${firstId}"]`).first();
    await expect.poll(() => row.locator('.dg-select-box').isChecked()).toBe(true);
    expect(await count()).toBe('Selected: 2');
  });

  it('keeps the ticked rows when Arabic makes a right-to-left grid, and when English makes one again', async () => {
    const ui = appPage(s.page);
    const ticked = () => ui.grid.locator('.ag-row .dg-select-box:checked').count();
    expect(await ticked()).toBe(2);
    await ui.setLanguage('ar');
    await expect.poll(() => ui.grid.getAttribute('dir')).toBe('rtl');
    await expect.poll(ticked).toBe(2);
    await ui.setLanguage('en');
    await expect.poll(() => ui.grid.getAttribute('dir')).toBe('ltr');
    await expect.poll(ticked).toBe(2);
    expect(await count()).toBe('Selected: 2');
  });

  it('opens a new window on the columns the broker chose, with the first rows', async () => {
    const ui = appPage(s.page);
    await s.page.getByTestId('grid-columns-button').click();
    await s.page.locator('[data-testid="grid-columns-panel"] input[data-col-id="baths"]').check();
    await s.page.locator('[data-testid="grid-columns-panel"] input[data-col-id="propertyType"]').uncheck();
    await s.page.getByTestId('grid-columns-button').click();
    await s.page.reload();
    await ui.search();
    // Read at the moment the first row is there: the saved layout came with the rows, not after them.
    const headers = await ui.rows
      .first()
      .evaluate(() =>
        [...document.querySelectorAll('[data-testid="data-grid"] .ag-header-cell[col-id]')].map((c) =>
          c.getAttribute('col-id'),
        ),
      );
    expect(headers).toContain('baths');
    expect(headers).not.toContain('propertyType');
  });
});
