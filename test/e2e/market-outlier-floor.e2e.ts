// Market → outliers at 1280×800 in English and Arabic: a transaction the floor rule flagged has no spread from the
// median (the rule records none for it), and its spread cell says the floor it fell below instead of staying blank
// (issue 34, finding c). Dubai Marina's demo sales hold such transfers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { marketPage } from './pages/market-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { prepare: writeFastDemoSettings, viewport: { width: 1280, height: 800 } });
});
afterAll(async () => s?.close());

/** Each listed outlier's reason and its spread cell as shown (columns found by their ids). */
async function outlierCells(): Promise<{ reason: string; spread: string }[]> {
  return marketPage(s.page)
    .table('outliers')
    .evaluate((table) => {
      const ids = [...table.querySelectorAll('thead th[data-col]')].map((th) => th.getAttribute('data-col'));
      const [reason, spread] = [ids.indexOf('reason'), ids.indexOf('deviations')];
      return [...table.querySelectorAll('tbody tr')].map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim());
        return { reason: cells[reason] ?? '', spread: cells[spread] ?? '' };
      });
    });
}

describe('outliers under the floor rule', () => {
  it('say the floor they fell below where they have no spread from the median', async () => {
    const m = marketPage(s.page);
    await m.open();
    await m.pickPlace('marina', 'Dubai Marina');
    await m.estimate();
    await m.load();
    await m.table('outliers').waitFor({ timeout: 90_000 });
    const all = s.page.getByTestId('outliers-show-all');
    if (await all.count()) await all.click();
    const rows = await outlierCells();
    const floor = rows.filter((r) => r.reason === 'Below the floor of its period median');
    expect(floor.length).toBeGreaterThan(0);
    for (const r of floor) expect(r.spread).toMatch(/^Below the floor of AED [\d,]+ per sq ft$/);
    for (const r of rows) expect(r.spread).not.toMatch(/^$|NaN/);
    await floorCell('Below the floor of AED').scrollIntoViewIfNeeded();
    await s.shot('market-outlier-floor-1280-en');
  });

  it('reads the same in Arabic', async () => {
    await appPage(s.page).setLanguage('ar');
    const row = floorRow('دون الحد الأدنى البالغ');
    await row.waitFor();
    const rows = await outlierCells();
    expect(rows.some((r) => /^دون الحد الأدنى البالغ [\d٠-٩,٬]+ درهم لكل/.test(r.spread))).toBe(true);
    for (const r of rows) expect(r.spread).not.toMatch(/^$|NaN/);
    await floorCell('دون الحد الأدنى البالغ').scrollIntoViewIfNeeded();
    await s.shot('market-outlier-floor-1280-ar');
    await appPage(s.page).setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});

function floorRow(text: string) {
  return marketPage(s.page).table('outliers').locator('tbody tr').filter({ hasText: text }).first();
}

/** The spread cell of the first row under the floor (the table scrolls sideways to it). */
function floorCell(text: string) {
  return floorRow(text).locator('td').filter({ hasText: text }).first();
}
