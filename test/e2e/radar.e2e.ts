// The acquisition radar as a new broker opens it for JVC, at 1280×800 against the demo: a place with no stored
// listings says so and offers the Listings search of it; three pages of JVC sales and the JVC market loaded (so the
// premium over transacted can be judged); the ranked list, each score the weighted mean of its factor scores
// computed here; a weight set to 0 re-ranks; the Excel export read with SheetJS (its About notes carry the rules and
// the weights); the same in Arabic, right to left; a reload keeps the view; 1024×700 and 1920×1080 scrolled to the end.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RADAR_WEIGHTS, RADAR_FACTORS, type RadarView, type RadarWeights } from '#shared/domain/radar';
import { readCsv } from '../support/csv';
import { loadSheetJs, readWorkbook, type SheetJs } from '../support/sheetjs';
import { appPage } from './pages/app-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { keptMarket } from '../support/kept-market';

const JVC = 'Jumeirah Village Circle';

let s: Session;
let invoke: ReturnType<typeof hostApi>;
let downloads: string;
let jvc: { id: string; name: string };
let sheetjs: SheetJs | null;

beforeAll(async () => {
  s = await openSession([], { prepare: writeFastDemoSettings, viewport: { width: 1280, height: 800 } });
  invoke = hostApi(s.host);
  downloads = join(s.host.dataDir, 'e2e-downloads');
  mkdirSync(downloads, { recursive: true });
  sheetjs = (await loadSheetJs()).xlsx;
}, 60_000);
afterAll(async () => s?.close());

const view = () => s.page.getByTestId('radar-view');
const grid = () => s.page.getByTestId('radar-grid');
const gridRows = () => grid().locator('.ag-row.grid-row');

/** The rendered rows in the grid's order: id and the score cell's text. */
async function shownRows(): Promise<{ id: string; score: string }[]> {
  return gridRows().evaluateAll((rows) =>
    rows
      .map((r) => ({
        id: r.getAttribute('row-id') ?? '',
        top: Number.parseFloat((r as HTMLElement).style.transform.replace(/[^\d.-]+/g, '') || '0'),
        score: r.querySelector('.ag-cell[col-id="score"]')?.textContent ?? null,
      }))
      .filter((r): r is { id: string; top: number; score: string } => r.score !== null)
      .sort((a, b) => a.top - b.top)
      .map(({ id, score }) => ({ id, score })),
  );
}

/** The score the rule says: the weighted mean of the judged factors' scores, 0 to 100. */
function weightedMean(row: RadarView['rows'][number], weights: RadarWeights): number {
  let sum = 0;
  let weight = 0;
  for (const f of RADAR_FACTORS) {
    const score = row.factors[f].score;
    if (score === null || weights[f] === 0) continue;
    sum += score * weights[f];
    weight += weights[f];
  }
  return weight === 0 ? 0 : (sum / weight) * 100;
}

function expectRanked(answer: RadarView, weights: RadarWeights): void {
  expect(answer.rows.length).toBeGreaterThan(10);
  for (const row of answer.rows) expect(row.score).toBeCloseTo(weightedMean(row, weights), 1);
  const scores = answer.rows.map((r) => r.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
}

async function download(item: 'export-xlsx' | 'export-csv'): Promise<string> {
  await view().getByTestId('radar-export').click();
  const [file] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId(item).click()]);
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

async function scrollToEnd(name: string): Promise<void> {
  await s.page.evaluate(() => {
    const main = document.getElementById('main');
    if (main) main.scrollTop = main.scrollHeight;
  });
  await s.shot(name);
}

