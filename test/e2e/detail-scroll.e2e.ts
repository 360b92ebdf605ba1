// Every detail view (property, agent, agency, developer) scrolls to its last section, at a small laptop window and
// at full HD: nothing a broker needs is out of reach below the window's edge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { detailPage } from './pages/detail-page';
import { openSession, type Session } from './support/session';

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;

for (const size of SIZES) {
  describe(`detail views at ${size.width}×${size.height}`, () => {
    let s: Session;
    beforeAll(async () => {
      s = await openSession([], { viewport: size });
    });
    afterAll(async () => s?.close());

    const reachesEnd = async (name: string) => {
      let end = await detailPage(s.page).scrollToEnd();
      // A section answered late (on a busy machine, after the page had stayed the same height for two frames) grows
      // the page under the measure: scrolled on until it stays at its end, as a broker scrolls on. A page that cannot
      // reach its end still fails here, after the poll's deadline.
      if (!end.atEnd)
        await expect
          .poll(async () => (end = await detailPage(s.page).scrollToEnd()).atEnd, { timeout: 30_000 })
          .toBe(true);
      await s.shot(`${name}-end-${size.width}`);
      expect(end.atEnd, `${name}: main area scrolled to its end`).toBe(true);
      expect(end.lastSectionVisible, `${name}: last section (${end.lastSection}) in sight`).toBe(true);
      return end;
    };

    it('property: the last section is reachable', async () => {
      const ui = appPage(s.page);
      await ui.pickLocation('marina', 'Dubai Marina');
      await ui.search();
      await ui.waitForRows();
      await ui.openRow(0);
      await s.page.getByTestId('gallery').waitFor();
      const end = await reachesEnd('property');
      // A property page is longer than either window: without a scrolling main area its facts were out of reach.
      expect(end.scrolled).toBe(true);
      expect(await s.page.getByTestId('property-amenities').isVisible()).toBe(true);
    });

    it('property in Arabic: right to left, the price in dirhams, the end reachable', async () => {
      const ui = appPage(s.page);
      await ui.setLanguage('ar');
      const price = s.page.getByTestId('property-price');
      await expect.poll(async () => (await price.textContent()) ?? '').toContain('د.إ.');
      expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await price.scrollIntoViewIfNeeded();
      await s.shot(`property-ar-${size.width}`);
      const end = await reachesEnd('property-ar');
      expect(end.scrolled).toBe(true);
      await ui.setLanguage('en');
      await expect.poll(async () => (await price.textContent()) ?? '').toContain('AED');
    });

    it('agency: the listings pager at the end is reachable', async () => {
      const ui = appPage(s.page);
      await s.page.getByTestId('link-agency').first().click();
      await s.page.getByTestId('agency-detail').waitFor();
      await s.page.getByTestId('tab-listings').click();
      await ui.waitForRows();
      // The list takes the view's whole width on a small window (the contact cards go under it): at 1024 px its
      // usual columns (title to agency) were squeezed into the left column, three and a half of them in sight.
      const grid = await s.page.getByTestId('agency-listings').getByTestId('data-grid').boundingBox();
      expect(grid?.width ?? 0).toBeGreaterThanOrEqual(size.width === 1024 ? 850 : 1000);
      // The e-mail reads on one line (Copy goes under it when both do not fit), not broken over three.
      const email = await s.page
        .getByTestId('agency-contact')
        .locator('.dt-inline-copy > span[dir="ltr"]')
        .evaluateAll((spans) =>
          spans.map((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20')),
        );
      expect(email.length).toBeGreaterThan(0);
      for (const lines of email) expect(lines).toBeLessThan(1.5);
      await reachesEnd('agency');
      const pager = s.page.getByTestId('agency-listings').getByTestId('pager');
      expect(await pager.isVisible()).toBe(true);
      await pager.getByTestId('pager-next').click();
      await expect.poll(() => pager.getByTestId('pager-label').textContent()).toMatch(/Page 2 of/);
    });

    it('agency: Back from one of its listings returns to the listings tab, on the same page, as far down', async () => {
      const ui = appPage(s.page);
      const main = s.page.locator('#main');
      await ui.waitForIdle();
      const cell = s.page.getByTestId('agency-listings').locator('.ag-row.grid-row').first().locator('.ag-cell').nth(1);
      await cell.scrollIntoViewIfNeeded();
      // As far down as the page goes, whatever sits above it: the row stays in view.
      await main.evaluate((el) => el.scrollBy(0, 120));
      const down = await main.evaluate((el) => el.scrollTop);
      await cell.click();
      await s.page.getByTestId('gallery').waitFor();
      // The listing's heading has the focus (it fell to the page's top), and Escape goes back, as Back does.
      await expect.poll(() => s.page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      await s.page.keyboard.press('Escape');
      await s.page.getByTestId('agency-detail').waitFor();
      // It comes back on the tab, page and scroll the broker left (it once came back on the first tab, page 1, at
      // the top: the broker's place in the list was lost).
      expect(await s.page.getByTestId('tab-listings').getAttribute('aria-selected')).toBe('true');
      const pager = s.page.getByTestId('agency-listings').getByTestId('pager');
      await expect.poll(() => pager.getByTestId('pager-label').textContent()).toMatch(/Page 2 of/);
      // At 1920×1080 the page is only a little taller than the window (no notice above it): down is its end.
      expect(down).toBeGreaterThan(60);
      await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBeGreaterThan(down - 20);
    });

    it('agency in Russian: its office, which /agency-details names in English only, reads in Russian', async () => {
      const ui = appPage(s.page);
      const contact = s.page.getByTestId('agency-contact');
      const english = (await contact.textContent()) ?? '';
      await ui.setLanguage('ru');
      await expect.poll(async () => (await contact.textContent()) ?? '').toMatch(/[А-яЁё]{4,}/);
      const header = s.page.getByTestId('detail-header');
      expect(await header.textContent()).toMatch(/[А-яЁё]{4,}/);
      await contact.scrollIntoViewIfNeeded();
      await s.shot(`agency-ru-${size.width}`);
      await ui.setLanguage('en');
      await expect.poll(async () => (await contact.textContent()) ?? '').toBe(english);
    });

    it('agent: the end of its listings is reachable', async () => {
      const ui = appPage(s.page);
      await s.page.getByTestId('tab-agents').click();
      await ui.waitForRows();
      await ui.openRow(0);
      await s.page.getByTestId('agent-detail').waitFor();
      await ui.waitForRows();
      const grid = await s.page.getByTestId('agent-listings').getByTestId('data-grid').boundingBox();
      expect(grid?.width ?? 0).toBeGreaterThanOrEqual(size.width === 1024 ? 850 : 1000);
      await reachesEnd('agent');
    });

    it('developer: the project panel and the end of the projects are reachable', async () => {
      const ui = appPage(s.page);
      await ui.nav('developers');
      await ui.form.getByTestId('name-query-input').fill('a');
      await ui.search();
      await ui.waitForRows();
      await ui.openRow(0);
      await s.page.getByTestId('developer-detail').waitFor();
      await ui.waitForRows();
      // The page names the developer and its counts, never a bare id.
      expect(await s.page.getByTestId('detail-header').textContent()).not.toMatch(/ID \d+/);
      await ui.openRow(0);
      await s.page.getByTestId('project-panel').waitFor();
      await reachesEnd('developer');
      const panel = await s.page.getByTestId('project-panel').boundingBox();
      expect(panel && panel.x >= 0 && panel.x + panel.width <= size.width).toBe(true);
    });

    it('raised no page errors', () => {
      expect(s.errors).toEqual([]);
    });
  });
}
