// Scrolling a view to its end as a broker does, shared by the page objects that then measure what is in sight there.
import type { Page } from 'playwright-core';

/** How long the page may keep growing under the scroll before the caller's measure says where it stopped. */
const SETTLE_MS = 10_000;

/**
 * Scrolls each area (the window's main area first, then any area inside it) to its end, and down again while the page
 * still grows or is not yet at its end: a section filling in, a chart sizing itself after a resize, a language's font
 * arriving and wrapping its words anew. Done when every area has stayed at its end, its height unchanged, across two
 * frames; after ten seconds it stops where it is and the caller's measure fails. Scrolled once and measured at
 * once, an Arabic page at 1024×700 was still growing behind the measure on a busy machine. Whether any area was
 * taller than its box (so scrolling was needed at all), measured before.
 */
export function scrollViewToEnd(page: Page, inner: readonly string[] = []): Promise<{ scrolled: boolean }> {
  return page.evaluate(
    async ({ selectors, settleMs }) => {
      const areas = ['#main', ...selectors].map((selector) => {
        const el = document.querySelector<HTMLElement>(selector);
        if (!el) throw new Error(`no ${selector} to scroll`);
        return el;
      });
      const scrolled = areas.some((el) => el.scrollHeight > el.clientHeight + 1);
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const atEnd = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
      await document.fonts.ready;
      const until = performance.now() + settleMs;
      let heights = '';
      while (performance.now() < until) {
        const before = areas.map((el) => el.scrollHeight).join();
        for (const el of areas) el.scrollTop = el.scrollHeight;
        await frames();
        const after = areas.map((el) => el.scrollHeight).join();
        if (after === before && after === heights && areas.every(atEnd)) break;
        heights = after;
      }
      return { scrolled };
    },
    { selectors: inner, settleMs: SETTLE_MS },
  );
}
