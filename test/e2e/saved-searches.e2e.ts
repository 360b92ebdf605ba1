// Saved searches as a broker uses them: save the search on screen (a taken name is refused), restart the app (a new
// host on the same data folder), re-run it from the list and find the form refilled with the same chips and the
// same results; rename, duplicate, delete (confirmed); export to a file and import it back (a bad field named, the
// very search already saved skipped and said); track a saved search over time; Arabic right to left; the view's end
// reachable at a small and a large window.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../support/temp-dir';
import { appPage } from './pages/app-page';
import { portfolioPage } from './pages/portfolio-page';
import { savedPage } from './pages/saved-page';
import { startAppHost, type AppHost } from './support/app-host';
import { launchChromium } from './support/browser';
import { shoot } from './support/shots';

const NAME = 'Marina 2-bed to rent';

let dir: TempDir;
let host: AppHost;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const shot = (name: string) => shoot(page, name);
let before: { total: string; ids: string[] };

beforeAll(async () => {
  dir = makeTempDir('aqar-e2e-saved-');
  host = await startAppHost([], undefined, { dataDir: dir.path });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(host.url);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await host?.stop();
  dir?.remove();
});

/** The rendered rows' ids in the order the grid shows them (by row index: ag-grid keeps a row's element when its
 * data is replaced, so the elements' order in the page is the order they were first drawn in, not the grid's). */
async function rowIds(): Promise<string[]> {
  const ui = appPage(page);
  await ui.waitForIdle();
  const rows = await ui.rows.evaluateAll((list) =>
    list.map((r) => ({ id: r.getAttribute('row-id') ?? '', index: Number(r.getAttribute('row-index')) })),
  );
  return rows.sort((a, b) => a.index - b.index).map((r) => r.id);
}

