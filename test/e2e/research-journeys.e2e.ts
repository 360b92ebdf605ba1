// Broker journeys through the real renderer and core (browser mode, demo data), by pointing and typing names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

describe('research journeys', () => {
  it('location → listings with four filters → detail → agency → its agents → one agent → its listings', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.field('rooms').getByText('2', { exact: true }).click();
    await ui.field('property_type').getByText('Apartment', { exact: true }).click();
    await ui.field('price_max').locator('input').fill('4000000');
    await ui.search();
    await ui.waitForRows();
    expect(await s.page.getByTestId('results-total').textContent()).toMatch(/\d+ results/);
    await s.shot('listings-en');
    await ui.openRow(0);
    await s.page.getByTestId('property-detail').waitFor();
    await s.page.getByTestId('gallery').waitFor();
    await s.shot('property-en');
    await s.page.getByTestId('link-agency').first().click();
    await s.page.getByTestId('agency-detail').waitFor();
    await s.page.getByTestId('tab-agents').click();
    await ui.waitForRows();
    await s.shot('agency-agents-en');
    await ui.openRow(0);
    await s.page.getByTestId('agent-detail').waitFor();
    await ui.waitForRows();
    expect(await ui.rows.count()).toBeGreaterThan(0);
    await s.shot('agent-en');
  });

  it('agent by name → details', async () => {
    const ui = appPage(s.page);
    await ui.nav('agents');
    await ui.byName('chloe');
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    await s.page.getByTestId('agent-detail').waitFor();
    expect(await s.page.getByTestId('detail-title').textContent()).toMatch(/chloe/i);
  });

  it('developer → new projects', async () => {
    const ui = appPage(s.page);
    await ui.nav('developers');
    await ui.form.getByTestId('name-query-input').fill('a');
    await ui.search();
    await ui.waitForRows();
    await s.shot('developers-en');
    await ui.openRow(0);
    await s.page.getByTestId('developer-detail').waitFor();
    await s.page.getByTestId('tab-projects').click();
    await ui.waitForRows();
    // The record's count of every project it built is no count of the list below, which holds its new projects:
    // the two are named apart, and the list says what it holds.
    const detail = s.page.getByTestId('developer-detail');
    await detail.locator('.dt-stat dt', { hasText: 'Projects in all' }).waitFor();
    expect(await s.page.getByTestId('tab-projects').textContent()).toBe('New projects');
    expect(await s.page.getByTestId('new-projects-note').textContent()).toMatch(
      /^The projects the data service lists as new/,
    );
    await s.shot('developer-projects-en');
    await ui.setLanguage('ar');
    await s.page.waitForFunction(
      () => document.querySelector('[data-testid="tab-projects"]')?.textContent === 'المشاريع الجديدة',
    );
    expect(await s.page.getByTestId('new-projects-note').textContent()).toMatch(/^المشاريع التي تعرضها خدمة البيانات/);
    await ui.waitForRows();
    await detail.locator('.dt-stat dt', { hasText: 'إجمالي المشاريع' }).waitFor();
    // The Arabic description opens with the developer's Latin name; it still reads right to left.
    expect(await detail.locator('.dt-description').getAttribute('dir')).toBe('rtl');
    await s.shot('developer-projects-ar');
    await ui.setLanguage('en');
  });

  it('transactions with a time period and bedrooms', async () => {
    const ui = appPage(s.page);
    await ui.nav('transactions');
    await ui.pickLocation('jumeirah village', 'Jumeirah Village Circle');
    await ui.field('time_period').locator('select').selectOption('6m');
    await ui.field('beds').getByText('1', { exact: true }).click();
    await ui.search();
    await ui.waitForRows();
    expect(await s.page.getByTestId('results-total').textContent()).toMatch(/\d+ results/);
    await s.shot('transactions-en');
  });

  it('keeps the results in sight when the window shrinks and the form stacks above them', async () => {
    const ui = appPage(s.page);
    const results = s.page.locator('#results-transactions');
    const inSight = async () => {
      const box = (await results.boundingBox())!;
      return box.y >= 0 && box.y < (s.page.viewportSize()!.height * 2) / 3;
    };
    expect(await inSight()).toBe(true);
    await s.page.setViewportSize({ width: 1024, height: 700 });
    // The form is now above the rows and taller than the window: the rows, not the form, fill it.
    await expect.poll(inSight).toBe(true);
    expect(await ui.rows.first().isVisible()).toBe(true);
    await s.shot('transactions-shrunk-1024');
    // The language switched with the window small: the rows stay where they were, now read right to left.
    await ui.setLanguage('ar');
    await s.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect.poll(inSight).toBe(true);
    expect(await ui.rows.first().isVisible()).toBe(true);
    await expect.poll(() => ui.firstCell('location'), { timeout: 10_000 }).toMatch(/[\u0600-\u06ff]/);
    // The buildings of the community picked are in it: no warning that the service widened the search.
    expect(await s.page.getByText(/lie outside|خارج/).count()).toBe(0);
    await s.shot('transactions-shrunk-1024-ar');
    await ui.setLanguage('en');
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(inSight).toBe(true);
  });

  it('fetch all pages, with the estimate first, then cancel', async () => {
    const ui = appPage(s.page);
    await ui.nav('listings');
    await ui.search();
    await ui.waitForRows();
    await s.page.getByTestId('fetch-all-button').click();
    const estimate = await s.page.getByTestId('fetch-all-estimate').textContent();
    expect(estimate).toMatch(/This will use \d+ requests?/);
    await s.page.getByTestId('fetch-all-start').click();
    await s.page.getByTestId('fetch-all-progress').waitFor();
    await s.shot('fetch-all-running');
    await s.page.getByTestId('fetch-all-cancel').click();
    const done = await s.page.getByTestId('fetch-all-done').textContent();
    expect(done).toMatch(/^Stopped: [\d,]+ of [\d,]+ fetched\.$|^All [\d,]+ results fetched/);
  });

  it('never shows "no results" beside a row count while a search lands', async () => {
    const ui = appPage(s.page);
    await ui.nav('listings');
    // Every painted frame: a non-zero "Rows: N" above the grid and the grid's empty overlay at once is a flicker.
    await s.page.evaluate(() => {
      const w = window as unknown as { flickers: string[]; stopWatch: boolean };
      w.flickers = [];
      w.stopWatch = false;
      const frame = () => {
        const count = document.querySelector('[data-testid="grid-row-count"]')?.textContent ?? '';
        const empty = document.querySelector('.ag-overlay-no-rows-center');
        if (/[1-9]/.test(count) && empty instanceof HTMLElement && empty.checkVisibility()) w.flickers.push(count);
        if (!w.stopWatch) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    for (const rooms of ['1', '2', '3']) {
      await ui.field('rooms').getByText(rooms, { exact: true }).click();
      await ui.search();
      await ui.waitForRows();
      await s.page.waitForTimeout(300);
    }
    const flickers = await s.page.evaluate(() => {
      const w = window as unknown as { flickers: string[]; stopWatch: boolean };
      w.stopWatch = true;
      return w.flickers;
    });
    expect(flickers).toEqual([]);
  });

  it('shows the app in Arabic, right to left, in both themes', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('ar');
    await ui.nav('listings');
    await ui.search();
    await ui.waitForRows();
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await ui.grid.locator('.ag-rtl').count()).toBeGreaterThan(0);
    expect(await ui.rows.first().evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await s.shot('listings-ar');
    await ui.toggleTheme();
    await s.shot('listings-ar-dark');
    await ui.setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
