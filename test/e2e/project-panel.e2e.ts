// A project has no detail operation of its own: clicking one in the New projects results opens its record beside the
// grid, in the data language, with its developer one click away and Back returning to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1024, height: 700 } });
});
afterAll(async () => s?.close());

const panel = () => s.page.getByTestId('project-panel');
const panelTitle = () => panel().locator('.dt-project-title');

describe('project panel', () => {
  it('opens the clicked project beside the results, not its developer', async () => {
    const ui = appPage(s.page);
    await ui.nav('projects');
    await ui.search();
    await ui.waitForRows();
    const title = (await ui.rows.nth(2).locator('[col-id="title"]').textContent())?.trim() ?? '';
    await ui.openRow(2);
    await panel().waitFor();
    expect(await panelTitle().textContent()).toBe(title);
    // Still on the results: the grid and its rows stay beside the panel.
    expect(await s.page.getByTestId('view-projects').count()).toBe(1);
    expect(await ui.rows.count()).toBeGreaterThan(0);
    // A broker scans the other projects' prices with one open: "From" stays in view beside the panel at 1024 px.
    const grid = await ui.grid.boundingBox();
    const from = await ui.header('priceFrom').boundingBox();
    expect(grid && from && from.x + from.width <= grid.x + grid.width).toBe(true);
    const facts = await panel().locator('dt').allTextContents();
    expect(facts).toEqual(expect.arrayContaining(['Developer', 'Price', 'Handover']));
    // The panel scrolls to its last fact in a small window.
    const last = panel().locator('.dt-fact-row').last();
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
    await s.shot('project-panel-en-1024');
  });

  it('follows the data language with the project still open', async () => {
    const ui = appPage(s.page);
    const before = await panelTitle().textContent();
    await ui.setLanguage('ar');
    await s.page.waitForFunction((was) => {
      const now = document.querySelector('[data-testid="project-panel"] .dt-project-title')?.textContent;
      return Boolean(now) && now !== was;
    }, before);
    expect(await panel().locator('dt').first().textContent()).toBe('المطوّر');
    await s.shot('project-panel-ar-1024');
    await ui.setLanguage('en');
    await s.page.waitForFunction(
      (was) => document.querySelector('[data-testid="project-panel"] .dt-project-title')?.textContent === was,
      before,
    );
  });

  it('opens the developer, and Back returns to the project', async () => {
    const title = await panelTitle().textContent();
    const developer = (await panel().getByTestId('project-developer').textContent()) ?? '';
    await panel().getByTestId('project-developer').click();
    await s.page.getByTestId('developer-detail').waitFor();
    expect(await s.page.getByTestId('detail-title').textContent()).toBe(developer);
    await s.page.getByTestId('back').click();
    await panel().waitFor();
    expect(await panelTitle().textContent()).toBe(title);
  });

  it('pins the project to Compare from the panel, and the panel opens it there', async () => {
    const title = (await panelTitle().textContent()) ?? '';
    const pin = panel().getByTestId('pin-button');
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    await pin.click();
    await s.page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="project-panel"] [data-testid="pin-button"]')
          ?.getAttribute('aria-pressed') === 'true',
    );
    expect(await s.page.getByTestId('compare-count').textContent()).toBe('1');
    await s.shot('project-panel-pinned-en-1024');
    await panel().getByTestId('open-compare').click();
    await s.page.getByTestId('view-compare').waitFor();
    await s.page.getByTestId('compare-tab-project').waitFor();
    expect(await s.page.getByTestId('compare-tab-project').getAttribute('aria-selected')).toBe('true');
    await s.page.waitForFunction(
      (name) => document.querySelector('[data-testid="view-compare"]')?.textContent?.includes(name),
      title,
    );
    await s.shot('project-pinned-compare-en-1024');
    // Back on the results (kept), the project opened again shows itself pinned.
    const ui = appPage(s.page);
    await ui.nav('projects');
    await ui.waitForRows();
    await ui.openRow(2);
    await panel().waitFor();
    expect(await panelTitle().textContent()).toBe(title);
    expect(await panel().getByTestId('pin-button').getAttribute('aria-pressed')).toBe('true');
  });

  it('closes with Escape and with its close button', async () => {
    const ui = appPage(s.page);
    await s.page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    // The keyboard keeps its place: the focus is back on the grid the project was opened from.
    expect(await s.page.evaluate(() => document.activeElement?.closest('[data-testid="data-grid"]') !== null)).toBe(
      true,
    );
    await ui.openRow(0);
    await panel().waitFor();
    await panel().getByTestId('project-panel-close').click();
    await panel().waitFor({ state: 'detached' });
  });

  it("on a developer's page, Escape closes the project first and goes back only after", async () => {
    const ui = appPage(s.page);
    await ui.openRow(1);
    await panel().getByTestId('project-developer').click();
    await s.page.getByTestId('developer-detail').waitFor();
    const projects = s.page.getByTestId('developer-projects');
    await projects.locator('.ag-row.grid-row').first().waitFor();
    await projects.locator('.ag-row.grid-row').first().locator('.ag-cell').nth(1).click();
    await panel().waitFor();
    // At 1024 px the panel goes under the list: it is brought into the window, not left below it.
    await expect.poll(async () => (await panel().boundingBox())!.y < s.page.viewportSize()!.height - 100).toBe(true);
    await s.shot('developer-project-panel-en-1024');
    // In Arabic the panel stays open and in the window, its facts read right to left.
    await ui.setLanguage('ar');
    await s.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect.poll(async () => await panel().locator('dt').first().textContent()).toBe('السعر');
    await expect.poll(async () => (await panel().boundingBox())!.y < s.page.viewportSize()!.height - 100).toBe(true);
    await s.shot('developer-project-panel-ar-1024');
    await ui.setLanguage('en');
    await expect.poll(async () => await panel().locator('dt').first().textContent()).toBe('Price');
    await s.page.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
    expect(await s.page.getByTestId('developer-detail').count()).toBe(1);
    await s.page.keyboard.press('Escape');
    await s.page.getByTestId('view-projects').waitFor();
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