describe('saved searches', () => {
  it('saves the search on screen, and refuses a name already taken', async () => {
    const ui = appPage(page);
    await ui.field('purpose').getByText('For rent', { exact: true }).click();
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.field('rooms').getByText('2', { exact: true }).click();
    await ui.search();
    await ui.waitForRows();
    before = { total: (await page.getByTestId('results-total').textContent()) ?? '', ids: await rowIds() };
    const saved = savedPage(page);
    expect(await saved.saveCurrent(NAME)).toBeNull();
    expect(await saved.saveCurrent(NAME)).toMatch(/already has this name/);
    await page.getByTestId('save-search-form').getByRole('button', { name: 'Cancel' }).click();
    await saved.open();
    const row = saved.row(NAME);
    expect(await row.getByTestId('saved-description').textContent()).toMatch(/For rent.*Dubai Marina.*Bedrooms: 2/);
    // Saved with its results on screen, it has run: their count, not "Never run".
    expect(await row.getByTestId('saved-last-run').textContent()).not.toBe('Never run');
    expect(await row.getByTestId('saved-result-count').textContent()).toBe(
      Number(before.total.replace(/\D/g, '')).toLocaleString('en'),
    );
  });

  it('after a restart, runs it from the list: the form has its chips back and the results are the same', async () => {
    // The window goes with the app it belongs to: left open on a stopped host, its event stream reconnects in vain
    // (a refused connection the page reports), however long the new host takes to start.
    await page.goto('about:blank');
    await host.stop();
    host = await startAppHost([], undefined, { dataDir: dir.path });
    await page.goto(host.url);
    const saved = savedPage(page);
    await saved.open();
    await saved.run(NAME);
    const ui = appPage(page);
    await page.getByTestId('view-listings').waitFor();
    await ui.waitForRows();
    // The view's heading has the focus: the next Tab goes into the view, not back to the window's top.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // The chip says the place's name, never its id.
    expect(await ui.field('location_ids').locator('.sf-chip-label').allTextContents()).toEqual(['Dubai Marina']);
    expect(await ui.field('purpose').getByRole('radio', { name: 'For rent' }).isChecked()).toBe(true);
    expect(await ui.field('rooms').getByRole('checkbox', { name: '2', exact: true }).isChecked()).toBe(true);
    expect(await page.getByTestId('results-total').textContent()).toBe(before.total);
    expect(await rowIds()).toEqual(before.ids);
    await shot('saved-rerun-listings');
    await saved.open();
    const count = Number(before.total.replace(/\D/g, ''));
    await expect
      .poll(() => saved.row(NAME).getByTestId('saved-result-count').textContent())
      .toBe(count.toLocaleString('en'));
    expect(await saved.row(NAME).getByTestId('saved-last-run').textContent()).not.toBe('Never run');
  }, 60_000);

  it('renames, duplicates and deletes (asking first)', async () => {
    const saved = savedPage(page);
    await saved.rename(NAME, `${NAME} (Marina)`);
    await saved.duplicate(`${NAME} (Marina)`);
    await saved.row(`${NAME} (Marina) (copy)`).waitFor();
    // Renamed to a name another has: said beside the box, once, and the box stays open to change it.
    const copy = saved.row(`${NAME} (Marina) (copy)`);
    await copy.getByTestId('saved-rename').click();
    await copy.getByTestId('saved-rename-input').fill(`${NAME} (Marina)`);
    await copy.getByTestId('saved-rename-input').press('Enter');
    expect(await copy.getByTestId('saved-rename-error').textContent()).toBe(
      'A saved search already has this name: choose another.',
    );
    expect(await copy.getByTestId('saved-rename-input').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('notice').filter({ hasText: 'already has this name' }).count()).toBe(0);
    await shot('saved-rename-error');
    await copy.getByTestId('saved-rename-input').press('Escape');
    // Opened again, the box starts clean: the refusal belonged to the name typed then.
    await copy.getByTestId('saved-rename').click();
    expect(await copy.getByTestId('saved-rename-error').count()).toBe(0);
    expect(await copy.getByTestId('saved-rename-input').getAttribute('aria-invalid')).toBe('false');
    await copy.getByTestId('saved-rename-input').press('Escape');
    await saved.row(`${NAME} (Marina) (copy)`).getByTestId('saved-delete').click();
    await saved.view.getByTestId('saved-confirm-no').click();
    expect(await saved.rows.count()).toBe(2);
    await saved.remove(`${NAME} (Marina) (copy)`);
    expect(await saved.rows.count()).toBe(1);
    await saved.rename(`${NAME} (Marina)`, NAME);
  });

  it('exports to a file and imports it back; a bad field is named', async () => {
    const saved = savedPage(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      saved.view.getByTestId('saved-export-all').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^aqar-saved-searches-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      format: string;
      queries: { name: string; params: Record<string, unknown>; picks: { name: string }[] }[];
    };
    expect(file.format).toBe('aqar-lens.saved-queries');
    expect(file.queries.map((q) => q.name)).toEqual([NAME]);
    expect(file.queries[0]!.picks.map((p) => p.name)).toEqual(['Dubai Marina']);

    const bad = join(dir.path, 'bad.json');
    const broken = structuredClone(file);
    broken.queries[0]!.params.purpose = 'to-let';
    writeFileSync(bad, JSON.stringify(broken));
    await saved.importInput.setInputFiles(bad);
    await saved.importError.waitFor();
    expect(await saved.view.getByTestId('saved-import-reason').textContent()).toBe(
      'Search 1 in the file: the filter “Purpose” is wrong.',
    );
    expect(await saved.rows.count()).toBe(1);

    // A broken file, in Arabic: the reason in Arabic, the core's English folded away under "Details".
    const ui = appPage(page);
    await ui.setLanguage('ar');
    const notJson = join(dir.path, 'broken.json');
    writeFileSync(notJson, '{"format": "aqar-lens.saved-queries" "version": 1}');
    await saved.importInput.setInputFiles(notJson);
    await expect
      .poll(() => saved.view.getByTestId('saved-import-reason').textContent())
      .toBe('ليس ملف بحوث محفوظة (ليس JSON صالحًا).');
    expect(await saved.view.getByTestId('saved-import-detail').isVisible()).toBe(false);
    expect(await saved.importError.innerText()).not.toMatch(/position|Expected/);
    await shot('saved-import-error-ar');
    await ui.setLanguage('en');

    const good = join(dir.path, 'good.json');
    writeFileSync(good, JSON.stringify(file));
    await saved.importInput.setInputFiles(good);
    // The very search is saved here already: nothing is added (never a "(2)"), and the import says so.
    await expect
      .poll(() => page.getByTestId('notice-message').allTextContents())
      .toContainEqual('The search in the file is already saved here: nothing was imported.');
    expect(await saved.rows.count()).toBe(1);
    await shot('saved-import-already-saved');

    // The same name with other filters is another search: the name was taken here, it gets a free one.
    const other = join(dir.path, 'other.json');
    const changed = structuredClone(file);
    changed.queries[0]!.params.price_max = 123456;
    writeFileSync(other, JSON.stringify(changed));
    await saved.importInput.setInputFiles(other);
    await saved.row(`${NAME} (2)`).waitFor();
    expect(await saved.row(`${NAME} (2)`).getByTestId('saved-description').textContent()).toContain('Dubai Marina');
    await saved.remove(`${NAME} (2)`);
  });

  it('tracks a saved search over time like a watched item', async () => {
    const saved = savedPage(page);
    await saved.row(NAME).getByTestId('saved-track').click();
    const pf = portfolioPage(page);
    await pf.view.waitFor();
    const { done } = await pf.snapshot(NAME);
    expect(done).toContain(`Snapshot taken: ${before.total.replace(/ results?/, '')} listings`);
    await pf.view
      .getByTestId('history')
      .getByRole('heading', { name: `History of ${NAME}` })
      .waitFor();
    await saved.open();
    expect(await saved.row(NAME).getByTestId('saved-track').textContent()).toBe('Tracked in Portfolios');
  }, 60_000);

  it('reads right to left in Arabic', async () => {
    const ui = appPage(page);
    const saved = savedPage(page);
    await ui.setLanguage('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await saved.view.locator('h1').textContent()).toBe('البحوث المحفوظة');
    // Saved in English, the search names its place in Arabic: a saved search keeps the place's every name.
    const description = saved.row(NAME).getByTestId('saved-description');
    expect(await description.textContent()).toContain('دبي مارينا');
    expect(await description.textContent()).not.toContain('Dubai Marina');
    await shot('saved-ar');
    await ui.toggleTheme();
    await shot('saved-ar-dark');
    await ui.toggleTheme();
    await ui.setLanguage('en');
  });

  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ]) {
    it(`scrolls to its last section at ${size.width}×${size.height}`, async () => {
      await page.setViewportSize(size);
      const end = await portfolioPage(page).scrollToEnd();
      await shot(`saved-end-${size.width}`);
      expect(end.atEnd).toBe(true);
      expect(end.lastVisible).toBe(true);
    });
  }

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
