// The Market view as a new broker tries it in demo mode: Dubai Marina one- and two-bedroom apartments over 12 months
// (the cost before anything is spent, the load, trends, yield and outliers, partial months marked, change spans
// dated, every outlier on asking, a second look at no cost, a table exported as CSV), current listings in two steps,
// a property placed among those transactions, Dubai Marina against Jumeirah Village Circle (yields in percentage
// points), the figures labelled by their own query while the form changes, the view in Arabic, screenshots at
// 1024×700 and 1920×1080 in both languages and themes, and its last section in reach at both sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { marketPage } from './pages/market-page';
import { FAST_DEMO_LIMITS, writeFastDemoSettings } from './support/fast-demo-settings';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { settled } from './support/settle';

const ARABIC = /[\u0600-\u06ff]/;

let s: Session;
beforeAll(async () => {
  s = await openSession([], {
    prepare: writeFastDemoSettings,
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
    const legend = await m.card('beds').locator('.chart-legend').textContent();
    expect(legend).toContain('1 bed');
    expect(legend).toContain('2 beds');
    // Gross yield per bedroom count, both samples, none thin, 4–9 %.
    const yields = await m.readTable('yield');
    expect(yields.headers).toEqual(expect.arrayContaining(['Gross yield', 'Sales', 'Rents', 'Thin sample']));
    expect(yields.raw.map((r) => r[1])).toEqual(['1 bed, 2 beds together', '1 bed', '2 beds']);
    for (const row of yields.raw) {
      expect(Number(row[4])).toBeGreaterThan(0.04);
      expect(Number(row[4])).toBeLessThan(0.09);
      expect(Number(row[5])).toBeGreaterThan(10);
      expect(Number(row[6])).toBeGreaterThan(10);
      expect(row[7]).toBe('false');
    }
    // Outliers: the rule and its threshold in the view, the flagged transactions listed.
    expect(await m.rule.textContent()).toMatch(/Threshold: 3 spreads from the median, floor at 50% of the median/);
    expect(await m.rule.textContent()).toMatch(/Excluded from every median in this view/);
    expect(Number(await m.table('outliers').getAttribute('data-rows'))).toBeGreaterThan(0);
    await s.shot('market-marina');
  });

  it('marks the partial first and last month of the period, in the view, the charts and the tables', async () => {
    const m = marketPage(s.page);
    // 12 months are the last 365 days: the first month is partial (and the last, unless today ends a month).
    expect(await s.page.getByTestId('market-partial-note').textContent()).toMatch(
      /^Months are calendar months and the period counts back in days, so its first and last month hold only some days: /,
    );
    const trend = await m.readTable('trend');
    expect(trend.headers.at(-1)).toBe('Partial month (days covered)');
    expect(trend.raw[0]![0]).toMatch(/^\d{4}-\d{2}$/);
    expect(trend.raw[0]!.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/);
    expect(trend.raw.slice(1, -1).every((r) => r.at(-1) === '')).toBe(true);
    const first = m.table('trend').locator('tbody tr').first();
    expect(await first.getAttribute('data-partial')).toBe('true');
    expect(await first.locator('.mk-badge').textContent()).toBe('partial');
    for (const id of ['trend', 'beds', 'sales-rents', 'completion']) {
      expect(await s.page.getByTestId(`footnote-${id}`).textContent(), id).toMatch(
        /^\* Partial months \(hatched bars, dashed lines, hollow dots\): \d/,
      );
    }
    // The partial month's bar is hatched, the others are not.
    const fills = await m
      .chartSvg('trend')
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill') ?? ''));
    expect(fills[0]).toMatch(/^url\(#tc-hatch-/);
    expect(fills.slice(1, -1).every((f) => !f.startsWith('url('))).toBe(true);
  });

  it('dates each change span and the span before it, beside the figures', async () => {
    const m = marketPage(s.page);
    const change = await m.readTable('change');
    expect(change.headers.slice(0, 3)).toEqual(['Span', 'This period: days', 'Previous period: days']);
    expect(change.raw[0]!.slice(0, 3)).toEqual([
      'Month (30 days)',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/),
    ]);
    const cell = await m.table('change').locator('tbody tr').first().locator('td').nth(1).textContent();
    expect(cell).toMatch(/^\d{1,2}(\s[A-Z][a-z]{2})?(\s\d{4})?\s–\s\d{1,2}\s[A-Z][a-z]{2}\s\d{4}$/);
    const lines = await s.page.getByTestId('footnote-change').locator('li').allTextContents();
    expect(lines[0]).toMatch(/^Month \(30 days\): .+ against .+$/);
    expect(await m.card('change').locator('.mk-note').textContent()).toMatch(/^The last 30, 91 and 365 days up to \d/);
  });

  it('lists every outlier on asking, and back to the first 50', async () => {
    const m = marketPage(s.page);
    const listed = Number(await m.table('outliers').getAttribute('data-rows'));
    const rows = m.table('outliers').locator('tbody tr');
    // Judged against their own buildings (issue 34, finding 5), the demo's outliers may number 50 or fewer: then
    // every one is listed and nothing offers more.
    if (listed <= 50) {
      expect(listed).toBeGreaterThan(0);
      expect(await rows.count()).toBe(listed);
      expect(await s.page.getByTestId('outliers-show-all').count()).toBe(0);
      return;
    }
    expect(await rows.count()).toBe(50);
    expect(await s.page.getByTestId('outliers-shown').textContent()).toMatch(/^Showing 50 of \d+\./);
    const more = s.page.getByTestId('outliers-show-all');
    expect(await more.textContent()).toBe(`Show all ${listed}`);
    await more.click();
    expect(await rows.count()).toBe(listed);
    expect(await s.page.getByTestId('outliers-shown').textContent()).toMatch(new RegExp(`^Showing ${listed} of`));
    await s.page.getByTestId('outliers-show-all').scrollIntoViewIfNeeded();
    await s.shot('market-outliers-all');
    // The page still scrolls to its last card with every row listed.
    const end = await m.scrollToEnd();
    expect(end.atEnd && end.lastVisible).toBe(true);
    await more.click();
    expect(await rows.count()).toBe(50);
    expect(await more.textContent()).toBe(`Show all ${listed}`);
  });

  it('looks again at no cost, and computes again with the outliers included', async () => {
    const m = marketPage(s.page);
    const before = await m.monthRequests();
    await m.estimate();
    await expect.poll(() => m.lookCost.getAttribute('data-requests'), { timeout: 20_000 }).toBe('0');
    expect(await m.lookCost.textContent()).toMatch(/^This look cost no requests/);
    await s.page.waitForTimeout(300);
    expect(await m.monthRequests()).toBe(before);
    // The sample a median rests on (its n) grows by the outliers let in; the median itself may not move.
    const sample = async () =>
      Number(/n = ([\d,]+)/.exec((await m.tile('median-per-area').textContent()) ?? '')?.[1]?.replaceAll(',', ''));
    const excluded = await sample();
    expect(excluded).toBeGreaterThan(0);
    await s.page.getByTestId('outliers-include-bar').locator('input').check();
    await expect.poll(() => m.tile('median-price').textContent()).toMatch(/\d+ outliers included/);
    expect(await m.rule.textContent()).toMatch(/Included in every median/);
    expect(await sample()).toBeGreaterThan(excluded);
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
    // Months as "2026-08", not as a first day; a partial month's days in their own column.
    expect(lines[1]).toMatch(/^\d{4}-\d{2},/);
    expect(lines[0]).toMatch(/,Partial month \(days covered\)$/);
  });
});

describe('market: asking against transacted', () => {
  it('fetches current listings, its cost said first, and sets asking prices against transactions', async () => {
    const m = marketPage(s.page);
    // Two steps, as for transactions: estimate the cost, then load that many requests.
    const estimate = s.page.getByTestId('asking-estimate');
    expect(await estimate.textContent()).toBe('Current listings: estimate cost');
    await estimate.click();
    const plan = s.page.getByTestId('asking-plan');
    await plan.waitFor();
    expect(await plan.textContent()).toMatch(/Current listings cost \d+ requests, about \d+ (sec|min)\./);
    expect(await s.page.getByTestId('asking-load').textContent()).toMatch(/^Load \(\d+ requests\)$/);
    expect(await s.page.getByTestId('asking-not-now').isVisible()).toBe(true);
    await s.shot('market-asking-plan');
    await s.page.getByTestId('asking-load').click();
    await m.chartSvg('gap').waitFor({ timeout: 30_000 });
    const gaps = await m.readTable('gap');
    const col = (name: string): number => gaps.headers.findIndex((h) => h.startsWith(name));
    const sales = gaps.raw.filter((r) => r[col('Purpose')] === 'Sales');
    expect(sales.map((r) => r[col('Bedrooms')])).toEqual(['1 bed, 2 beds together', '1 bed', '2 beds']);
    for (const row of sales) {
      expect(Number(row[col('Listings')]), 'listings').toBeGreaterThan(10);
      // The demo advertises one unit in 20 again, 3 in 5 with its photos: those counted once.
      const repeats = Number(row[col('Repeat adverts')]);
      expect(repeats).toBeGreaterThanOrEqual(0);
      expect(repeats).toBeLessThan(Number(row[col('Listings')]) * 0.1);
      // Asking a little above what trades, as in the market: within ±20 %.
      expect(Math.abs(Number(row[col('Gap')]))).toBeLessThan(0.2);
    }
    expect(Number(sales[0]![col('Repeat adverts')]), 'repeats among every bedroom count').toBeGreaterThan(0);
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
    // Stopped part way, the plan is made again: what was fetched stays saved and is not asked for twice. Five
    // requests a second, one at a time, for the part that is stopped: at the session's hundred a second the load
    // could end before the stop reached the core (this machine's Chromium got lighter, and it did).
    const settings = hostApi(s.host);
    await settings('settings:update', { limits: { perSecond: 5, concurrency: 1 } });
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
    await settings('settings:update', { limits: FAST_DEMO_LIMITS });
    await m.load();
    await m.card('compare').waitFor({ timeout: 45_000 });
    await m.chartSvg('compare').waitFor();
    const table = await m.readTable('compare');
    const col = (header: string) => table.headers.indexOf(header);
    const marinaCol = col('Dubai Marina');
    const jvc = col('Jumeirah Village Circle');
    const diff = col('Jumeirah Village Circle: difference');
    expect(marinaCol).toBe(3);
    expect(jvc).toBeGreaterThan(marinaCol);
    // Each place's columns under its name on screen.
    const groups = await m.table('compare').locator('thead th.mk-th-group').allTextContents();
    expect(groups).toEqual(['Dubai Marina', 'Jumeirah Village Circle']);
    const perSqft = table.raw.find(
      (r) => r[0] === 'Median sale AED per sq ft' && r[1] === 'Sales' && r[2] === '1 bed, 2 beds together',
    );
    expect(perSqft).toBeDefined();
    // JVC trades well below the Marina per square foot.
    expect(Number(perSqft![jvc])).toBeLessThan(Number(perSqft![marinaCol]));
    expect(Number(perSqft![diff])).toBeLessThan(-0.15);
    expect(await m.card('compare').locator('.mk-badge').count()).toBeGreaterThan(0);
    expect(await m.card('compare').locator('td.marked').count()).toBeGreaterThan(0);
    // Yields differ in percentage points (7.1 % against 7.8 % is +0.7 pp, not +9.9 %), beside both samples.
    const pp = col('Jumeirah Village Circle: difference (pp)');
    expect(pp).toBeGreaterThan(diff);
    const yieldRow = table.raw.findIndex((r) => r[0] === 'Gross yield' && r[2] === '1 bed, 2 beds together');
    const gross = table.raw[yieldRow]!;
    expect(gross[diff]).toBe('');
    expect(Number(gross[pp])).toBeCloseTo((Number(gross[jvc]) - Number(gross[marinaCol])) * 100, 2);
    const ppText = await m.table('compare').locator('tbody tr').nth(yieldRow).locator('td').nth(pp).textContent();
    expect(ppText).toMatch(/^[+\-−]?\d+\.\d pp$/);
    for (const place of ['Dubai Marina', 'Jumeirah Village Circle']) {
      for (const side of ['sales', 'rents']) {
        expect(Number(gross[col(`${place}: ${side} n`)]), `${place} ${side}`).toBeGreaterThan(10);
      }
    }
    const yields = await m.readTable('yield');
    expect(new Set(yields.raw.map((r) => r[0]))).toEqual(new Set(['Dubai Marina', 'Jumeirah Village Circle']));
    // The single-place charts follow the place in focus.
    const marina = await m.tileNumber('median-per-area');
    await s.page.getByTestId('focus-place').getByText('Jumeirah Village Circle').click();
    await expect.poll(() => m.tileNumber('median-per-area')).toBeLessThan(marina);
    // With two places on screen, each single-place chart names the place and purpose it shows.
    expect(await s.page.getByTestId('shows-trend').textContent()).toMatch(/^Jumeirah Village Circle · Sales/);
    // The area-against-area chart has every place on the purpose its lines show.
    expect(await s.page.getByTestId('shows-compare').textContent()).toMatch(
      /^Chart: Dubai Marina and Jumeirah Village Circle · Sales.* The table below has every place and purpose\.$/,
    );
    // The asking-against-transacted chart is one place and purpose; its table has every one, and the line says so.
    expect(await s.page.getByTestId('shows-gap').textContent()).toMatch(
      /^Chart: Jumeirah Village Circle · Sales.* The table below has every place and purpose\.$/,
    );
    await s.shot('market-compare');
  });

  it('pins a place with its figures to the compare panel', async () => {
    await s.page.getByTestId('pin-5006').click();
    const notice = s.page.locator('[data-testid="notice"][data-level="success"]').filter({ hasText: 'pinned' });
    await notice.first().waitFor();
    expect(await notice.first().textContent()).toMatch(
      /Jumeirah Village Circle is pinned to the compare panel \(1 of 8 places\)/,
    );
    // The button and the sidebar's count say so at once (the panel's counts once stayed at 0 until its tab opened).
    const button = s.page.getByTestId('pin-5006');
    await expect.poll(() => button.getAttribute('data-pinned')).toBe('true');
    expect(await button.textContent()).toContain('Update pinned figures: Jumeirah Village Circle');
    // Marked done, as the grid's pinned rows are.
    expect(await button.locator('svg[data-icon="done"]').count()).toBe(1);
    expect(await s.page.getByTestId('compare-count').textContent()).toBe('1');
    // Pinned again, it takes the figures on screen and stays one pin.
    await button.click();
    await s.page
      .locator('[data-testid="notice"][data-level="success"]')
      .filter({ hasText: 'now holds these figures for Jumeirah Village Circle' })
      .first()
      .waitFor();
    expect(await s.page.getByTestId('compare-count').textContent()).toBe('1');
  });
});

describe('market: current listings of every place, and rents said as yearly rents', () => {
  it('keeps offering the listings a place lacks, and marks an estimate’s first page as a partial sample', async () => {
    const m = marketPage(s.page);
    const notes = s.page.getByTestId('asking-notes');
    // Each row's sample and gap, by their headers.
    const jvcRows = async () => {
      const table = await m.readTable('gap');
      const at = (name: string) => table.headers.indexOf(name);
      return table.raw
        .filter((r) => r[at('Place')] === 'Jumeirah Village Circle')
        .map((r) => ({ sample: r[at('Sample')], gap: r[at('Gap')] }));
    };
    // Dubai Marina's listings are loaded (above); Jumeirah Village Circle has none: still on offer, said per place.
    expect(await notes.textContent()).toContain('Jumeirah Village Circle · Sales: no current listings are stored.');
    expect(await notes.textContent()).not.toContain('Dubai Marina');
    for (const row of await jvcRows()) expect(row.sample).toBe('no listings');
    const lookCost = s.page.getByTestId('look-cost');
    const spentBefore = Number(await lookCost.getAttribute('data-requests'));
    await s.page.getByTestId('asking-estimate').click();
    await s.page.getByTestId('asking-load').waitFor();
    // Computed again as soon as the estimate is made: its first pages are a partial sample, with no gap, and the
    // look counts the requests the estimate spent (the first page of each search not yet stored).
    await expect.poll(async () => (await jvcRows()).map((r) => r.sample)).toContain('partial sample');
    expect(Number(await lookCost.getAttribute('data-requests'))).toBeGreaterThan(spentBefore);
    expect(await notes.textContent()).toMatch(
      /Jumeirah Village Circle · Sales: [\d,]+ of [\d,]+ current listings? (is|are) stored.*a partial sample/,
    );
    for (const row of await jvcRows()) expect(row.gap).toBe('');
    await m.card('gap').scrollIntoViewIfNeeded();
    await s.shot('market-asking-partial');
    await s.page.getByTestId('asking-load').click();
    await notes.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await s.page.getByTestId('asking-estimate').count()).toBe(0);
    for (const row of await jvcRows()) {
      expect(row.sample).not.toMatch(/no listings|partial sample/);
      expect(Number(row.gap)).not.toBeNaN();
    }
  });

  it('labels rents as yearly rents, and names each file after the purpose it holds', async () => {
    const m = marketPage(s.page);
    await s.page.getByTestId('focus-purpose').getByText('Rents').click();
    await expect.poll(() => m.tile('median-price').locator('.mk-tile-label').textContent()).toBe('Median yearly rent');
    expect(await m.tile('median-per-area').locator('.mk-tile-label').textContent()).toBe(
      'Median yearly rent per sq ft',
    );
    const trend = await m.readTable('trend');
    expect(trend.headers).toEqual(
      expect.arrayContaining(['Median yearly rent (AED)', 'Median yearly rent, AED per sq ft']),
    );
    expect(await m.card('trend').locator('.chart-legend').textContent()).toContain('Median yearly rent');
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('export-csv-trend').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^jumeirah-village-circle-rents-.*-trend\.csv$/);
    await m.card('trend').scrollIntoViewIfNeeded();
    await s.shot('market-rents');
    await s.page.getByTestId('focus-purpose').getByText('Sales').click();
    const [sales] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('export-csv-trend').click(),
    ]);
    expect(sales.suggestedFilename()).toMatch(/^jumeirah-village-circle-sales-apartments-.*-trend\.csv$/);
    const file = join(s.host.dataDir, 'sales-trend.csv');
    await sales.saveAs(file);
    expect(
      readFileSync(file, 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toContain('Median sale price (AED)');
  });

  it('puts what the sales-against-rents chart plots in its table', async () => {
    const m = marketPage(s.page);
    await m.card('sales-rents').getByText('Median price', { exact: true }).click();
    const table = await m.readTable('sales-rents');
    expect(table.headers).toEqual(expect.arrayContaining(['Median sale price (AED)', 'Median yearly rent (AED)']));
    expect(Number(table.raw[1]![2])).toBeGreaterThan(100_000);
    expect(await m.card('sales-rents').locator('.chart-legend').textContent()).toContain('Median yearly rent');
    await m.card('sales-rents').scrollIntoViewIfNeeded();
    await s.shot('market-sales-rents-price');
  });
});

