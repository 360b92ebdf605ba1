// Locators and actions of the compare panel, the Pin buttons and the Export menus, kept out of the test bodies.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { scrollViewToEnd } from '../support/scroll-end';

export type CompareKind = 'listing' | 'project' | 'agent' | 'agency' | 'developer' | 'place';

/** The panel as the broker reads it: item names, and per measure its name, its kind and each shown value. */
export interface PanelTable {
  items: string[];
  rows: {
    id: string;
    kind: string;
    measure: string;
    values: string[];
    best: boolean[];
    differs: boolean[];
    allDiffer: boolean;
  }[];
}

export interface EndOfPanel {
  /** The last measure row is inside the main area's and the table's visible boxes after scrolling both to their end. */
  lastRowVisible: boolean;
  /** Then the item names are still in sight, above that row (the table's head is sticky inside its scroll box). */
  namesInSight: boolean;
  /** The last item's column can be brought into the table's visible box by scrolling it sideways. */
  lastItemVisible: boolean;
  scrolled: boolean;
  /** The window itself never scrolls sideways (only the table does). */
  windowFits: boolean;
}

export function comparePage(page: Page) {
  const grid = page.getByTestId('data-grid');
  const table = page.getByTestId('compare-table');
  return {
    table,
    badge: page.getByTestId('compare-count'),
    items: page.getByTestId('compare-item'),
    /** Ticks the checkboxes of the grid's first `count` rows. */
    async selectRows(count: number, from = 0) {
      const rows = grid.locator('.ag-row.grid-row');
      for (let i = from; i < from + count; i++) await rows.nth(i).locator('.dg-select-box').check();
    },
    async pinSelected() {
      await page.getByTestId('pin-selected').click();
      await page.getByTestId('pin-selected').waitFor({ state: 'detached' });
    },
    async open(kind?: CompareKind) {
      await page.getByTestId('nav-compare').click();
      await page.getByTestId('view-compare').waitFor();
      if (kind) await page.getByTestId(`compare-tab-${kind}`).click();
      await page.locator('#compare-tabpanel[aria-busy="false"]').waitFor();
    },
    async waitForItems(count: number) {
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="compare-item"]').length === n &&
          document.querySelector('#compare-tabpanel')?.getAttribute('aria-busy') === 'false',
        count,
      );
    },
    /** The item ids in the panel's order. */
    async order(): Promise<string[]> {
      return page
        .locator('[data-testid="compare-item"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? ''));
    },
    async read(): Promise<PanelTable> {
      return table.evaluate((el) => {
        const text = (n: Element | null) => (n?.textContent ?? '').trim();
        const items = [...el.querySelectorAll('[data-testid="compare-item-name"]')].map(text);
        const rows = [...el.querySelectorAll('tr[data-testid="compare-row"]')].map((tr) => {
          const cells = [...tr.querySelectorAll('[data-testid="compare-cell"]')];
          return {
            id: tr.getAttribute('data-row') ?? '',
            kind: tr.getAttribute('data-kind') ?? '',
            measure: text(tr.querySelector('[data-testid="compare-measure"]')),
            values: cells.map((c) => text(c.querySelector('[data-testid="compare-value"]'))),
            best: cells.map((c) => c.hasAttribute('data-best')),
            differs: cells.map((c) => c.hasAttribute('data-differs')),
            allDiffer: tr.querySelector('th[data-all-differ]') !== null,
          };
        });
        return { items, rows };
      });
    },
    /** Exports the open comparison (or a grid: `testId` grid-export) and saves the download into `dir`. */
    async export(dir: string, format: 'xlsx' | 'csv' = 'xlsx', testId = 'compare-export'): Promise<string> {
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByTestId(testId).click();
      await page.getByTestId(`export-${format}`).click();
      const download = await downloading;
      const file = join(dir, download.suggestedFilename());
      await download.saveAs(file);
      return file;
    },
    async moveLater(index: number) {
      await page.getByTestId('compare-move-later').nth(index).click();
    },
    async moveEarlier(index: number) {
      await page.getByTestId('compare-move-earlier').nth(index).click();
    },
    async remove(index: number) {
      await page.getByTestId('compare-remove').nth(index).click();
    },
    /** Scrolls the main area to its end and the table to its far side; says what can be seen. */
    async scrollToEnd(): Promise<EndOfPanel> {
      // Down as a broker scrolls: the page first, then the table inside it.
      const { scrolled } = await scrollViewToEnd(page, ['[data-testid="compare-scroll"]']);
      return page.evaluate(async (scrolled) => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const main = document.querySelector<HTMLElement>('#main')!;
        const scroller = document.querySelector<HTMLElement>('[data-testid="compare-scroll"]')!;
        const inside = (r: DOMRect, box: DOMRect) => r.bottom <= box.bottom + 1 && r.top >= box.top - 1;
        const rows = document.querySelectorAll('tr[data-testid="compare-row"]');
        const last = rows[rows.length - 1]!.getBoundingClientRect();
        const lastRowVisible =
          inside(last, main.getBoundingClientRect()) && inside(last, scroller.getBoundingClientRect());
        // The item names stay above the last row, in sight.
        const firstHead = document.querySelector('[data-testid="compare-item"]')!.getBoundingClientRect();
        const namesInSight =
          inside(firstHead, main.getBoundingClientRect()) &&
          firstHead.top >= scroller.getBoundingClientRect().top - 1 &&
          firstHead.bottom <= last.top + 1;
        const rtl = getComputedStyle(scroller).direction === 'rtl';
        scroller.scrollLeft = rtl ? -scroller.scrollWidth : scroller.scrollWidth;
        await frame();
        const heads = document.querySelectorAll('[data-testid="compare-item"]');
        const lastHead = heads[heads.length - 1]!.getBoundingClientRect();
        const view = scroller.getBoundingClientRect();
        const lastItemVisible = lastHead.left >= view.left - 1 && lastHead.right <= view.right + 1;
        const root = document.documentElement;
        const windowFits =
          root.scrollWidth <= root.clientWidth + 1 && document.body.scrollWidth <= root.clientWidth + 1;
        return { lastRowVisible, namesInSight, lastItemVisible, scrolled, windowFits };
      }, scrolled);
    },
  };
}
