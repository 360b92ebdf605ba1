// Locators and measures of the detail views: the scrolling main area and the sections in it.
import type { Page } from 'playwright-core';
import { scrollViewToEnd } from '../support/scroll-end';

export interface EndOfPage {
  /** The main area is scrolled as far as it goes. */
  atEnd: boolean;
  /** The lowest section's bottom edge is inside the main area's visible box. */
  lastSectionVisible: boolean;
  /** The lowest section's test id (or class), for messages. */
  lastSection: string;
  /** The page was longer than the window (so scrolling was needed at all). */
  scrolled: boolean;
}

export function detailPage(page: Page) {
  return {
    view: (kind: 'property' | 'agent' | 'agency' | 'developer') => page.getByTestId(`${kind}-detail`),
    /** Scrolls the main area to its end and reports whether the last section of the view can be seen. */
    async scrollToEnd(): Promise<EndOfPage> {
      const { scrolled } = await scrollViewToEnd(page);
      return page.evaluate((scrolled) => {
        const main = document.querySelector<HTMLElement>('#main')!;
        const box = main.getBoundingClientRect();
        const sections = [...main.querySelectorAll<HTMLElement>('.dt-view .card, .dt-view .dt-pager')];
        const last = sections.reduce<HTMLElement | null>(
          (low, el) => (!low || el.getBoundingClientRect().bottom > low.getBoundingClientRect().bottom ? el : low),
          null,
        );
        const rect = last?.getBoundingClientRect();
        return {
          atEnd: main.scrollTop + main.clientHeight >= main.scrollHeight - 2,
          lastSectionVisible: !!rect && rect.bottom <= box.bottom + 1 && rect.bottom > box.top && rect.height > 0,
          lastSection: last?.dataset.testid ?? last?.className ?? 'none',
          scrolled,
        };
      }, scrolled);
    },
    async scrollToTop() {
      await page.evaluate(() => document.querySelector('#main')?.scrollTo({ top: 0 }));
    },
  };
}
