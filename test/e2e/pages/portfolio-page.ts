// Locators and actions of the Portfolios view (watchlist, snapshots, history, changes, schedule), kept out of tests.
import type { Locator, Page } from 'playwright-core';
import { scrollViewToEnd } from '../support/scroll-end';

export type ChangeSide = 'added' | 'removed' | 'repriced';

/** Digits of a formatted amount ("1,637,000", "-101,000") as a number. */
export function amountOf(text: string): number {
  const digits = text.replace(/[^\d-]/g, '');
  return Number(digits);
}

export function portfolioPage(page: Page) {
  const view = page.getByTestId('portfolios-view');
  const row = (name: string): Locator => view.locator(`[data-testid="watch-row"][data-name="${name}"]`);
  const panelOf = (name: string): Locator =>
    row(name).locator('xpath=following-sibling::tr[1]').getByTestId('snapshot-panel');
  return {
    view,
    rows: view.getByTestId('watch-row'),
    row,
    async open() {
      await page.getByTestId('nav-portfolios').click();
      await view.waitFor();
    },
    /** Watches a firm by name through the picker of its kind. */
    async watchByName(kind: 'agency' | 'developer' | 'agent', name: string) {
      const add = view.getByTestId('watch-add');
      await add
        .getByTestId('watch-add-kind')
        .locator('label')
        .nth(['agency', 'developer', 'agent'].indexOf(kind))
        .click();
      const input = add.getByTestId(`${kind}-picker-input`);
      await input.fill(name);
      await page.getByTestId('picker-option').filter({ hasText: name }).first().click();
      await row(name).waitFor();
    },
    /** Snapshot now: the estimate first (its text is returned), then Start, then waits for the outcome. */
    async snapshot(name: string): Promise<{ estimate: string; done: string }> {
      await row(name).getByTestId('snapshot-now').click();
      const panel = panelOf(name);
      const estimate = (await panel.getByTestId('snapshot-estimate').textContent()) ?? '';
      await panel.getByTestId('snapshot-start').click();
      await panel.and(page.locator('[data-phase="done"]')).waitFor({ timeout: 45_000 });
      const done = (await panel.getByTestId('snapshot-done').textContent()) ?? '';
      await panel.getByTestId('snapshot-close').click();
      return { estimate, done };
    },
    /** Snapshot all: one estimate, Start, then waits until every row has `count` snapshots. */
    async snapshotAll(count: number): Promise<string> {
      await view.getByTestId('snapshot-all').click();
      const panel = view.locator(':scope > [data-testid="snapshot-panel"]');
      const estimate = (await panel.getByTestId('snapshot-estimate').textContent()) ?? '';
      await panel.getByTestId('snapshot-start').click();
      await page.waitForFunction(
        (n) =>
          [...document.querySelectorAll('[data-testid="watch-row"] td:nth-child(4)')].every(
            (td) => Number(td.textContent?.replace(/\D/g, '')) === n,
          ),
        count,
        { timeout: 90_000 },
      );
      return estimate;
    },
    async showHistory(name: string) {
      await row(name).getByTestId('watch-history').click();
      await view.getByTestId('history').getByRole('heading', { name }).waitFor();
    },
    changes: view.getByTestId('changes'),
    async changeCount(side: ChangeSide): Promise<number> {
      return Number(await view.getByTestId(`changes-tab-${side}`).getAttribute('data-count'));
    },
    /** Opens one side's tab and waits until the grid shows as many rows as the tab counts. */
    async showChanges(side: ChangeSide): Promise<Locator> {
      const tab = view.getByTestId(`changes-tab-${side}`);
      await tab.click();
      const count = Number(await tab.getAttribute('data-count'));
      const selector = `[data-testid="changes-grid-${side}"] .ag-row [col-id="externalID"]`;
      await page.waitForFunction(
        ([sel, n]) => document.querySelectorAll(sel as string).length === n,
        [selector, count],
      );
      return page.locator(selector);
    },
    /** Every listing id of one side of the changes (the grid renders all rows of a week's changes). */
    async changeIds(side: ChangeSide): Promise<string[]> {
      const cells = await this.showChanges(side);
      return (await cells.allTextContents()).map((t) => t.trim()).sort();
    },
    /** Old and new asking price of every re-priced listing on screen. */
    async repricedRows(): Promise<{ externalID: string; oldPrice: number; newPrice: number }[]> {
      await this.showChanges('repriced');
      const rows = view.getByTestId('changes-grid-repriced').locator('.ag-row');
      const out = [];
      for (const r of await rows.all()) {
        out.push({
          externalID: ((await r.locator('[col-id="externalID"]').textContent()) ?? '').trim(),
          oldPrice: amountOf((await r.locator('[col-id="oldPrice"]').textContent()) ?? ''),
          newPrice: amountOf((await r.locator('[col-id="newPrice"]').textContent()) ?? ''),
        });
      }
      return out.sort((a, b) => (a.externalID < b.externalID ? -1 : 1));
    },
    summaryRow(name: string): Locator {
      return view.getByTestId('summary-row').filter({ hasText: name });
    },
    /** Scrolls the main area to its end and says whether the last card is fully in sight. */
    async scrollToEnd(): Promise<{ atEnd: boolean; lastVisible: boolean; last: string }> {
      // Charts size themselves after a resize: scrolled again until the page's height has settled.
      await scrollViewToEnd(page);
      return page.evaluate(() => {
        const main = document.querySelector<HTMLElement>('#main')!;
        const cards = [...main.querySelectorAll<HTMLElement>('.pf-page > .card')];
        const last = cards[cards.length - 1];
        const box = main.getBoundingClientRect();
        const rect = last?.getBoundingClientRect();
        return {
          atEnd: main.scrollTop + main.clientHeight >= main.scrollHeight - 2,
          lastVisible: !!rect && rect.bottom <= box.bottom + 1 && rect.bottom > box.top,
          last: last?.dataset.testid ?? 'none',
        };
      });
    },
  };
}
