// The Listings form and grid and the agency ranking at 1280×800, as a broker sees them at first start (issue 34,
// finding 13): no word of a property type breaks inside itself, the Search button is in sight without scrolling,
// the Title column stays in sight (pinned) when the grid scrolls sideways, and the ranking shows its median price
// whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  // The agency ranking reads a whole area's listings: at the demo's default 5 requests a second, 15 s of waiting.
  s = await openSession([], { viewport: { width: 1280, height: 800 }, prepare: writeFastDemoSettings });
});
afterAll(async () => s?.close());

/** Words of the property-type labels that the layout breaks across two lines. */
async function brokenWords(): Promise<string[]> {
  return s.page.locator('[data-testid^="property-group-"] label span').evaluateAll((spans) =>
    spans.flatMap((span) => {
      const text = span.firstChild;
      if (!(text instanceof Text)) return [];
      const broken: string[] = [];
      for (const match of (text.data ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
      return broken;
    }),
  );
}

describe('Listings at 1280×800', () => {
  it('keeps each property type word whole, in English and Arabic', async () => {
    await appPage(s.page).form.waitFor();
    expect(await brokenWords()).toEqual([]);
    await appPage(s.page).setLanguage('ar');
    expect(await brokenWords()).toEqual([]);
    await appPage(s.page).setLanguage('en');
  });

  it('keeps them whole in Russian and Chinese, in the dark theme, with the sidebar’s names shown, at 1280 and 1024', async () => {
    const ui = appPage(s.page);
    await ui.toggleTheme();
    // The broker asked for the sidebar's names: the form panel is then at its narrowest beside them. Asked for with
    // two clicks at 1280 (names, as the width chose them, then icons only, then names as the broker's choice), each
    // waited on, so the names stay whatever the width. Deciding at 1024 whether to click, from the sidebar as read
    // before the window had heard of the resize, once skipped the click side by side under load: the sidebar then
    // went to icons only and the names never came.
    const sidebar = s.page.getByTestId('sidebar');
    const compact = async () => (await sidebar.getAttribute('class'))?.includes('compact');
    const settled = { timeout: 10_000 };
    await expect.poll(compact, settled).toBe(false);
    await s.page.getByTestId('sidebar-toggle').click();
    await expect.poll(compact, settled).toBe(true);
    await s.page.getByTestId('sidebar-toggle').click();
    await expect.poll(compact, settled).toBe(false);
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1024, height: 700 },
    ]) {
      await s.page.setViewportSize(size);
      await s.page.waitForFunction((width) => window.innerWidth === width, size.width);
      await expect.poll(compact, settled).toBe(false);
      for (const lang of ['ru', 'zh', 'ar', 'en'] as const) {
        await ui.setLanguage(lang);
        await expect.poll(() => s.page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await brokenWords(), `${lang} at ${size.width}`).toEqual([]);
        if (size.width === 1280 && (lang === 'ru' || lang === 'ar')) await s.shot(`property-types-dark-${lang}-1280`);
      }
    }
    await s.page.setViewportSize({ width: 1280, height: 800 });
    await ui.toggleTheme();
  });

  it('shows the Search button without scrolling at first start', async () => {
    const box = (await s.page.getByTestId('search-submit').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800 - 30);
    expect(box.y).toBeGreaterThan(0);
    await s.shot('layout-listings-first-start-1280-en');
  });

  it('keeps the Title column in sight, pinned, when the grid scrolls sideways', async () => {
    const ui = appPage(s.page);
    await ui.search();
    await ui.waitForRows();
    await s.page.evaluate(() => {
      const side = document.querySelector('[data-testid="data-grid"] .ag-body-horizontal-scroll-viewport');
      if (side) side.scrollLeft = side.scrollWidth;
    });
    const title = ui.grid.locator('.ag-header-cell-last-left-pinned[col-id="title"]');
    await title.waitFor();
    const box = (await title.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(180);
    await s.shot('layout-title-pinned-1280-en');
  });

  it('shows the agency ranking’s median price whole', async () => {
    const ui = appPage(s.page);
    await ui.nav('agencies');
    await s.page.getByTestId('agencies-tab-ranking').click();
    const input = s.page.getByTestId('agency-ranking').getByTestId('location-picker-input');
    await input.click();
    await input.fill('marina');
    await s.page.getByTestId('picker-option').filter({ hasText: 'Dubai Marina' }).first().click();
    await s.page.getByTestId('ranking-count').click();
    await s.page.getByTestId('ranking-start').click();
    const table = s.page.getByTestId('ranking-table');
    await table.waitFor({ timeout: 60_000 });
    const cut = await table.evaluate((el) => {
      const box = el.closest('.rk-table-box') as HTMLElement;
      const edge = box.getBoundingClientRect();
      return [...el.querySelectorAll('tr > :last-child')].filter(
        (c) => c.getBoundingClientRect().right > edge.right + 1,
      ).length;
    });
    expect(cut).toBe(0);
    await s.shot('layout-agency-ranking-1280-en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