describe('market: the figures keep describing their own query while the form changes', () => {
  it('says the form has changed above the old figures, whose header, span and pins stay theirs', async () => {
    const m = marketPage(s.page);
    const title = 'Dubai Marina and Jumeirah Village Circle · Sales and rents · Apartments · 1 bed, 2 beds · 12 months';
    expect(await m.scopeTitle.textContent()).toBe(title);
    const span = await s.page.getByTestId('market-span').textContent();
    expect(await m.stale.count()).toBe(0);
    await m.removePlace('Jumeirah Village Circle');
    await m.setCategory('any');
    await m.toggleBeds('1 bed', '2 beds', 'Studio');
    await m.setPeriod('3m');
    await m.stale.waitFor();
    await m.estimate();
    await s.page.getByTestId('market-load').waitFor();
    expect(await m.scopeTitle.textContent()).toBe(title);
    expect(await s.page.getByTestId('market-span').textContent()).toBe(span);
    expect(await m.stale.textContent()).toContain(`The form has changed: these figures are for ${title}.`);
    expect(await m.results.getAttribute('data-stale')).toBe('true');
    expect(await s.page.getByTestId('pin-5006').textContent()).toContain('Jumeirah Village Circle');
    expect(await s.page.locator('[data-testid="tile-transactions"] .mk-tile-note').first().textContent()).toBe(
      '12 months',
    );
    await s.shot('market-stale');
    // Scrolled down, the bar stays in sight above the dimmed figures.
    await m.card('change').scrollIntoViewIfNeeded();
    // Measured together, once the scroll has settled (a loaded machine saw the bar mid-way).
    const barBelowTop = async () => {
      const [bar, main] = [await m.stale.boundingBox(), await s.page.locator('#main').boundingBox()];
      return bar!.y - main!.y;
    };
    await expect.poll(barBelowTop).toBeLessThan(40);
    expect(await barBelowTop()).toBeGreaterThanOrEqual(-1);
    await s.shot('market-stale-scrolled');
    await s.page.getByTestId('market-not-now').click();
    await s.page.getByTestId('stale-restore').click();
    await expect.poll(() => m.stale.count()).toBe(0);
    expect(await m.form.locator('.sf-chip').count()).toBe(2);
    // Sales and rents to Sales only: the same.
    await m.setPurpose('Sales');
    await m.stale.waitFor();
    expect(await m.stale.textContent()).toContain('· Sales and rents ·');
    await s.page.getByTestId('stale-restore').click();
    await expect.poll(() => m.stale.count()).toBe(0);
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
    // Detailed places of the outliers: in Arabic where a stored place look-up named them, else said to be as recorded.
    const places = await m.table('outliers').locator('td[data-col="location"]').allTextContents();
    expect(places.some((p) => ARABIC.test(p))).toBe(true);
    if (!places.every((p) => ARABIC.test(p))) {
      expect(await s.page.getByTestId('outliers-names').textContent()).toMatch(/كما سجّلتها خدمة البيانات/);
    }
    // A yield difference in percentage points, in Arabic.
    expect(await m.card('compare').textContent()).toContain('نقطة مئوية');
    await s.shot('market-ar');
    await ui.setLanguage('en');
  });
});

