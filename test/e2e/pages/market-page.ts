// Locators and actions of the Market view, kept out of the test bodies.
import type { Locator, Page } from 'playwright-core';
import { scrollViewToEnd } from '../support/scroll-end';

export interface TableSnapshot {
  headers: string[];
  /** Each cell's raw value (what the export writes), row by row. */
  raw: string[][];
}

export function marketPage(page: Page) {
  const view = page.getByTestId('market-view');
  const form = page.getByTestId('market-form');
  return {
    page,
    view,
    form,
    plan: page.getByTestId('market-plan'),
    planCost: page.getByTestId('plan-cost'),
    planSteps: page.getByTestId('plan-step'),
    results: page.getByTestId('market-results'),
    lookCost: page.getByTestId('look-cost'),
    rule: page.getByTestId('outlier-rule'),
    statusRequests: page.getByTestId('status-requests'),
    async open() {
      await page.getByTestId('nav-market').click();
      await view.waitFor();
    },
    /** Types a place name in the picker and picks the suggestion with that name. */
    async pickPlace(typed: string, name: string) {
      const input = form.getByTestId('location-picker-input');
      await input.click();
      await input.fill(typed);
      await page.getByTestId('picker-option').filter({ hasText: name }).first().click();
    },
    /** Toggles bedroom chips by label ("1 bed", "2 beds"). */
    async toggleBeds(...labels: string[]) {
      for (const label of labels) {
        await form.getByTestId('field-beds').locator('label').filter({ hasText: label }).first().click();
      }
    },
    /** Removes every place in the form (Market carries the places of the last Listings search). */
    async clearPlaces() {
      const chips = form.locator('.sf-chip');
      while ((await chips.count()) > 0) await chips.first().locator('.sf-chip-remove').click();
    },
    /** Removes a picked place's chip. */
    async removePlace(name: string) {
      await form.locator('.sf-chip').filter({ hasText: name }).locator('.sf-chip-remove').click();
    },
    async setCategory(value: string) {
      await form.getByTestId('field-category').locator('select').selectOption(value);
    },
    async setPeriod(value: string) {
      await form.getByTestId('field-period').locator('select').selectOption(value);
    },
    /** Picks a purpose by its label ("Sales", "Sales and rents"). */
    async setPurpose(label: string) {
      await form.getByTestId('field-purpose').getByText(label, { exact: true }).click();
    },
    stale: page.getByTestId('market-stale'),
    scopeTitle: page.locator('.mk-scope-title'),
    async estimate() {
      await page.getByTestId('market-estimate').click();
    },
    async load() {
      await page.getByTestId('market-load').click();
    },
    card(id: string): Locator {
      return page.getByTestId(`card-${id}`);
    },
    chartSvg(id: string): Locator {
      return page.getByTestId(`chart-${id}`).locator('svg.recharts-surface');
    },
    table(id: string): Locator {
      return page.getByTestId(`table-${id}`);
    },
    tile(id: string): Locator {
      return page.getByTestId(`tile-${id}`);
    },
    /** The requests counted this month in the status bar, once it has read them again after the last request. */
    async monthRequests(): Promise<number> {
      const counts = page.getByTestId('status-requests');
      await counts.and(page.locator('[aria-busy="false"]')).waitFor();
      const text = (await counts.textContent()) ?? '';
      const numbers = [...text.matchAll(/[\d,]+/g)].map((m) => Number(m[0].replaceAll(',', '')));
      return numbers[numbers.length - 1] ?? NaN;
    },
    /** A table's headers and every row's raw cells. */
    async readTable(id: string): Promise<TableSnapshot> {
      return page.getByTestId(`table-${id}`).evaluate((table) => ({
        // A column's full header: its text, or its title where the screen shows a short one under a group; without
        // the invisible isolates that set a place's name apart in an Arabic header (the words as a person reads them).
        headers: [...table.querySelectorAll('thead th[data-col]')].map((th) =>
          (th.getAttribute('title') ?? th.textContent ?? '').replace(/[\u2066-\u2069]/g, ''),
        ),
        raw: [...table.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => td.getAttribute('data-raw') ?? ''),
        ),
      }));
    },
    /** Money in a tile ("AED 1,590,000", "AED 1,712/sq ft") as a number. */
    async tileNumber(id: string): Promise<number> {
      const text = (await page.getByTestId(`tile-${id}`).locator('.mk-tile-value').textContent()) ?? '';
      return Number(/[\d,.]+/.exec(text)?.[0]?.replaceAll(',', '') ?? NaN);
    },
    /**
     * Screenshots of the whole view, a window at a time: the main area scrolled from the top to its end by a little
     * less than its height, so nothing falls between two shots. Returns the names taken.
     */
    async shotsThrough(name: string, shot: (name: string) => Promise<void>): Promise<string[]> {
      const names: string[] = [];
      for (let i = 0; i < 40; i++) {
        const at = await page.evaluate((step) => {
          const main = document.querySelector<HTMLElement>('#main')!;
          main.scrollTop = Math.round(step * main.clientHeight * 0.9);
          return { top: main.scrollTop, end: main.scrollTop + main.clientHeight >= main.scrollHeight - 2 };
        }, i);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shotName = `${name}-${String(i + 1).padStart(2, '0')}`;
        await shot(shotName);
        names.push(shotName);
        if (at.end) break;
      }
      await page.evaluate(() => void (document.querySelector<HTMLElement>('#main')!.scrollTop = 0));
      return names;
    },
    /** Scrolls the main area to its end: whether the last card's bottom edge is in sight. */
    async scrollToEnd(): Promise<{ atEnd: boolean; lastVisible: boolean; last: string; scrolled: boolean }> {
      const { scrolled } = await scrollViewToEnd(page);
      return page.evaluate((scrolled) => {
        const main = document.querySelector<HTMLElement>('#main')!;
        const box = main.getBoundingClientRect();
        const cards = [...main.querySelectorAll<HTMLElement>('.mk-card')];
        const last = cards[cards.length - 1];
        const rect = last?.getBoundingClientRect();
        return {
          atEnd: main.scrollTop + main.clientHeight >= main.scrollHeight - 2,
          lastVisible: !!rect && rect.bottom <= box.bottom + 1 && rect.bottom > box.top && rect.height > 0,
          last: last?.dataset.testid ?? 'none',
          scrolled,
        };
      }, scrolled);
    },
  };
}
