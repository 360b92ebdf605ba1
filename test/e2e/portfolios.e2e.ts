// Portfolios as a new broker tries them: against the demo service over HTTP with its clock, watch two agencies and
// one developer by name, snapshot them (the estimate first), move the market a week, snapshot again, and read in the
// history exactly which listings came, went and changed price — checked against the market's own generator and
// against `history:diff`. Then the summary, a listing's price history, exports, Watch from a search and a detail,
// Arabic right to left, and the view's end reachable at a small and a large window.
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Market } from '#core/demo/market/market';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { knownPlaceName } from '#shared/words/uae-place-names';
import { marketChanges, type MarketChanges } from '../support/market-changes';
import { appPage } from './pages/app-page';
import { portfolioPage } from './pages/portfolio-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { keptMarket } from '../support/kept-market';

const DAY_N = 330;
const WEEK = 7;

interface Firm {
  kind: 'agency' | 'developer';
  name: string;
  externalID: string;
  expected: MarketChanges;
}

let demo: RunningDemoServer;
let s: Session;
let invoke: ReturnType<typeof hostApi>;
const firms: Firm[] = [];

/** Names no other firm's name starts with, so typing one picks exactly it. */
function distinct(names: readonly string[], name: string): boolean {
  return names.filter((n) => n.startsWith(name)).length === 1;
}

/** Two mid-sized agencies and a developer (quick to snapshot, big enough for a week to change them). */
function chooseFirms(market: Market): void {
  const view = market.view();
  const agencyNames = market.agencies.map((a) => a.name);
  const agencies = [...view.agencyCounts.keys()]
    .filter((i) => view.agencyCounts[i]!.total >= 80 && view.agencyCounts[i]!.total <= 160)
    .filter((i) => distinct(agencyNames, market.agencies[i]!.name))
    .slice(0, 2);
  const developerNames = market.developers.map((d) => d.name);
  const developer = [...view.developerListings.keys()].find(
    (i) =>
      view.developerListings[i]! >= 120 &&
      view.developerListings[i]! <= 260 &&
      distinct(developerNames, market.developers[i]!.name),
  )!;
  for (const i of agencies) {
    const a = market.agencies[i]!;
    firms.push({
      kind: 'agency',
      name: a.name,
      externalID: a.externalID,
      expected: marketChanges(market, (l) => l.agency === i, DAY_N, DAY_N + WEEK),
    });
  }
  const d = market.developers[developer]!;
  firms.push({
    kind: 'developer',
    name: d.name,
    externalID: d.externalID,
    expected: marketChanges(market, (l) => l.developer === developer, DAY_N, DAY_N + WEEK),
  });
}

beforeAll(async () => {
  // An independent copy of the market the service runs (same seed and day): the expected answers come from it.
  chooseFirms(keptMarket({ day: DAY_N }));
  demo = await startDemoServer({ market: keptMarket({ day: DAY_N }) });
  s = await openSession(['--source', 'live', '--base-url', demo.url], { viewport: { width: 1440, height: 900 } });
  invoke = hostApi(s.host);
  // The rate a paid plan allows, so that snapshots of a few hundred listings take a second, not a minute.
  await invoke('settings:update', { limits: { perSecond: 50, concurrency: 8 } });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await demo?.close();
});

