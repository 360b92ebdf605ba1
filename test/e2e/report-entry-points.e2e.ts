// Where a client report starts besides a listing's page, at 1024×700: one listing checked in the listings grid
// ("Client report" beside the row count, only while exactly one is checked) and a listing's column in the compare
// panel; each opens the Client report view with the form filled in from that listing (its id said, its place and
// size in the form). The panel's column action looked at in English and Arabic, and at 1920×1080.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { reportPage } from './pages/report-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';

let s: Session;
let invoke: ReturnType<typeof hostApi>;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1024, height: 700 } });
  invoke = hostApi(s.host);
});
afterAll(async () => s?.close());

const JVC = 'Jumeirah Village Circle';

describe('a client report started from a grid row and from the compare panel', () => {
  it('starts from the one listing checked in the listings grid', async () => {
    const ui = appPage(s.page);
    const cmp = comparePage(s.page);
    await ui.pickLocation('JVC', JVC);
    await ui.search();
    await ui.waitForRows();
    const start = s.page.getByTestId('grid-start-report');
    expect(await start.count()).toBe(0);
    await cmp.selectRows(1, 1);
    await start.waitFor();
    // Two checked: a report is of one property, so the action goes.
    await cmp.selectRows(1, 2);
    await start.waitFor({ state: 'detached' });
    await s.page.locator('.ag-row.grid-row').nth(2).locator('.dg-select-box').uncheck();
    await start.waitFor();
    const id = await s.page.locator('.ag-row.grid-row').nth(1).getAttribute('row-id');
    expect(id).toBeTruthy();
    await s.shot('report-entry-grid-en');
    await start.click();
    const r = reportPage(s.page);
    await r.view.waitFor();
    expect(await s.page.getByTestId('report-from-listing').textContent()).toContain(id!);
    const listing = (await invoke('compare:list', { kind: 'listing' })).pins.length;
    expect(listing).toBe(0);
    expect(await r.form.locator('.sf-chip').first().textContent()).toContain(JVC);
    expect(Number((await r.sizeInput.inputValue()).replace(/,/g, ''))).toBeGreaterThan(0);
  });

  it('starts from a listing’s column in the compare panel', async () => {
    const ui = appPage(s.page);
    const cmp = comparePage(s.page);
    await ui.nav('listings');
    await ui.waitForRows();
    await cmp.selectRows(2, 3);
    await cmp.pinSelected();
    await expect.poll(async () => Number(await cmp.badge.textContent())).toBeGreaterThanOrEqual(2);
    const pinned = Number(await cmp.badge.textContent());
    await cmp.open('listing');
    await cmp.waitForItems(pinned);
    const [, second] = await cmp.order();
    const buttons = s.page.getByTestId('compare-start-report');
    expect(await buttons.count()).toBe(pinned);
    await s.shot('report-entry-compare-en');
    await s.page.setViewportSize({ width: 1920, height: 1080 });
    await s.shot('report-entry-compare-1920-en');
    await ui.setLanguage('ar');
    await expect.poll(() => buttons.first().textContent()).toBe('تقرير العميل');
    await s.shot('report-entry-compare-1920-ar');
    await s.page.setViewportSize({ width: 1024, height: 700 });
    await s.shot('report-entry-compare-ar');
    await ui.setLanguage('en');
    await expect.poll(() => buttons.first().textContent()).toBe('Client report');
    await buttons.nth(1).click();
    const r = reportPage(s.page);
    await r.view.waitFor();
    expect(await s.page.getByTestId('report-from-listing').textContent()).toContain(second!);
    const record = await invoke('compare:listing', { id: second! });
    expect(Number((await r.sizeInput.inputValue()).replace(/,/g, ''))).toBe(
      Math.round((record.areaSqft ?? 0) * 100) / 100,
    );
    await s.shot('report-entry-from-compare-en');
    expect(s.errors).toEqual([]);
  });
});
