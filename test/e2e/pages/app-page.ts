// Locators and actions of the app's screens, kept out of the test bodies.
import type { Locator, Page } from 'playwright-core';

export function appPage(page: Page) {
  const form = page.getByTestId('search-form');
  const grid = page.getByTestId('data-grid');
  return {
    page,
    form,
    grid,
    rows: grid.locator('.ag-row.grid-row'),
    statusBar: page.getByTestId('status-bar'),
    async nav(view: 'listings' | 'projects' | 'transactions' | 'agents' | 'agencies' | 'developers' | 'settings') {
      await page.getByTestId(`nav-${view}`).click();
    },
    /** Chooses a language and waits until the window speaks it (a language's messages load the first time). */
    async setLanguage(code: 'en' | 'ar' | 'ru' | 'zh' | 'hi') {
      await page.getByTestId('language-select').selectOption(code);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);
    },
    async toggleTheme() {
      await page.getByTestId('theme-toggle').click();
    },
    /** Types a place name in the location picker and picks the suggestion with that name. */
    async pickLocation(typed: string, name: string) {
      const input = form.getByTestId('location-picker-input');
      await input.click();
      await input.fill(typed);
      await page.getByTestId('picker-option').filter({ hasText: name }).first().click();
    },
    /** Types a name in a by-name picker and picks the first suggestion. */
    async pickByName(testId: string, typed: string) {
      const input = form.getByTestId(testId);
      await input.fill(typed);
      await page.getByTestId('picker-option').first().click();
    },
    field(param: string): Locator {
      return form.getByTestId(`field-${param}`);
    },
    /** The text box of a parameter's field. */
    fieldInput(param: string): Locator {
      return form.getByTestId(`field-${param}`).locator('input');
    },
    /** The message shown beside a parameter's field. */
    fieldError(param: string): Locator {
      return form.getByTestId(`field-${param}`).getByTestId('field-error');
    },
    async byName(text: string) {
      await form.getByTestId('field-mode').locator('label').nth(1).click();
      await form.getByTestId('name-query-input').fill(text);
    },
    async search() {
      await form.getByTestId('search-submit').click();
    },
    async openRow(index = 0) {
      await this.rows.nth(index).locator('.ag-cell').nth(1).click();
    },
    async waitForRows() {
      await this.rows.first().waitFor();
    },
    /** The grid's header cell of a column. */
    header(colId: string): Locator {
      return grid.locator(`.ag-header-cell[col-id="${colId}"]`);
    },
    /** The cells of a column in the order the grid shows them (rendered rows only: the grid is virtualised). */
    async columnTexts(colId: string): Promise<string[]> {
      return grid.locator('.ag-row.grid-row').evaluateAll(
        (rows, id) =>
          rows
            .flatMap((r) => {
              // A row appears once per column container; only the part holding this column counts.
              const cell = r.querySelector(`.ag-cell[col-id="${id}"]`);
              return cell ? [{ at: Number(r.getAttribute('row-index')), text: cell.textContent ?? '' }] : [];
            })
            .sort((a, b) => a.at - b.at)
            .map((r) => r.text),
        colId,
      );
    },
    /** The header's text as the broker reads it (and an export writes it). */
    async headerText(colId: string): Promise<string> {
      return ((await this.header(colId).locator('.ag-header-cell-text').textContent()) ?? '').trim();
    },
    /** Headers whose text the grid cuts (an ellipsis, or a second line hidden), as "colId: text". */
    async cutHeaders(): Promise<string[]> {
      return grid
        .locator('.ag-header-cell .ag-header-cell-text')
        .evaluateAll((texts) =>
          texts
            .filter((t) => t.scrollWidth > t.clientWidth + 1 || t.scrollHeight > t.clientHeight + 1)
            .map((t) => `${t.closest('.ag-header-cell')?.getAttribute('col-id')}: ${t.textContent}`),
        );
    },
    /** Cells of a column whose text the grid cuts with an ellipsis (rendered rows only). */
    async cutCells(colId: string): Promise<string[]> {
      return grid
        .locator(`.ag-row .ag-cell[col-id="${colId}"]`)
        .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent ?? ''));
    },
    async rowCount(): Promise<number> {
      return Number(await grid.getAttribute('data-row-count'));
    },
    sortNote: page.getByTestId('local-sort-note'),
    /** The text of one cell of the first row. */
    async firstCell(colId: string): Promise<string> {
      return (await this.rows.first().locator(`.ag-cell[col-id="${colId}"]`).textContent()) ?? '';
    },
    filtersToggle: page.getByTestId('filters-toggle'),
    filterSummary: page.getByTestId('filter-summary'),
    async waitForIdle() {
      await page.locator('[data-testid="data-grid"][aria-busy="false"]').first().waitFor();
    },
  };
}
