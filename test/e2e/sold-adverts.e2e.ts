// "What adverts sold for" in the Radar view, at 1280×800 against the demo service over HTTP with its clock: saved
// searches over Al Barsha (sales and lets) watched and snapshotted on four days a week apart, the place's
// transactions loaded weeks later; the Radar view's second tab for Al Barsha shows the ratios (each figure with its
// n, "fewer than 5" where too few) and the matches with their confidence and reasons, the same as `market:sold`
// answers; it sends no request; the Excel export carries both sheets and the rule; then Arabic, right to left.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import type { SoldView } from '#shared/domain/sold';
import { moveDemoClock } from '../support/demo-fixture';
import { loadSheetJs, readWorkbook, type SheetJs } from '../support/sheetjs';
import { appPage } from './pages/app-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { keptMarket } from '../support/kept-market';

const PLACE = 'Al Barsha';
const START = 330;
const SNAPSHOT_DAYS = [START, START + 7, START + 14, START + 21];
const FINAL = START + 70;

let demo: RunningDemoServer;
let s: Session;
let invoke: ReturnType<typeof hostApi>;
let sheetjs: SheetJs | null;
let downloads: string;
let answer: SoldView;

beforeAll(async () => {
  demo = await startDemoServer({ market: keptMarket({ day: START }) });
  s = await openSession(['--source', 'live', '--base-url', demo.url], { viewport: { width: 1280, height: 800 } });
  invoke = hostApi(s.host);
  await invoke('settings:update', { limits: { perSecond: 50, concurrency: 8, fetchAllCap: 400 } });
  await invoke('snapshot:schedule-set', { enabled: false });
  downloads = join(s.host.dataDir, 'e2e-downloads');
  mkdirSync(downloads, { recursive: true });
  sheetjs = (await loadSheetJs()).xlsx;

  const found = await invoke('data:fetch', { operation: 'autocomplete', params: { query: PLACE } });
  const items = (found as { result: { items: { externalID: string; name: Record<string, string> }[] } }).result.items;
  const place = { id: items.find((i) => i.name.en === PLACE)!.externalID, name: PLACE };
  const itemIds: number[] = [];
  for (const purpose of ['for-sale', 'for-rent'] as const) {
    const saved = await invoke('saved:create', {
      name: `${PLACE} ${purpose}`,
      request: { operation: 'search-property', params: { purpose, location_ids: [place.id] } as never },
    });
    itemIds.push((await invoke('watch:add', { kind: 'saved', savedQueryId: saved.id })).id);
  }
  for (const [k, day] of SNAPSHOT_DAYS.entries()) {
    if (k > 0) expect(await moveDemoClock(demo.url, day - SNAPSHOT_DAYS[k - 1]!)).toBe(day);
    for (const itemId of itemIds) await invoke('snapshot:run', { itemId, taskId: `sold-${day}-${itemId}` });
  }
  expect(await moveDemoClock(demo.url, FINAL - SNAPSHOT_DAYS.at(-1)!)).toBe(FINAL);
  for (const purpose of ['for-sale', 'for-rent'] as const) {
    await invoke('market:load', {
      taskId: `sold-market-${purpose}`,
      query: { places: [place], purpose, period: '6m' },
    });
  }
  answer = await invoke('market:sold', { place });
}, 180_000);
afterAll(async () => {
  await s?.close();
  await demo?.close();
});

const view = () => s.page.getByTestId('radar-view');
const section = () => view().getByTestId('sold-section');

async function choosePlace(): Promise<void> {
  await s.page.getByTestId('nav-radar').click();
  await view().waitFor();
  const input = view().getByTestId('location-picker-input');
  await input.click();
  await input.fill(PLACE);
  await s.page.getByTestId('picker-option').filter({ hasText: PLACE }).first().click();
}

