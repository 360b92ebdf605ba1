// Locators and actions of saved searches: "Save search" above a research view's results and the Saved view.
import type { Locator, Page } from 'playwright-core';

export function savedPage(page: Page) {
  const view = page.getByTestId('saved-view');
  const row = (name: string): Locator => view.locator(`[data-testid="saved-row"][data-name="${name}"]`);
  return {
    view,
    rows: view.getByTestId('saved-row'),
    row,
    async open() {
      await page.getByTestId('nav-saved').click();
      await view.waitFor();
    },
    /** Saves the search on screen under `name`; returns the problem shown, if the name was refused. */
    async saveCurrent(name: string): Promise<string | null> {
      await page.getByTestId('save-search').click();
      await page.getByTestId('save-search-name').fill(name);
      await page.getByTestId('save-search-submit').click();
      const problem = page.getByTestId('save-search-problem');
      const form = page.getByTestId('save-search-form');
      await Promise.race([problem.waitFor(), form.waitFor({ state: 'detached' })]);
      return (await problem.isVisible()) ? await problem.textContent() : null;
    },
    async run(name: string) {
      await row(name).getByTestId('saved-run').click();
    },
    async rename(name: string, to: string) {
      await row(name).getByTestId('saved-rename').click();
      await row(name).getByTestId('saved-rename-input').fill(to);
      await row(name).getByTestId('saved-rename-input').press('Enter');
      await row(to).waitFor();
    },
    async duplicate(name: string) {
      await row(name).getByTestId('saved-duplicate').click();
    },
    async remove(name: string) {
      await row(name).getByTestId('saved-delete').click();
      await view.getByTestId('saved-confirm-yes').click();
      await row(name).waitFor({ state: 'detached' });
    },
    importInput: view.getByTestId('saved-import-input'),
    importError: view.getByTestId('saved-import-error'),
  };
}