describe('the acquisition radar for JVC', () => {
  it('says a place with no stored listings has none, and offers the Listings search of it', async () => {
    await s.page.getByTestId('nav-radar').click();
    await view().waitFor();
    expect(s.page.url()).toContain('#/radar');
    const input = view().getByTestId('location-picker-input');
    await input.click();
    await input.fill('JVC');
    await s.page.getByTestId('picker-option').filter({ hasText: JVC }).first().click();
    const requests = (await invoke('usage:get', {})).today;
    await view().getByTestId('radar-rank').click();
    const nothing = view().getByTestId('radar-no-listings');
    await expect.poll(() => nothing.textContent()).toContain(`No current sale listings of ${JVC} are stored`);
    expect(await grid().count()).toBe(0);
    // The radar sends no request of its own.
    expect((await invoke('usage:get', {})).today).toBe(requests);
    await s.shot('radar-no-listings-en-1280');

    await nothing.getByTestId('radar-search-listings').click();
    const ui = appPage(s.page);
    await ui.form.waitFor();
    // The Listings form is preset with the place and purpose: one search away.
    await expect.poll(() => ui.field('location_ids').textContent()).toContain(JVC);
    await expect.poll(() => ui.field('purpose').locator('input:checked').getAttribute('value')).toBe('for-sale');
    await ui.search();
    await ui.waitForRows();
    const pageText = s.page.getByTestId('results-page');
    for (const page of [2, 3]) {
      await s.page.getByTestId('page-next').click();
      await expect.poll(() => pageText.textContent(), { timeout: 20_000 }).toMatch(new RegExp(`Page ${page} of`));
      await ui.waitForRows();
    }
  }, 90_000);

  it('ranks JVC’s stored sale listings, each score the weighted mean of its factors, the premium judged', async () => {
    const found = await invoke('data:fetch', { operation: 'autocomplete', params: { query: JVC } });
    const items = (found as { result: { items: { externalID: string; name: Record<string, string> }[] } }).result.items;
    const place = items.find((i) => i.name.en === JVC)!;
    jvc = { id: place.externalID, name: JVC };
    await invoke('market:load', {
      taskId: 'radar-jvc-market',
      query: { places: [jvc], purpose: 'for-sale', period: '12m' },
    });

    await s.page.getByTestId('nav-radar').click();
    const requests = (await invoke('usage:get', {})).today;
    await view().getByTestId('radar-rank').click();
    await gridRows().first().waitFor();
    expect((await invoke('usage:get', {})).today).toBe(requests);
    const answer = await invoke('radar:list', { place: jvc, purpose: 'for-sale' });
    expect(answer.weights).toEqual(DEFAULT_RADAR_WEIGHTS);
    expectRanked(answer, DEFAULT_RADAR_WEIGHTS);
    expect(answer.rows.filter((r) => r.factors.premium.score !== null).length).toBeGreaterThan(0);
    await expect
      .poll(() => view().getByTestId('radar-count').textContent())
      .toMatch(new RegExp(`^${answer.rows.length} listings ranked`));

    const shown = await shownRows();
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.map((r) => r.id)).toEqual(answer.rows.slice(0, shown.length).map((r) => r.externalID));
    expect(shown.map((r) => Number(r.score))).toEqual(answer.rows.slice(0, shown.length).map((r) => r.score));
    await s.shot('radar-en-1280');
    // A factor's cell says what it was judged against: the median transacted, how many and where.
    const first = answer.rows[0]!;
    const priced = answer.rows.slice(0, 8).find((r) => r.factors.premium.reference !== null)!;
    expect(priced, 'a premium judged among the first rows').toBeDefined();
    const premium = grid().locator(`.ag-row[row-id="${priced.externalID}"] .ag-cell[col-id="factor.premium"]`).first();
    await premium.scrollIntoViewIfNeeded();
    await premium.hover();
    const { n, place: where } = priced.factors.premium;
    await expect
      .poll(() => premium.getAttribute('title'))
      .toMatch(new RegExp(`^Median transacted AED per sq ft: [\\d,]+, from ${n} transactions in ${where}$`));
    const days = grid().locator(`.ag-row[row-id="${first.externalID}"] .ag-cell[col-id="factor.days-on-market"]`);
    await days.first().hover();
    await expect
      .poll(() => days.first().getAttribute('title'))
      .toBe(
        `Median days on market of the listed adverts: ${first.factors['days-on-market'].reference} ` +
          `(n = ${first.factors['days-on-market'].n})`,
      );
    // The factors' columns, scrolled to: each value beside its score.
    const across = grid().locator('.ag-body-horizontal-scroll-viewport');
    await across.evaluate((e) => (e.scrollLeft = 1200));
    await grid().locator('.ag-header-cell[col-id="score.premium"]').waitFor();
    await s.shot('radar-factors-en-1280');
    // A row opens the listing's page; Back returns to the list as it was.
    await grid().locator(`.ag-row[row-id="${first.externalID}"] .ag-cell[col-id="title"]`).first().click();
    await expect.poll(() => s.page.url()).toContain(`#/property/${first.externalID}`);
    await s.page.goBack();
    await gridRows().first().waitFor();
    expect((await shownRows())[0]!.id).toBe(first.externalID);
  }, 120_000);

  it('re-ranks when a weight is set to 0, and resets to the defaults', async () => {
    const before = await shownRows();
    const weight = view().getByTestId('radar-weight-days-on-market').locator('input');
    await weight.fill('0');
    const weights = { ...DEFAULT_RADAR_WEIGHTS, 'days-on-market': 0 };
    const answer = await invoke('radar:list', { place: jvc, purpose: 'for-sale', weights });
    expectRanked(answer, weights);
    await expect.poll(() => view().getByTestId('radar-weights-now').textContent()).toContain('Days on market 0');
    await expect
      .poll(async () => (await shownRows()).map((r) => r.id).slice(0, 5))
      .toEqual(answer.rows.slice(0, 5).map((r) => r.externalID));
    const after = await shownRows();
    expect(after.map((r) => r.score)).not.toEqual(before.map((r) => r.score));
    expect(after.map((r) => Number(r.score))).toEqual(answer.rows.slice(0, after.length).map((r) => r.score));
    await s.shot('radar-weight-0-en-1280');
    // Each factor's rule can be read beside the weights.
    const rules = view().getByTestId('radar-rules');
    await rules.locator('summary').click();
    await expect.poll(() => rules.textContent()).toContain('Premium: the asking AED per sq ft');
    await rules.scrollIntoViewIfNeeded();
    await s.shot('radar-rules-en-1280');
    await rules.locator('summary').click();
  });

  it('exports the ranked list to Excel with the rules and the weights on the About sheet', async () => {
    expect(sheetjs, 'SheetJS (dev dependency xlsx) must be installed').not.toBeNull();
    const answer = await invoke('radar:list', {
      place: jvc,
      purpose: 'for-sale',
      weights: { ...DEFAULT_RADAR_WEIGHTS, 'days-on-market': 0 },
    });
    const file = await download('export-xlsx');
    const book = readWorkbook(sheetjs!, file);
    expect(book.SheetNames).toEqual(['About', 'Radar']);
    const about = JSON.stringify(book.Sheets.About);
    expect(about).toContain('Days on market: from the earliest of the date the service gives');
    expect(about).toContain('Score: the weighted mean of the factors that could be judged');
    expect(about).toContain('Weights: Days on market 0, Total price cut 3');
    const sheet = book.Sheets.Radar!;
    const cell = (a: string) => (sheet[a] as { v?: unknown } | undefined)?.v;
    expect(cell('A1')).toBe('Score (of 100)');
    expect(cell('B1')).toBe('Factors judged');
    expect(cell('C1')).toBe('Listing');
    expect(cell('A2')).toBe(answer.rows[0]!.score);
    expect(cell('C2')).toBe(answer.rows[0]!.externalID);
    expect(cell(`C${answer.rows.length + 1}`)).toBe(answer.rows.at(-1)!.externalID);
    expect(cell(`C${answer.rows.length + 2}`)).toBeUndefined();

    // The CSV holds the same table: the definition's columns in order, one line per ranked listing.
    const csv = readCsv(await download('export-csv'));
    expect(csv.header.slice(0, 4)).toEqual(['Score (of 100)', 'Factors judged', 'Listing', 'Title']);
    expect(csv.header).toContain('Premium over transacted (%)');
    expect(csv.rows.map((r) => r.Listing)).toEqual(answer.rows.map((r) => r.externalID));
  }, 60_000);

  it('reads in Arabic, right to left, and exports in Arabic', async () => {
    await view().getByTestId('radar-reset-weights').click();
    await expect.poll(() => view().getByTestId('radar-weights-now').textContent()).toContain('Days on market 3');
    await appPage(s.page).setLanguage('ar');
    await expect.poll(() => view().locator('h1').textContent()).toBe('رادار الاستحواذ');
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => grid().locator('.ag-header-cell[col-id="score"]').textContent())
      .toContain('النتيجة (من 100)');
    expect(await grid().locator('.ag-rtl').count()).toBeGreaterThan(0);
    await s.shot('radar-ar-1280');
    // No JVC rentals were searched: the form's purpose re-asks at once, and the notice says so in Arabic.
    await view().getByTestId('field-radar-purpose').getByText('للإيجار').click();
    const nothing = view().getByTestId('radar-no-listings');
    await expect.poll(() => nothing.textContent()).toContain('لا توجد عقارات معروضة للإيجار حالياً محفوظة في');
    await s.shot('radar-no-listings-ar-1280');
    await view().getByTestId('field-radar-purpose').getByText('للبيع').click();
    await gridRows().first().waitFor();
    const file = await download('export-xlsx');
    const book = readWorkbook(sheetjs!, file);
    expect(book.SheetNames[1]).toBe('الرادار');
    expect((book.Sheets['الرادار']!.A1 as { v: unknown }).v).toBe('النتيجة (من 100)');
    expect(JSON.stringify(book.Sheets.About ?? book.Sheets[book.SheetNames[0]!])).toContain(
      'Weights: Days on market 3',
    );
  }, 60_000);

  it('comes back on reload, and scrolls to its end on small and large screens', async () => {
    await appPage(s.page).setLanguage('en');
    await expect.poll(() => view().locator('h1').textContent()).toBe('Acquisition radar');
    await s.page.reload();
    await view().waitFor();
    expect(s.page.url()).toContain('#/radar');
    await s.page.setViewportSize({ width: 1024, height: 700 });
    const input = view().getByTestId('location-picker-input');
    await input.click();
    await input.fill('JVC');
    await s.page.getByTestId('picker-option').filter({ hasText: JVC }).first().click();
    await view().getByTestId('radar-rank').click();
    await gridRows().first().waitFor();
    await scrollToEnd('radar-en-1024-end');
    await appPage(s.page).setLanguage('ar');
    await expect.poll(() => view().locator('h1').textContent()).toBe('رادار الاستحواذ');
    await scrollToEnd('radar-ar-1024-end');
    await s.page.setViewportSize({ width: 1920, height: 1080 });
    await scrollToEnd('radar-ar-1920-end');
    await appPage(s.page).setLanguage('en');
    await expect.poll(() => view().locator('h1').textContent()).toBe('Acquisition radar');
    await scrollToEnd('radar-en-1920-end');
    expect(s.errors).toEqual([]);
  }, 60_000);

  it('ranks a watched agency’s listings from its latest snapshot', async () => {
    await s.page.setViewportSize({ width: 1280, height: 800 });
    const market = keptMarket();
    const counts = market.view().agencyCounts;
    const index = [...counts.keys()].find((i) => counts[i]!.total >= 20 && counts[i]!.total <= 60)!;
    const agency = market.agencies[index]!;
    const item = await invoke('watch:add', { kind: 'agency', externalID: agency.externalID, name: agency.name });
    await invoke('snapshot:run', { itemId: item.id, taskId: 'radar-agency' });
    // The view reads the watched items when it opens.
    await s.page.getByTestId('nav-market').click();
    await s.page.getByTestId('nav-radar').click();
    await view().getByTestId('field-radar-target').getByText('A watched item').click();
    const select = view().getByTestId('radar-watched-item');
    await expect.poll(() => select.locator('option').allTextContents()).toContain(agency.name);
    await select.selectOption(String(item.id));
    await view().getByTestId('radar-rank').click();
    const answer = await invoke('radar:list', { itemId: item.id, purpose: 'for-sale' });
    expect(answer.target).toEqual({ kind: 'item', name: agency.name });
    if (answer.rows.length === 0) {
      await view().getByText(`No listing of ${agency.name} could be scored.`).waitFor();
    } else {
      await expect
        .poll(async () => (await shownRows()).map((r) => r.id).slice(0, 3))
        .toEqual(answer.rows.slice(0, 3).map((r) => r.externalID));
      for (const row of answer.rows) expect(row.score).toBeCloseTo(weightedMean(row, answer.weights), 1);
    }
    await s.shot('radar-item-en-1280');
    expect(s.errors).toEqual([]);
  }, 90_000);
});