/** How many lines a grid header's text takes. */
function headerLines(header: Locator): Promise<number> {
  return header.locator('.ag-header-cell-text').evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

async function moveClock(advance: number): Promise<number> {
  const response = await fetch(`${demo.url}/__admin/clock`, { method: 'POST', body: JSON.stringify({ advance }) });
  return ((await response.json()) as { day: number }).day;
}

describe('portfolios over time', () => {
  it('starts empty, with the schedule daily by default; turning it off is kept', async () => {
    const pf = portfolioPage(s.page);
    await pf.open();
    await pf.view.getByTestId('watchlist-empty').waitFor();
    // With nothing typed and nothing snapshotted, the place picker says why it is empty ("No place matches." was
    // a search that failed before anything was typed).
    expect(await pf.view.getByTestId('share-no-places').textContent()).toBe(
      'Places appear here once a watched firm has a snapshot.',
    );
    const schedule = pf.view.getByTestId('schedule');
    expect(await schedule.getByTestId('schedule-enabled').isChecked()).toBe(true);
    expect(await schedule.getByTestId('schedule-interval').inputValue()).toBe('24');
    // The test takes its snapshots itself: a scheduled one in between would add a snapshot to compare.
    await schedule.getByTestId('schedule-enabled').uncheck();
    await schedule.getByTestId('schedule-save').click();
    await expect.poll(async () => (await invoke('snapshot:schedule-get', {})).enabled).toBe(false);
  });

  it('watches two agencies and a developer by name and snapshots each, the cost said first', async () => {
    const pf = portfolioPage(s.page);
    for (const firm of firms) await pf.watchByName(firm.kind, firm.name);
    expect(await pf.rows.count()).toBe(3);
    // Nothing snapshotted yet: the totals are unknown, not zero.
    const totals = pf.view.getByTestId('summary-totals');
    await expect.poll(async () => (await totals.locator('td.num').allTextContents()).join(' ')).toBe('— — — — — —');
    for (const [index, firm] of firms.entries()) {
      const { estimate, done } = await pf.snapshot(firm.name);
      // Picked by name, so its listing count is known: the estimate is what the snapshot then spends (a developer's
      // sale and rent split is not known, which may add a page).
      expect(estimate).toMatch(/About [\d,]+ requests? .*estimated from the listing counts/);
      expect(estimate).toContain(`for ${firm.expected.before.size.toLocaleString('en')} listings`);
      expect(estimate).toMatch(/monthly quota is not known yet|requests left on the plan/);
      expect(done).toContain(`Snapshot taken: ${firm.expected.before.size.toLocaleString('en')} listings`);
      const item = (await invoke('watch:list', {})).find((i) => i.name === firm.name)!;
      const [run] = await invoke('snapshot:runs', { itemId: item.id, limit: 1 });
      const estimated = Number(/About ([\d,]+) request/.exec(estimate)![1]!.replace(/,/g, ''));
      expect(estimated - run!.requestsSpent, estimate).toBeGreaterThanOrEqual(0);
      expect(estimated - run!.requestsSpent, estimate).toBeLessThanOrEqual(firm.kind === 'developer' ? 1 : 0);
      if (index === 0) {
        await expect
          .poll(async () => (await totals.locator('td.num').first().textContent()) ?? '')
          .toBe(firm.expected.before.size.toLocaleString('en'));
        expect(await totals.getByTestId('summary-totals-cover').textContent()).toBe('the 1 of 3 with a snapshot');
        await s.shot('portfolios-summary-some-snapshotted');
      }
    }
    await s.shot('portfolios-first-snapshots');
  }, 120_000);

  it('a week later, "Snapshot all" says the cost from the last snapshots and takes them all', async () => {
    expect(await moveClock(WEEK)).toBe(DAY_N + WEEK);
    const pf = portfolioPage(s.page);
    const estimate = await pf.snapshotAll(2);
    expect(estimate).toMatch(/About \d+ requests/);
    for (const firm of firms) {
      expect(await pf.row(firm.name).getByTestId('watch-listings').textContent()).toBe(
        firm.expected.after.size.toLocaleString('en'),
      );
    }
  }, 120_000);

  it('shows exactly the listings that came, went and changed price, as the market and history:diff say', async () => {
    const pf = portfolioPage(s.page);
    const items = await invoke('watch:list', {});
    for (const firm of firms) {
      await pf.showHistory(firm.name);
      const { expected } = firm;
      // The week moved something for each, so the checks compare real changes, not empty lists.
      expect(expected.added.length + expected.removed.length + expected.repriced.length).toBeGreaterThan(0);
      await expect.poll(() => pf.changeCount('added')).toBe(expected.added.length);
      expect(await pf.changeCount('removed')).toBe(expected.removed.length);
      expect(await pf.changeCount('repriced')).toBe(expected.repriced.length);
      expect(await pf.changeIds('added')).toEqual(expected.added);
      expect(await pf.changeIds('removed')).toEqual(expected.removed);
      expect(await pf.repricedRows()).toEqual(expected.repriced);
      // Every change in percent has its one decimal, so the column lines up ("+2%" once sat under "-6.9%").
      const percents = await pf.view
        .getByTestId('changes-grid-repriced')
        .locator('.ag-row [col-id="changePercent"]')
        .allTextContents();
      expect(percents.length).toBe(expected.repriced.length);
      for (const p of percents) expect(p.replace(/\u200e/g, '')).toMatch(/^[+-]\d+\.\d%$/);

      const item = items.find((i) => i.name === firm.name)!;
      const diff = await invoke('history:diff', { itemId: item.id });
      expect(diff.added.map((l) => l.externalID)).toEqual(expected.added);
      expect(diff.removed.map((l) => l.externalID)).toEqual(expected.removed);
      expect(
        diff.repriced.map((r) => ({ externalID: r.externalID, oldPrice: r.oldPrice, newPrice: r.newPrice })),
      ).toEqual(expected.repriced);
      const summary = pf.summaryRow(firm.name);
      expect(await summary.getByTestId('summary-added').textContent()).toBe(String(expected.added.length));
      expect(await summary.getByTestId('summary-removed').textContent()).toBe(String(expected.removed.length));
      expect(await summary.getByTestId('summary-repriced').textContent()).toBe(String(expected.repriced.length));
    }
    await s.shot('portfolios-changes');
    // The medians in English: sale and rent each on their own chart, their axes labelled in AED.
    const sale = pf.view.getByTestId('chart-prices-sale');
    await sale.scrollIntoViewIfNeeded();
    expect(await sale.locator('.recharts-line').count()).toBe(1);
    expect(await pf.view.getByTestId('chart-prices-rent').locator('.recharts-line').count()).toBe(1);
    expect(
      (await sale.locator('.recharts-yAxis-tick-labels text').allTextContents()).filter((t) => /\d/.test(t)).length,
    ).toBeGreaterThan(1);
    // No axis repeats a label ("120, 120, 119, 119" once stood on the rents per sq ft).
    for (const id of ['chart-prices-sale', 'chart-prices-rent', 'chart-per-area-sale', 'chart-per-area-rent']) {
      const labels = await pf.view.getByTestId(id).locator('.recharts-yAxis-tick-labels text').allTextContents();
      expect(new Set(labels).size, `${id}: ${labels.join(', ')}`).toBe(labels.length);
    }
    await s.shot('portfolios-medians-en');
  }, 60_000);

  it('opens a re-priced listing: its two prices and days on market', async () => {
    const pf = portfolioPage(s.page);
    const firm = firms.find((f) => f.expected.repriced.length > 0)!;
    await pf.showHistory(firm.name);
    const first = firm.expected.repriced[0]!;
    await pf.changeIds('repriced');
    const row = pf.changes.locator(`.ag-row:has([col-id="externalID"]:text-is("${first.externalID}"))`).first();
    const isRent = (await row.locator('[col-id="purpose"]').textContent()) === 'For rent';
    await row.click();
    const panel = pf.view.getByTestId('listing-history');
    await panel.getByTestId('listing-prices').waitFor();
    const prices = await panel.getByTestId('listing-prices').locator('tbody tr td.num').allTextContents();
    expect(prices.map((p) => Number(p.replace(/\D/g, '')))).toEqual([first.oldPrice, first.newPrice]);
    expect(await panel.getByTestId('listing-dom').textContent()).toMatch(/Days on market\d+/);
    expect(await panel.getByTestId('listing-active').textContent()).toBe('Still listed');
    // A rent says its period wherever its price shows: "3,170" alone read as the price of a villa.
    const rent = (p: string) => /\/(yr|mo|wk|day)$/.test(p);
    expect(prices.every(rent)).toBe(isRent);
    expect(prices.some(rent)).toBe(isRent);
    expect(await panel.getByTestId('listing-open').isVisible()).toBe(true);
    await s.shot('portfolios-listing');
    await panel.scrollIntoViewIfNeeded();
    // The price chart's tooltip names what it shows in words ("price : AED 581,000" named the data field).
    const plot = panel.locator('.pf-chart-plot svg.recharts-surface').first();
    const box = (await plot.boundingBox())!;
    await s.page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    const tip = panel.locator('.recharts-tooltip-wrapper');
    await expect.poll(() => tip.textContent()).toMatch(/Asking price: AED\s[\d,]+/);
    await s.shot('portfolios-listing-panel');
    // A listing gone from the market has no page to open (it cost a request to read "not found").
    const gone = firms.flatMap((f) => f.expected.removed.map((id) => ({ f, id })))[0];
    // The week's changes always take some listings off (the check must not be skipped in silence).
    expect(gone).toBeDefined();
    await pf.showHistory(gone!.f.name);
    await pf.changeIds('removed');
    await pf.changes.locator(`.ag-row:has([col-id="externalID"]:text-is("${gone!.id}"))`).first().click();
    await expect.poll(() => panel.getByTestId('listing-active').textContent()).toBe('No longer listed');
    expect(await panel.getByTestId('listing-open').count()).toBe(0);
  });

  it('at 1280×800 names each change by its title, keeps Bedrooms whole and opens a price history in sight', async () => {
    const ui = appPage(s.page);
    const pf = portfolioPage(s.page);
    await s.page.setViewportSize({ width: 1280, height: 800 });
    const firm = firms.find((f) => f.expected.repriced.length > 0)!;
    const item = (await invoke('watch:list', {})).find((i) => i.name === firm.name)!;
    const diff = await invoke('history:diff', { itemId: item.id });
    const grid = pf.view.getByTestId('changes-grid-repriced');
    for (const lang of ['en', 'ar'] as const) {
      await ui.setLanguage(lang);
      await pf.showHistory(firm.name);
      await pf.changeIds('repriced');
      // Each row reads as the broker saw the listing: its title in the window's language, not only its number.
      const shown = new Map<string, string>();
      for (const row of await grid.locator('.ag-row').all()) {
        const id = ((await row.locator('[col-id="externalID"]').textContent()) ?? '').trim();
        shown.set(id, ((await row.locator('[col-id="title"]').textContent()) ?? '').trim());
      }
      expect(shown.size).toBe(diff.repriced.length);
      for (const l of diff.repriced) {
        expect(l.title).not.toBeNull();
        expect(shown.get(l.externalID)).toBe(l.title![lang] ?? l.title!.en);
      }
      // "Bedrooms" broke to "Bedroo/ms": every header word stays whole (Arabic's two words may take two lines).
      const header = grid.locator('.ag-header-cell[col-id="rooms"]');
      const words = ((await header.locator('.ag-header-cell-text').textContent()) ?? '').trim().split(/\s+/).length;
      expect(await headerLines(header)).toBeLessThanOrEqual(words);
      const overflow = await grid
        .locator('.ag-header-cell-text')
        .evaluateAll((texts) => texts.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent));
      expect(overflow).toEqual([]);
      await s.shot(`portfolios-diff-titles-1280-${lang}`);
      // A listing's price history opens where it can be read, not below the fold.
      await grid.locator('.ag-row').first().click();
      const panel = pf.view.getByTestId('listing-history');
      await panel.getByTestId('listing-prices').waitFor();
      await expect
        .poll(() =>
          panel.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.top < window.innerHeight / 2;
          }),
        )
        .toBe(true);
      await s.shot(`portfolios-diff-history-1280-${lang}`);
      await panel.getByTestId('listing-close').click();
    }
    await ui.setLanguage('en');
    await s.page.setViewportSize({ width: 1440, height: 900 });
  });

  it('exports the changes as CSV (every changed listing) and the history as Excel', async () => {
    const pf = portfolioPage(s.page);
    const firm = firms[0]!;
    await pf.showHistory(firm.name);
    const [csv] = await Promise.all([
      s.page.waitForEvent('download'),
      pf.view.getByTestId('changes-export-csv').click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split(/\r\n/);
    const { expected } = firm;
    expect(lines.length - 1).toBe(expected.added.length + expected.removed.length + expected.repriced.length);
    expect(lines[0]).toContain('Old price (AED)');
    const [xlsx] = await Promise.all([
      s.page.waitForEvent('download'),
      pf.view.getByTestId('history-export-xlsx').click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^History of .*\.xlsx$/);
    // A workbook is a zip: it starts with "PK".
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('charts the agencies’ market share in a place they both list in', async () => {
    const pf = portfolioPage(s.page);
    const card = pf.view.getByTestId('market-share');
    // The first agency's biggest place, typed as a broker would.
    const agency = (await invoke('watch:list', {})).find((i) => i.name === firms[0]!.name)!;
    const place = (await invoke('history:item', { itemId: agency.id })).places.places[0]!.name;
    await card.getByTestId('share-place-input').fill(place);
    await card.getByTestId('share-place-option').filter({ hasText: place }).first().click();
    expect(await card.getByTestId('share-place').textContent()).toBe(place);
    await card.getByTestId('chart-share').waitFor();
    expect(await card.locator('.chart-legend li').count()).toBeGreaterThan(0);
  });

  it('watches from a search’s results and from a detail page', async () => {
    const ui = appPage(s.page);
    await ui.nav('agencies');
    await ui.byName(firms[0]!.name);
    await ui.search();
    await ui.waitForRows();
    await s.page.getByTestId('watch-from-results').click();
    const list = s.page.getByTestId('watch-from-results-list');
    const item = list.locator(`[data-testid="watch-from-results-item"][data-name="${firms[0]!.name}"]`);
    // Already watched: it says so rather than offering to watch it twice.
    expect(await item.getByTestId('watch-button').getAttribute('data-watched')).toBe('true');
    await s.page.getByTestId('watch-from-results').click();
    await ui.openRow(0);
    await s.page.getByTestId('agency-detail').waitFor();
    expect(await s.page.getByTestId('detail-header').getByTestId('watch-button').textContent()).toContain('Watching');
    // An agent, from its page: watched with its owner id, ready to snapshot.
    await s.page.getByTestId('tab-agents').click();
    await ui.waitForRows();
    await ui.openRow(0);
    await s.page.getByTestId('agent-detail').waitFor();
    const watch = s.page.getByTestId('detail-header').getByTestId('watch-button');
    await watch.click();
    await expect.poll(() => watch.getAttribute('data-watched')).toBe('true');
    const agent = (await invoke('watch:list', {})).find((i) => i.kind === 'agent');
    expect(agent?.ownerID).toBeTruthy();
    await watch.click();
    const pf = portfolioPage(s.page);
    await pf.view.waitFor();
    // Stop watching asks first, and the history stays.
    await pf.row(agent!.name).getByTestId('watch-remove').click();
    await pf.view.getByTestId('watch-confirm-yes').click();
    await pf.row(agent!.name).waitFor({ state: 'detached' });
    expect(await pf.rows.count()).toBe(3);
  });

  it('reads right to left in Arabic with the data on screen, light and dark', async () => {
    const ui = appPage(s.page);
    const pf = portfolioPage(s.page);
    // Places the broker looked up (the place picker asks in every language) are named in Arabic, as in Market.
    const item = (await invoke('watch:list', {})).find((i) => i.name === firms[0]!.name)!;
    const top = (await invoke('history:item', { itemId: item.id })).places.places;
    const arabic = new Map<string, string>();
    for (const query of [...top.map((p) => p.name), 'Dubai']) {
      const answer = await invoke('data:fetch', { operation: 'autocomplete', params: { query, langs: 'en,ar,ru,zh' } });
      const found = (answer.result as { items: { externalID: string; name: Record<string, string> }[] }).items;
      for (const place of found) if (place.name.ar) arabic.set(place.externalID, place.name.ar);
    }
    const legendAr = top.filter((p) => arabic.has(p.externalID)).map((p) => arabic.get(p.externalID)!);
    expect(legendAr.length).toBeGreaterThan(0);
    await pf.showHistory(firms[0]!.name);
    await ui.setLanguage('ar');
    const legend = pf.view.getByTestId('chart-places');
    await expect.poll(async () => (await legend.textContent()) ?? '').toContain(legendAr[0]!);
    for (const name of legendAr) expect(await legend.textContent()).toContain(name);
    // Names not saved on this computer are not asked for (each would be a request); not finding them is no sign of
    // being offline.
    expect(await s.page.getByTestId('status-online').getAttribute('data-state')).toBe('online');
    const suggested = (await invoke('history:places', { query: '', limit: 8 })).filter((p) => arabic.has(p.externalID));
    expect(suggested.length).toBeGreaterThan(0);
    const options = pf.view.getByTestId('share-place-option');
    await expect
      .poll(async () => await options.allTextContents())
      .toEqual(expect.arrayContaining(suggested.map((p) => arabic.get(p.externalID)!)));
    // The emirates and main cities are named in Arabic though never looked up.
    const all = await invoke('history:places', { query: '', limit: 8 });
    const emirates = all.map((p) => knownPlaceName(p.name, 'ar')).filter((n): n is string => n !== null);
    expect(emirates.length).toBeGreaterThan(0);
    expect(await options.allTextContents()).toEqual(expect.arrayContaining(emirates));
    await legend.scrollIntoViewIfNeeded();
    await s.shot('portfolios-ar-places-legend');
    // The legend names each place, in Arabic, and nothing else: its swatches are hidden from screen readers (the
    // chart's own legend once read each place's id and "legend icon").
    const named = await legend.locator('.chart-legend').evaluate((list) => ({
      hidden: [...list.querySelectorAll('.chart-swatch')].every((sw) => sw.getAttribute('aria-hidden') === 'true'),
      labels: [...list.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label')),
    }));
    expect(named.hidden).toBe(true);
    expect(named.labels).toEqual([]);
    // Hovered, the figures of every place show inside the plot, clear of the legend below it and inside the card.
    const plot = (await legend.locator('svg.recharts-surface[role="application"]').boundingBox())!;
    await s.page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height / 3, { steps: 4 });
    const tip = legend.locator('.recharts-tooltip-wrapper');
    await expect.poll(() => tip.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    const over = await legend.evaluate((figure) => {
      const tooltip = figure.querySelector<HTMLElement>('.recharts-tooltip-wrapper')!.getBoundingClientRect();
      const names = figure.querySelector<HTMLElement>('.chart-legend')!.getBoundingClientRect();
      return {
        clear: tooltip.bottom <= names.top + 1,
        inside: tooltip.bottom <= figure.getBoundingClientRect().bottom + 1,
      };
    });
    expect(over).toEqual({ clear: true, inside: true });
    await s.shot('portfolios-ar-places-tooltip');
    await s.page.mouse.move(0, 0);
    await options.first().click();
    await pf.view.getByTestId('share-place').scrollIntoViewIfNeeded();
    await s.shot('portfolios-ar-market-share');
    await pf.view.locator('h1').scrollIntoViewIfNeeded();
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await pf.view.locator('h1').textContent()).toBe('المحافظ');
    expect(await pf.view.getByTestId('history').locator('h2').first().textContent()).toContain('سجل');
    expect(await pf.view.getByTestId('chart-listings').locator('.recharts-line').count()).toBeGreaterThan(0);
    // Sale and rent medians each on their own axis: a yearly rent no longer lies flat along the bottom of an axis
    // of sale prices in the millions.
    for (const id of ['chart-prices-sale', 'chart-prices-rent', 'chart-per-area-sale', 'chart-per-area-rent']) {
      const chart = pf.view.getByTestId(id);
      expect(await chart.locator('.recharts-line').count(), id).toBe(1);
      const plot = (await chart.locator('.recharts-cartesian-grid').boundingBox())!;
      const line = (await chart.locator('.recharts-line-curve, .recharts-line-dots').first().boundingBox())!;
      expect(line.y + line.height / 2, id).toBeLessThan(plot.y + plot.height * 0.9);
    }
    await pf.view.getByTestId('chart-prices-sale').scrollIntoViewIfNeeded();
    await s.shot('portfolios-ar-medians');
    expect(await pf.changeCount('added')).toBe(firms[0]!.expected.added.length);
    // The value axis stands on the right in Arabic.
    const axis = await pf.view.getByTestId('chart-listings').locator('.recharts-yAxis').boundingBox();
    const chart = await pf.view.getByTestId('chart-listings').boundingBox();
    expect(axis!.x).toBeGreaterThan(chart!.x + chart!.width / 2);
    await s.shot('portfolios-ar');
    await ui.toggleTheme();
    await s.shot('portfolios-ar-dark');
    await ui.toggleTheme();
    // A week's re-pricings in Arabic, in the narrowest and the widest window: each share signed, one decimal, every
    // column of the grid reachable and the card inside the window.
    await pf.showChanges('repriced');
    const grid = pf.view.getByTestId('changes-grid-repriced');
    const shares = (await grid.locator('.ag-row [col-id="changePercent"]').allTextContents()).map((text) =>
      text.replace(/[\u200e\u200f\u061c]/g, '').trim(),
    );
    expect(shares.length).toBe(firms[0]!.expected.repriced.length);
    for (const share of shares) expect(share).toMatch(/^[+-]\d+\.\d%$/);
    for (const size of [
      { width: 1024, height: 700 },
      { width: 1920, height: 1080 },
    ]) {
      await s.page.setViewportSize(size);
      await pf.changes.scrollIntoViewIfNeeded();
      await s.shot(`portfolios-ar-changes-${size.width}`);
      const fits = await pf.changes.evaluate((card) => {
        const box = card.getBoundingClientRect();
        return box.left >= 0 && box.right <= document.documentElement.clientWidth;
      });
      expect(fits, `changes card inside the window at ${size.width}`).toBe(true);
      const last = grid.locator('.ag-header-cell[col-id="changePercent"]');
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
      // Its header on one line: no word broken.
      expect(await headerLines(last)).toBe(1);
      // No price is cut ("-10,000 /…"): a narrow window scrolls the grid sideways instead.
      const cut = await grid.evaluate((g) =>
        [...g.querySelectorAll<HTMLElement>('.ag-row .ag-cell')]
          .filter((cell) => ['oldPrice', 'newPrice', 'change', 'changePercent'].includes(cell.getAttribute('col-id')!))
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      );
      expect(cut, `prices cut at ${size.width}`).toEqual([]);
      // A Latin place name keeps its direction, cut at its end.
      const place = grid.locator('.ag-row [col-id="place"]').first();
      expect(await place.evaluate((cell) => getComputedStyle(cell).unicodeBidi)).toBe('plaintext');
    }
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await ui.setLanguage('en');
    const header = grid.locator('.ag-header-cell[col-id="changePercent"]');
    await expect.poll(async () => await header.locator('.ag-header-cell-text').textContent()).toBe('Change (%)');
    // The grid is made again in the new language: its header counted once laid out.
    await header.scrollIntoViewIfNeeded();
    await expect.poll(() => headerLines(header)).toBe(1);
  });

  it('shows every summary column in Russian at 1024 px, or says to scroll sideways', async () => {
    const ui = appPage(s.page);
    await s.page.setViewportSize({ width: 1024, height: 700 });
    await ui.setLanguage('ru');
    const pf = portfolioPage(s.page);
    const table = pf.view.getByTestId('summary-table');
    await expect.poll(async () => await table.locator('thead th').last().textContent()).toBe('Новая цена');
    await table.scrollIntoViewIfNeeded();
    // Long Russian headers take two lines: "New", "Gone" and "Re-priced" were off the card's edge, unsaid.
    const fits = await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth + 1);
    expect(fits).toBe(true);
    expect(await pf.view.getByTestId('summary-scroll-hint').count()).toBe(0);
    await s.shot('portfolios-summary-ru-1024');
    // Squeezed further, the table scrolls sideways and says so.
    await s.page.setViewportSize({ width: 560, height: 700 });
    await pf.view.getByTestId('summary-scroll-hint').waitFor({ timeout: 5000 });
    expect(await pf.view.getByTestId('summary-scroll-hint').textContent()).toMatch(/^Не все столбцы помещаются/);
    await s.page.setViewportSize({ width: 1440, height: 900 });
    await ui.setLanguage('en');
    await expect.poll(() => pf.view.getByTestId('summary-scroll-hint').count()).toBe(0);
  });

  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ]) {
    it(`scrolls to its last section at ${size.width}×${size.height}`, async () => {
      await s.page.setViewportSize(size);
      const end = await portfolioPage(s.page).scrollToEnd();
      await s.shot(`portfolios-end-${size.width}`);
      expect(end.atEnd).toBe(true);
      expect(end.last).toBe('schedule');
      expect(end.lastVisible).toBe(true);
    });
  }

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
