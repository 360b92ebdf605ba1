// The Market view as a new broker tries it in demo mode: Dubai Marina one- and two-bedroom apartments over 12 months
// (the cost before anything is spent, the load, trends, yield and outliers, a second look at no cost, a table
// exported as CSV), a property placed among those transactions, Dubai Marina against Jumeirah Village Circle, the
// view in Arabic, and its last section in reach at a small and a large window.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { marketPage } from './pages/market-page';
import { openSession, type Session } from './support/session';

const ARABIC = /[\u0600-\u06ff]/;

let s: Session;
beforeAll(async () => {
  // A faster request rate than the default 5 a second keeps the ~200-page demo market to a few seconds.
  s = await openSession([], {
    prepare: (dir) =>
      writeFileSync(
        join(dir, 'settings.json'),
        JSON.stringify({
          version: 1,
          source: 'demo',
          connection: { profile: 'neutral' },
          limits: { perSecond: 50, concurrency: 8, fetchAllCap: 400 },
        }),
      ),
  });
});
afterAll(async () => s?.close());

describe('market: Dubai Marina 1–2 bed apartments over 12 months', () => {
  it('says what the market costs before anything is spent', async () => {
    const m = marketPage(s.page);
    await m.open();
    expect(await s.page.getByTestId('market-empty').isVisible()).toBe(true);
    await m.pickPlace('marina', 'Dubai Marina');
    await m.toggleBeds('1 bed', '2 beds');
    await m.estimate();
    await m.plan.waitFor();
    await s.page.getByTestId('market-load').waitFor();
    expect(await m.planCost.textContent()).toMatch(/This will use \d+ requests, about \d+ (sec|min)\./);
    expect(await m.planSteps.count()).toBe(2);
    expect(await m.planSteps.nth(0).textContent()).toMatch(/Dubai Marina · Sales\d+ pages to fetch: \d+ requests/);
    expect(await m.planSteps.nth(1).textContent()).toMatch(/Dubai Marina · Rents/);
    expect(await s.page.getByTestId('market-results').count()).toBe(0);
    await s.shot('market-plan');
  });

  it('loads with progress, then shows trends, yield and outliers with believable figures', async () => {
    const m = marketPage(s.page);
    await m.load();
    await s.page.getByTestId('market-progress').waitFor();
    expect(await s.page.getByTestId('market-stop').isVisible()).toBe(true);
    await m.results.waitFor({ timeout: 45_000 });
    expect(Number(await m.lookCost.getAttribute('data-requests'))).toBeGreaterThan(100);
    // Dubai Marina apartments of one and two bedrooms: about AED 1–3 M, AED 1,000–3,000 per sq ft.
    const price = await m.tileNumber('median-price');
    expect(price).toBeGreaterThan(1_000_000);
    expect(price).toBeLessThan(3_000_000);
    const perSqft = await m.tileNumber('median-per-area');
    expect(perSqft).toBeGreaterThan(1_000);
    expect(perSqft).toBeLessThan(3_000);
    expect(await m.tile('median-price').textContent()).toMatch(/\d+ outliers excluded/);
    // Charts drawn, each with its table beside it.
    for (const id of ['trend', 'beds', 'sales-rents', 'completion', 'histogram', 'change', 'yield']) {
      await m.chartSvg(id).waitFor();
      expect(Number(await m.table(id).getAttribute('data-rows')), id).toBeGreaterThan(0);
    }
    expect((await m.readTable('trend')).raw.length).toBeGreaterThanOrEqual(12);
    const legend = await m.card('beds').locator('.mk-legend').textContent();
    expect(legend).toContain('1 bed');
    expect(legend).toContain('2 beds');
    // Gross yield per bedroom count, both samples, none thin, 4–9 %.
    const yields = await m.readTable('yield');
    expect(yields.headers).toEqual(expect.arrayContaining(['Gross yield', 'Sales', 'Rents', 'Thin sample']));
    expect(yields.raw.map((r) => r[1])).toEqual(['All bedrooms', '1 bed', '2 beds']);
    for (const row of yields.raw) {
      expect(Number(row[4])).toBeGreaterThan(0.04);
      expect(Number(row[4])).toBeLessThan(0.09);
      expect(Number(row[5])).toBeGreaterThan(10);
      expect(Number(row[6])).toBeGreaterThan(10);
      expect(row[7]).toBe('false');
    }
    // Outliers: the rule and its threshold in the view, the flagged transactions listed.
    expect(await m.rule.textContent()).toMatch(/Threshold: 3 median absolute deviations, floor at 50% of the median/);
    expect(await m.rule.textContent()).toMatch(/Excluded from every median in this view/);
    expect(Number(await m.table('outliers').getAttribute('data-rows'))).toBeGreaterThan(0);
    await s.shot('market-marina');
  });

  it('looks again at no cost, and computes again with the outliers included', async () => {
    const m = marketPage(s.page);
    const before = await m.monthRequests();
    await m.estimate();
    await expect.poll(() => m.lookCost.getAttribute('data-requests'), { timeout: 20_000 }).toBe('0');
    expect(await m.lookCost.textContent()).toMatch(/^This look cost no requests/);
    await s.page.waitForTimeout(300);
    expect(await m.monthRequests()).toBe(before);
    const excluded = await m.tileNumber('median-per-area');
    await s.page.getByTestId('outliers-include-bar').locator('input').check();
    await expect.poll(() => m.tile('median-price').textContent()).toMatch(/\d+ outliers included/);
    expect(await m.rule.textContent()).toMatch(/Included in every median/);
    expect(await m.tileNumber('median-per-area')).not.toBe(excluded);
    await s.page.getByTestId('outliers-include-bar').locator('input').uncheck();
    await expect.poll(() => m.tile('median-price').textContent()).toMatch(/\d+ outliers excluded/);
    expect(await m.monthRequests()).toBe(before);
  });

  it("exports a chart's table as CSV whose rows match the table", async () => {
    const m = marketPage(s.page);
    const shown = await m.readTable('trend');
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('export-csv-trend').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = join(s.host.dataDir, 'trend.csv');
    await download.saveAs(file);
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(shown.headers.join(','));
    expect(lines.slice(1).map((line) => line.split(','))).toEqual(shown.raw);
  });
});

