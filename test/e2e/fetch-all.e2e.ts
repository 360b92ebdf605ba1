// "Fetch all pages" in a broker's words: the cost before anything is spent, Stop and Resume (only the pages not
// held are fetched), truthful totals at the cap with the way to raise it, and the pager kept afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

describe('fetch all pages', () => {
  it('says what it costs, stops, and resumes where it stopped', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await s.page.getByTestId('fetch-all-button').click();
    const cost = await s.page.getByTestId('fetch-all-cost').textContent();
    expect(cost).toMatch(/^This will use \d+ requests?, about \d+ (sec|min)\.$/);
    expect(await s.page.getByTestId('fetch-all-scope').textContent()).toMatch(/^\d+ pages, [\d,]+ results\.$/);
    await s.page.getByTestId('fetch-all-start').click();
    await s.page.getByTestId('fetch-all-progress').waitFor();
    await expect.poll(async () => Number(await ui.grid.getAttribute('data-row-count'))).toBeGreaterThan(24);
    await s.page.getByTestId('fetch-all-cancel').click();
    const done = s.page.getByTestId('fetch-all-done');
    await done.waitFor();
    expect(await done.textContent()).toMatch(/^Stopped: [\d,]+ of [\d,]+ fetched\.$/);
    const held = Number(await ui.grid.getAttribute('data-row-count'));
    await s.shot('fetch-all-stopped');
    await s.page.getByTestId('fetch-all-resume').click();
    await expect.poll(() => done.getAttribute('data-outcome'), { timeout: 45_000 }).toBe('complete');
    expect(await done.textContent()).toMatch(/^All [\d,]+ results fetched \(\d+ requests?\)\.$/);
    const total = Number((await s.page.getByTestId('results-total').textContent())?.replace(/[^\d]/g, ''));
    expect(Number(await ui.grid.getAttribute('data-row-count'))).toBe(total);
    expect(total).toBeGreaterThan(held);
  });

  it('keeps the pager: all fetched rows, then back to pages', async () => {
    await s.page.getByTestId('fetch-all-close').click();
    expect(await s.page.getByTestId('results-page').textContent()).toMatch(/^All [\d,]+ fetched rows$/);
    await s.page.getByTestId('page-by-page').click();
    await expect.poll(() => s.page.getByTestId('results-page').textContent()).toMatch(/^Page 1 of \d+$/);
    await expect.poll(() => s.page.getByTestId('page-next').isEnabled()).toBe(true);
  });

  it('is truthful at the cap and says how to get the rest', async () => {
    const ui = appPage(s.page);
    await ui.nav('settings');
    const cap = s.page.getByTestId('setting-fetchAllCap').locator('input');
    await cap.fill('3');
    await s.page.getByTestId('limits-save').click();
    await s.page.locator('[data-testid="notice"][data-level="success"]').first().waitFor();
    await ui.nav('listings');
    await ui.search();
    await ui.waitForIdle();
    await s.page.getByTestId('fetch-all-button').click();
    expect(await s.page.getByTestId('fetch-all-scope').textContent()).toMatch(
      /^[\d,]+ results on \d+ pages; the cap in Settings allows 3 pages, so 72 results will be fetched\.$/,
    );
    await s.page.getByTestId('fetch-all-start').click();
    const done = s.page.getByTestId('fetch-all-done');
    await done.waitFor({ timeout: 20_000 });
    expect(await done.textContent()).toMatch(/^72 of [\d,]+ fetched; raise the cap in Settings to get the rest\.$/);
    expect(await s.page.getByTestId('fetch-all-settings').isVisible()).toBe(true);
    await s.shot('fetch-all-capped');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
