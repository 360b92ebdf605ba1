// The sidebar gives a small laptop's width to the results: icons only below 1200 px (names as tooltips and for
// screen readers), names at full HD, and the broker's own choice remembered across a reload; at 1024×700 the
// listings grid then shows the place and the agency beside the title, in English and in Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1024, height: 700 } });
});
afterAll(async () => s?.close());

const sidebarWidth = () => s.page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().width);

/** Whether a grid column's header lies wholly inside the grid's visible area. */
async function columnInView(colId: string): Promise<boolean> {
  return s.page.evaluate((id) => {
    const header = document.querySelector(`.ag-header-cell[col-id="${id}"]`);
    const grid = document.querySelector('[data-testid="data-grid"]');
    if (!header || !grid) return false;
    const h = header.getBoundingClientRect();
    const g = grid.getBoundingClientRect();
    return h.left >= g.left - 1 && h.right <= g.right + 1;
  }, colId);
}

describe('the sidebar', () => {
  it('shows icons only on a small laptop, with every view named for pointer and screen reader', async () => {
    expect(await sidebarWidth()).toBeLessThanOrEqual(60);
    const listings = s.page.getByTestId('nav-listings');
    expect(await listings.getAttribute('title')).toBe('Listings');
    expect(await s.page.getByRole('button', { name: 'Listings' }).count()).toBe(1);
  });

  it('leaves the listings grid room for the place and the agency, in every language', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await ui.filtersToggle.click();
    // Russian and Chinese headers need some columns wider (whole words): the title gives way.
    for (const lang of ['en', 'ar', 'ru', 'zh'] as const) {
      await ui.setLanguage(lang);
      await ui.waitForRows();
      expect(await columnInView('location'), `${lang}: location`).toBe(true);
      expect(await columnInView('agency'), `${lang}: agency`).toBe(true);
      await s.shot(`sidebar-compact-1024-${lang}`);
    }
    await ui.setLanguage('en');
  });

  it('shows names at full HD, and keeps the broker’s choice across a reload', async () => {
    // The sidebar's width eases in (a CSS transition): each width is waited for, not read at once.
    const width = () => expect.poll(sidebarWidth, { timeout: 5_000 });
    await s.page.setViewportSize({ width: 1920, height: 1080 });
    await width().toBeGreaterThanOrEqual(160);
    await s.page.getByTestId('sidebar-toggle').click();
    await width().toBeLessThanOrEqual(60);
    await s.page.reload();
    await s.page.getByTestId('sidebar').waitFor();
    await width().toBeLessThanOrEqual(60);
    await s.page.getByTestId('sidebar-toggle').click();
    await width().toBeGreaterThanOrEqual(160);
    await s.shot('sidebar-full-1920');
    expect(s.errors).toEqual([]);
  });
});