describe('market screenshots: 1024×700 and 1920×1080, English and Arabic light and dark, Russian, Chinese and Hindi', () => {
  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ]) {
    // Russian has the longest headers: its tables once wrapped them to five lines and cut their last columns.
    for (const lang of ['en', 'ar', 'ru', 'zh', 'hi'] as const) {
      for (const theme of lang === 'en' || lang === 'ar' ? (['light', 'dark'] as const) : (['light'] as const)) {
        it(`${size.width} ${lang} ${theme}`, async () => {
          const ui = appPage(s.page);
          await s.page.setViewportSize(size);
          await ui.setLanguage(lang);
          const current = await s.page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
          if (current !== theme) await ui.toggleTheme();
          await expect.poll(() => s.page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          await settled(s.page);
          const shots = await marketPage(s.page).shotsThrough(`market-${size.width}-${lang}-${theme}`, s.shot);
          expect(shots.length).toBeGreaterThan(1);
          // Nothing wider than the window: no sideways scrolling of the page.
          const overflow = await s.page.evaluate(() => {
            const main = document.querySelector<HTMLElement>('#main')!;
            return main.scrollWidth - main.clientWidth;
          });
          expect(overflow).toBeLessThanOrEqual(1);
          // Every table fits its card, but for the outliers' twelve facts a row on a small window: those scroll
          // sideways inside their box (a shadow on the side with more says so).
          const wide = await s.page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('.mk-table-wrap')]
              .filter((wrap) => wrap.scrollWidth > wrap.clientWidth + 1)
              .map((wrap) => wrap.querySelector('table')?.dataset.testid ?? '?'),
          );
          // Russian's long headers over two places' values, differences and counts need the area against area
          // table to scroll too on a small window.
          const scrolls = lang === 'ru' ? ['table-compare', 'table-outliers'] : ['table-outliers'];
          expect(wide.sort()).toEqual(size.width >= 1920 ? [] : scrolls);
        });
      }
    }
  }

  it('back to English, light', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('en');
    if ((await s.page.evaluate(() => document.documentElement.dataset.theme)) === 'dark') await ui.toggleTheme();
    await s.page.setViewportSize({ width: 1440, height: 900 });
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
