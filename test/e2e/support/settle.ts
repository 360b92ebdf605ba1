// Waiting for the window to be still before it is measured or shot: nothing loading, fonts in, no transition running.
import type { Page } from 'playwright-core';

/**
 * Waits until nothing on the page is busy (`aria-busy`), the fonts are in and no finite animation runs (a theme's
 * colours and the sidebar's width ease in through CSS transitions; getAnimations() brings the page's style up to
 * date, so one just set shows here), and a frame has been painted with the last of it. A fixed pause either cut a
 * transition short or waited for nothing.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
