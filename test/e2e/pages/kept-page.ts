// Locators and actions of the kept client reports in the Client report view, kept out of the test bodies.
import type { Page } from 'playwright-core';

export function keptPage(page: Page) {
  const card = page.getByTestId('kept-reports');
  const rows = card.getByTestId('kept-row');
  return {
    card,
    rows,
    rowNamed: (name: string) => card.locator(`[data-testid="kept-row"][data-name="${name}"]`),
    banner: page.getByTestId('report-revision'),
    history: page.getByTestId('report-history'),
    historyRows: page.getByTestId('report-history-table').locator('tbody tr'),
    rerun: page.getByTestId('kept-rerun'),
    /** Keeps the report on screen under `name`. */
    async keep(name: string) {
      await page.getByTestId('report-keep').click();
      const input = page.getByTestId('report-keep-name');
      await input.fill(name);
      await page.getByTestId('report-keep-go').click();
    },
    /** The revision on screen, as the banner holds it (its data attributes). */
    async revision(): Promise<{ id: number; version: number } | null> {
      const banner = page.getByTestId('report-revision');
      if ((await banner.count()) === 0) return null;
      return {
        id: Number(await banner.getAttribute('data-id')),
        version: Number(await banner.getAttribute('data-version')),
      };
    },
  };
}
