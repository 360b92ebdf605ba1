// Issue 34's research day at 1280×800: a Listings search for Jumeirah Village Circle, then the Market view, which
// starts on JVC (finding 17); one bedroom count, Dubai Marina added, and the area against area table read on screen
// with its yields as percentages (finding 2) and exported to Excel and CSV (finding 1), the workbook read back; both
// places pinned, Compare → Places says the filter its figures rest on, every yield with one decimal (finding 11),
// and its place trails read in the interface language's direction (the remaining finding b), in English and Arabic.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { marketPage } from './pages/market-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

let s: Session;
let downloads: string;
beforeAll(async () => {
  s = await openSession([], { prepare: writeFastDemoSettings, viewport: { width: 1280, height: 800 } });
  downloads = join(s.host.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
});
afterAll(async () => s?.close());

async function download(testId: string): Promise<string> {
  const [file] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId(testId).click()]);
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** Each place trail of Compare → Places: its direction on screen and its steps with where each is drawn. */
async function trails(): Promise<{ dir: string; steps: { text: string; left: number }[] }[]> {
  return s.page.locator('tr[data-row="path"] [data-testid="compare-value"]').evaluateAll((els) =>
    els.map((el) => ({
      dir: getComputedStyle(el).direction,
      steps: [...el.querySelectorAll('bdi')].map((b) => ({
        text: b.textContent ?? '',
        left: b.getBoundingClientRect().left,
      })),
    })),
  );
}

describe('market after a Listings search, area against area exported', () => {
  it('starts the Market view on the place of the Listings search', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('JVC', 'Jumeirah Village Circle');
    await ui.search();
    await ui.waitForRows();
    const m = marketPage(s.page);
    await m.open();
    await expect
      .poll(() => m.form.locator('.sf-chip').allTextContents())
      .toEqual([expect.stringContaining('Jumeirah Village Circle')]);
    await s.shot('issue34-market-carried-1280');
  });

  it('shows the gross yields of two places as percentages, for one bedroom count', async () => {
    const m = marketPage(s.page);
    await m.pickPlace('marina', 'Dubai Marina');
    await m.toggleBeds('1 bed');
    await m.estimate();
    await m.load();
    await m.card('compare').waitFor({ timeout: 90_000 });
    const table = await m.readTable('compare');
    const yieldAt = table.raw.findIndex((r) => r[0] === 'Gross yield');
    expect(yieldAt).toBeGreaterThanOrEqual(0);
    const cells = await m.table('compare').locator('tbody tr').nth(yieldAt).locator('td').allTextContents();
    const jvc = table.headers.indexOf('Jumeirah Village Circle');
    const marina = table.headers.indexOf('Dubai Marina');
    for (const col of [jvc, marina]) {
      expect(Number(table.raw[yieldAt]![col])).toBeGreaterThan(0.03);
      // "7.8%" (a mark such as "highest" may follow), never "0".
      expect(cells[col]).toMatch(/^\d+\.\d%/);
    }
    await m.card('compare').scrollIntoViewIfNeeded();
    await s.shot('issue34-area-against-area-1280');
  });

  it('exports the table to Excel, yields as percentages, and to CSV', async () => {
    const m = marketPage(s.page);
    const shown = await m.readTable('compare');
    const xlsx = await download('export-xlsx-compare');
    expect(xlsx).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(xlsx);
    // The table's sheet (beside the About sheet).
    const sheet = book.worksheets.find((ws) => ws.getRow(1).getCell(1).value === shown.headers[0])!;
    expect(sheet).toBeDefined();
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(headers).toEqual(shown.headers);
    const yieldRow = sheet.getSheetValues().findIndex((row) => Array.isArray(row) && row[1] === 'Gross yield');
    expect(yieldRow).toBeGreaterThan(1);
    const jvc = headers.indexOf('Jumeirah Village Circle') + 1;
    const cell = sheet.getRow(yieldRow).getCell(jvc);
    expect(typeof cell.value).toBe('number');
    expect(cell.numFmt).toContain('%');
    const csv = await download('export-csv-compare');
    const lines = readFileSync(csv, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(shown.headers.join(','));
    expect(lines.length).toBe(shown.raw.length + 1);
    // No export failure was said.
    expect(await s.page.locator('[data-testid="notice"][data-level="error"]').count()).toBe(0);
  });

  it('pins both places: Compare → Places says what the figures are of, yields with one decimal', async () => {
    const pins = s.page.locator('.mk-pins button');
    expect(await pins.count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      await pins.nth(i).click();
      await expect.poll(() => pins.nth(i).getAttribute('data-pinned')).toBe('true');
    }
    const cmp = comparePage(s.page);
    await cmp.open('place');
    await cmp.waitForItems(2);
    const panel = await cmp.read();
    const row = (id: string) => panel.rows.find((r) => r.id === id);
    expect(row('scope')?.measure).toMatch(/^Figures for/);
    expect(row('scope')?.values).toEqual([
      'Apartment, bedrooms: 1, last 12 months',
      'Apartment, bedrooms: 1, last 12 months',
    ]);
    // One format per measure: "7.0%" beside "7.8%", never "7%".
    for (const value of row('grossYield')?.values ?? []) expect(value).toMatch(/^\d+\.\d%$/);
    expect(row('grossYield')?.values).toHaveLength(2);
    const english = await trails();
    expect(english).toHaveLength(2);
    for (const trail of english) {
      expect(trail.dir).toBe('ltr');
      expect(trail.steps[0]!.text).toBe('Dubai');
      expect(trail.steps[0]!.left).toBeLessThan(trail.steps.at(-1)!.left);
    }
    await s.shot('issue34-compare-places-1280-en');
    await appPage(s.page).setLanguage('ar');
    await expect
      .poll(async () => (await cmp.read()).rows.find((r) => r.id === 'scope')?.values[0])
      .toMatch(/غرف النوم/);
    // The place trail reads right to left in Arabic, named in Arabic, the emirate first at the right (finding b).
    for (const trail of await trails()) {
      expect(trail.dir).toBe('rtl');
      expect(trail.steps.length).toBeGreaterThan(1);
      expect(trail.steps.map((step) => step.text).join(' ')).not.toMatch(/[A-Za-z]/);
      expect(trail.steps[0]!.left).toBeGreaterThan(trail.steps.at(-1)!.left);
    }
    await s.shot('issue34-compare-places-1280-ar');
    await appPage(s.page).setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