describe('market: asking against transacted', () => {
  it('fetches current listings, its cost said first, and sets asking prices against transactions', async () => {
    const m = marketPage(s.page);
    await s.page.getByTestId('asking-estimate').click();
    const plan = s.page.getByTestId('asking-plan');
    await plan.waitFor();
    expect(await plan.textContent()).toMatch(/Current listings cost \d+ requests, about \d+ (sec|min)\./);
    await s.page.getByTestId('asking-load').click();
    await m.chartSvg('gap').waitFor({ timeout: 30_000 });
    const gaps = await m.readTable('gap');
    const sales = gaps.raw.filter((r) => r[1] === 'Sales');
    expect(sales.map((r) => r[2])).toEqual(['All bedrooms', '1 bed', '2 beds']);
    for (const row of sales) {
      expect(Number(row[4]), 'listings').toBeGreaterThan(10);
      // Asking a little above what trades, as in the market: within ±20 %.
      expect(Math.abs(Number(row[7]))).toBeLessThan(0.2);
    }
    await s.shot('market-gap');
  });
});

describe('market: a property among recent transactions', () => {
  it('places a one-bedroom listing in Dubai Marina by its asking AED per sq ft', async () => {
    const ui = appPage(s.page);
    await ui.nav('listings');
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.field('rooms').locator('label').filter({ hasText: /^1$/ }).click();
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    const section = s.page.getByTestId('property-percentile');
    await section.waitFor();
    const found = section.getByTestId('percentile-found');
    await found.waitFor({ timeout: 15_000 });
    expect(Number(await found.getAttribute('data-n'))).toBeGreaterThanOrEqual(10);
    expect(await found.textContent()).toMatch(
      /is higher than \d+% of [\d,]+ transactions of Dubai Marina \(1 bed, Sales\)/,
    );
    await s.shot('market-property-percentile');
  });
});

