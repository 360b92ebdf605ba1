// The listings grid after "Fetch all pages", scrolled to its last row as a broker would, at 1024×700 and 1920×1080,
// in English and in Arabic (switched with the rows on screen). The body scrolls on the compositor and each row is a
// layer of its own (data-grid.css): the last row must be reached, filled, and placed inside the grid body, above the
// horizontal scrollbar that ag-grid draws over the body's bottom where scrollbars take no room (ag-grid-host.css).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  // Every page of a search, twice: at the demo's default 5 requests a second, 12 s of each test was the wait.
  s = await openSession([], { viewport: { width: 1024, height: 700 }, prepare: writeFastDemoSettings });
});
afterAll(async () => s?.close());

const body = () => s.page.locator('[data-testid="data-grid"] :is(.ag-grid-viewport, .ag-body-viewport)').first();

/**
 * Scrolls the grid to its end and the window to the grid's end, as a broker would; the last row's box, the grid body's
 * box, the horizontal scrollbar's (if shown), and whether the row's lower edge is what the window shows there.
 */
async function lastRowAtEnd(total: number) {
  const last = s.page.locator(`[data-testid="data-grid"] .ag-row[row-index="${total - 1}"]`).first();
  // Scrolled again until the last row is drawn, as a broker scrolls on: just after a resize or a change of language
  // the grid may still be laying its rows out, its body's height not yet final, and one scroll stopped short of the
  // end (the row then never came).
  await expect
    .poll(async () => {
      await body().evaluate((el) => (el.scrollTop = el.scrollHeight));
      return last.count();
    })
    .toBeGreaterThan(0);
  await expect
    .poll(async () => (await last.locator('.ag-cell[col-id="title"]').textContent())?.trim().length ?? 0)
    .toBeGreaterThan(0);
  await body().evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const bar = s.page.locator('[data-testid="data-grid"] .ag-body-horizontal-scroll:not(.ag-hidden)');
  const seen = await last.locator('.ag-cell[col-id="title"]').evaluate((cell) => {
    const box = cell.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.bottom - 4);
    return hit !== null && cell.closest('.ag-row')!.contains(hit);
  });
  return {
    seen,
    row: (await last.boundingBox())!,
    body: (await body().boundingBox())!,
    bar: (await bar.count()) > 0 ? await bar.first().boundingBox() : null,
  };
}

/** "Fetch all pages" to its end; the rows the grid then holds. */
async function fetchAll(): Promise<number> {
  await s.page.getByTestId('fetch-all-button').click();
  await s.page.getByTestId('fetch-all-start').click();
  await expect
    .poll(() => s.page.getByTestId('fetch-all-done').getAttribute('data-outcome'), { timeout: 60_000 })
    .toBe('complete');
  return appPage(s.page).rowCount();
}

describe('the listings grid scrolled to its end', () => {
  for (const lang of ['en', 'ar'] as const) {
    let total = 0;

    it(`holds every fetched row (${lang})`, async () => {
      const ui = appPage(s.page);
      if (lang === 'en') {
        await ui.field('purpose').getByText('For rent', { exact: true }).click();
        await ui.pickLocation('marina', 'Dubai Marina');
        await ui.search();
        await ui.waitForRows();
      } else {
        // Switched with the first language's rows on screen: page 1 comes again in Arabic, and the view says to
        // fetch the rest again.
        await s.page.setViewportSize({ width: 1024, height: 700 });
        await ui.setLanguage('ar');
        await expect.poll(() => ui.rowCount()).toBe(24);
      }
      total = await fetchAll();
      // More rows than the grid keeps in the page: reaching the end recycles rows.
      expect(total).toBeGreaterThan(100);
    });

    for (const [width, height] of [
      [1024, 700],
      [1920, 1080],
    ] as const) {
      it(`reaches its last row, filled and inside the body, at ${width}×${height} (${lang})`, async () => {
        await s.page.setViewportSize({ width, height });
        const { seen, row, body: box, bar } = await lastRowAtEnd(total);
        expect(seen).toBe(true);
        expect(row.height).toBeGreaterThan(20);
        expect(row.y).toBeGreaterThanOrEqual(box.y);
        expect(row.y + row.height).toBeLessThanOrEqual(box.y + box.height + 1);
        // At 1024 px the columns are wider than the grid: the bar shows, and the last row ends above it.
        if (width === 1024) expect(bar).not.toBeNull();
        if (bar) expect(row.y + row.height).toBeLessThanOrEqual(bar.y + 1);
        await s.shot(`grid-end-${width}-${lang}`);
      });
    }
  }

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