describe('what adverts sold for, in the Radar view', () => {
  it('says a place without stored history has none, and how to get it', async () => {
    await s.page.getByTestId('nav-radar').click();
    await view().waitFor();
    const input = view().getByTestId('location-picker-input');
    await input.click();
    await input.fill('JVC');
    await s.page.getByTestId('picker-option').filter({ hasText: 'Jumeirah Village Circle' }).first().click();
    await view().getByTestId('radar-tab-sold').click();
    const warnings = section().getByTestId('answer-warning');
    await expect
      .poll(() => warnings.allTextContents(), { timeout: 20_000 })
      .toContainEqual(expect.stringContaining('No stored history of Jumeirah Village Circle’s listings'));
    // The window says how to get it in the window (Portfolios, the Market view), not with CLI commands.
    expect((await warnings.allTextContents()).join(' ')).not.toMatch(/aqar /);
    expect(await section().textContent()).toContain('No advert of Jumeirah Village Circle could be matched');
    await s.shot('sold-no-history-en-1280');
    // Back to the ranked list, and the place cleared for the next step's.
    await view().getByTestId('radar-tab-ranked').click();
    await view().locator('.sf-chip .sf-chip-remove').first().click();
  }, 60_000);

  it('shows the ratios with their counts and the matches with confidence and reasons, sending no request', async () => {
    expect(answer.matches.length).toBeGreaterThanOrEqual(10);
    await choosePlace();
    const requests = (await invoke('usage:get', {})).today;
    await view().getByTestId('radar-tab-sold').click();
    const rows = section().getByTestId('sold-match');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(answer.matches.length);
    expect(await section().getByTestId('sold-count').textContent()).toContain(
      `${answer.matches.length} matches from ${answer.gone} adverts gone`,
    );
    // Each row is the answer's match, in its order, its reasons in words.
    const first = answer.matches[0]!;
    const firstRow = await rows.first().textContent();
    expect(firstRow).toContain(first.externalID);
    expect(firstRow).toContain(`same place (${first.place})`);
    expect(firstRow).toMatch(/registered -?\d+ days/);
    // Every figure says what it rests on; one from fewer than 5 matches is not shown.
    const byPlace = section().getByTestId('sold-ratios-place');
    const placeText = await byPlace.textContent();
    for (const r of answer.ratios.byPlaceBeds) {
      for (const f of [r.saleToList, r.rentToAsk]) {
        if (f.n > 0) expect(placeText).toContain(`(n = ${f.n})`);
      }
    }
    const few = [...answer.ratios.byPlaceBeds, ...answer.ratios.byAgency].some(
      (r) => r.saleToList.median === null && r.saleToList.n > 0,
    );
    if (few) expect(await section().textContent()).toContain('fewer than 5');
    expect((await invoke('usage:get', {})).today).toBe(requests);
    await s.shot('sold-en-1280');
    await section().getByTestId('sold-matches').scrollIntoViewIfNeeded();
    await s.shot('sold-matches-en-1280');
    // Nothing wider than the window: a wide table scrolls inside its own box.
    const overflow = await s.page.evaluate(() => {
      const main = document.querySelector<HTMLElement>('#main')!;
      return main.scrollWidth - main.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
  }, 60_000);

  it('exports the matches and the ratios to Excel with the rule on the About sheet', async () => {
    await section().getByTestId('sold-export').click();
    const [file] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId('export-xlsx').click()]);
    const path = join(downloads, file.suggestedFilename());
    await file.saveAs(path);
    expect(sheetjs).not.toBeNull();
    const book = readWorkbook(sheetjs!, path);
    expect(book.SheetNames).toEqual(['About', 'Matches', 'Ratios']);
    expect(JSON.stringify(book.Sheets.About)).toContain('A match: an advert seen to go in the stored snapshots');
    // The Matches sheet: the definition's columns in order, one row per match in the answer's order.
    const sheet = book.Sheets.Matches as Record<string, { v: unknown }>;
    expect(sheet.A1?.v).toBe('Listing');
    expect(sheet.A2?.v).toBe(answer.matches[0]!.externalID);
    expect(sheet[`A${answer.matches.length + 1}`]?.v).toBe(answer.matches.at(-1)!.externalID);
  }, 60_000);

  it('reads right to left in Arabic', async () => {
    await appPage(s.page).setLanguage('ar');
    await expect.poll(() => view().getByTestId('radar-tab-sold').textContent()).toBe('بكم بيعت الإعلانات');
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect
      .poll(() => section().getByTestId('sold-match').count(), { timeout: 20_000 })
      .toBe(answer.matches.length);
    expect(await section().getByTestId('sold-match').first().textContent()).toContain('المكان نفسه');
    await s.shot('sold-ar-1280');
    await section().getByTestId('sold-matches').scrollIntoViewIfNeeded();
    await s.shot('sold-matches-ar-1280');
    await appPage(s.page).setLanguage('en');
    expect(s.errors).toEqual([]);
  }, 60_000);
});