describe('market: Dubai Marina against Jumeirah Village Circle', () => {
  it('fetches only the new place and compares the two, differences marked', async () => {
    const m = marketPage(s.page);
    await m.open();
    await m.pickPlace('JVC', 'Jumeirah Village Circle');
    await m.estimate();
    await s.page.getByTestId('market-load').waitFor();
    const actions = await m.planSteps.evaluateAll((steps) => steps.map((el) => el.getAttribute('data-action')));
    expect(actions).toEqual(['stored', 'stored', 'fetch', 'fetch']);
    const needed = Number(/(\d+) requests/.exec((await s.page.getByTestId('market-load').textContent()) ?? '')?.[1]);
    // Stopped part way, the plan is made again: what was fetched stays saved and is not asked for twice.
    await m.load();
    await expect
      .poll(async () =>
        Number(/(\d+) of/.exec((await s.page.getByTestId('market-progress').textContent()) ?? '')?.[1] ?? 0),
      )
      .toBeGreaterThan(3);
    await s.page.getByTestId('market-stop').click();
    const stopped = s.page.getByTestId('plan-stopped');
    await stopped.waitFor({ timeout: 20_000 });
    expect(await stopped.textContent()).toMatch(/^Stopped after \d+ requests\./);
    await s.page.getByTestId('market-load').waitFor();
    const left = Number(/(\d+) requests/.exec((await s.page.getByTestId('market-load').textContent()) ?? '')?.[1]);
    expect(left).toBeLessThan(needed);
    await m.load();
    await m.card('compare').waitFor({ timeout: 45_000 });
    await m.chartSvg('compare').waitFor();
    const table = await m.readTable('compare');
    expect(table.headers.slice(3, 5)).toEqual(['Dubai Marina', 'Jumeirah Village Circle']);
    const perSqft = table.raw.find(
      (r) => r[0] === 'Median AED per sq ft' && r[1] === 'Sales' && r[2] === 'All bedrooms',
    );
    expect(perSqft).toBeDefined();
    // JVC trades well below the Marina per square foot.
    expect(Number(perSqft![4])).toBeLessThan(Number(perSqft![3]));
    expect(Number(perSqft![5])).toBeLessThan(-0.15);
    expect(await m.card('compare').locator('.mk-badge').count()).toBeGreaterThan(0);
    expect(await m.card('compare').locator('td.marked').count()).toBeGreaterThan(0);
    const yields = await m.readTable('yield');
    expect(new Set(yields.raw.map((r) => r[0]))).toEqual(new Set(['Dubai Marina', 'Jumeirah Village Circle']));
    // The single-place charts follow the place in focus.
    const marina = await m.tileNumber('median-per-area');
    await s.page.getByTestId('focus-place').getByText('Jumeirah Village Circle').click();
    await expect.poll(() => m.tileNumber('median-per-area')).toBeLessThan(marina);
    await s.shot('market-compare');
  });

  it('pins a place with its figures to the compare panel', async () => {
    await s.page.getByTestId('pin-5006').click();
    const notice = s.page.locator('[data-testid="notice"][data-level="success"]').filter({ hasText: 'pinned' });
    await notice.first().waitFor();
    expect(await notice.first().textContent()).toMatch(
      /Jumeirah Village Circle is pinned to the compare panel \(1 of 8 places\)/,
    );
  });
});

describe('market in Arabic', () => {
  it('reads right to left with the data on screen, time running from the right', async () => {
    const ui = appPage(s.page);
    const m = marketPage(s.page);
    await ui.setLanguage('ar');
    await expect.poll(() => s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await m.card('trend').locator('.mk-card-title').textContent()).toBe('الوسيط الشهري وحجم الصفقات');
    expect(await m.lookCost.textContent()).toMatch(ARABIC);
    const trend = await m.readTable('trend');
    expect(trend.raw.length).toBeGreaterThanOrEqual(12);
    expect(await m.table('trend').locator('tbody tr').first().locator('td').first().textContent()).toMatch(ARABIC);
    // The first month is drawn right of the last one.
    const ticks = m.chartSvg('trend').locator('.recharts-xAxis .recharts-cartesian-axis-tick');
    const first = await ticks.first().boundingBox();
    const last = await ticks.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    // The sidebar sits on the right.
    const sidebar = await s.page.locator('.sidebar').boundingBox();
    const main = await s.page.locator('#main').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(main!.x);
    await s.shot('market-ar');
    await ui.setLanguage('en');
  });
});

describe('market reaches its last section', () => {
  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ]) {
    it(`at ${size.width}×${size.height}`, async () => {
      await s.page.setViewportSize(size);
      const end = await marketPage(s.page).scrollToEnd();
      await s.shot(`market-end-${size.width}`);
      expect(end.scrolled).toBe(true);
      expect(end.atEnd).toBe(true);
      expect(end.lastVisible, `last card (${end.last}) in sight`).toBe(true);
      expect(end.last).toBe('card-compare');
    });
  }

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
