// Locators and actions of the Client report view and its printed document, kept out of the test bodies.
import type { Page } from 'playwright-core';

export function reportPage(page: Page) {
  const form = page.getByTestId('report-form');
  const estimate = page.getByTestId('report-estimate');
  const grid = page.getByTestId('comparables-grid');
  return {
    page,
    form,
    view: page.getByTestId('report-view'),
    plan: page.getByTestId('report-plan'),
    cost: page.getByTestId('report-cost'),
    result: page.getByTestId('report-result'),
    estimate,
    grid,
    toggles: grid.locator('[data-testid="include-toggle"]'),
    async open() {
      await page.getByTestId('nav-report').click();
      await page.getByTestId('report-view').waitFor();
    },
    /** Types a place name in the picker and picks the suggestion with that name. */
    async pickPlace(typed: string, name: string) {
      const input = form.getByTestId('location-picker-input');
      await input.click();
      await input.fill(typed);
      await page.getByTestId('picker-option').filter({ hasText: name }).first().click();
    },
    sizeInput: form.getByTestId('field-size').locator('input'),
    askingInput: form.getByTestId('field-asking').locator('input'),
    async estimateCost() {
      await page.getByTestId('report-submit').click();
    },
    async load() {
      await page.getByTestId('report-load').click();
    },
    /** The estimate's figures as the view holds them (its data attributes). */
    async figures(): Promise<{ n: number; low: number; central: number; high: number }> {
      const read = async (name: string) => Number(await estimate.getAttribute(`data-${name}`));
      return { n: await read('n'), low: await read('low'), central: await read('central'), high: await read('high') };
    },
    /** Waits for the print document to say it is drawn (or failed), and returns which. */
    async printReady(timeout = 30_000): Promise<string> {
      await page.waitForFunction(() => document.documentElement.dataset.printReady !== undefined, null, { timeout });
      return page.evaluate(() => document.documentElement.dataset.printReady ?? '');
    },
  };
}
