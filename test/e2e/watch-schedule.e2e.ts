// Watching a firm spends nothing by itself: the row says when the schedule will take its first snapshot (an interval
// after it was watched), in the broker's language. A snapshot started in another window of the same app is followed
// under the row here, with its progress, until the row shows it taken.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { portfolioPage } from './pages/portfolio-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { shoot } from './support/shots';
import { keptMarket } from '../support/kept-market';

const HOUR = 3_600_000;
let s: Session;
let other: Page;
let invoke: ReturnType<typeof hostApi>;
let agency: string;

beforeAll(async () => {
  // The built-in demo's market of today: an agency of a few pages whose name no other agency's starts with.
  const market = keptMarket();
  const view = market.view();
  const names = market.agencies.map((a) => a.name);
  const index = [...view.agencyCounts.keys()].find((i) => {
    const total = view.agencyCounts[i]!.total;
    const name = market.agencies[i]!.name;
    return total >= 100 && total <= 160 && names.filter((n) => n.startsWith(name)).length === 1;
  })!;
  agency = market.agencies[index]!.name;
  s = await openSession([], { viewport: { width: 1440, height: 900 } });
  invoke = hostApi(s.host);
  // Slow enough that the other window sees the run while it is under way.
  await invoke('settings:update', { limits: { perSecond: 2, concurrency: 1 } });
  other = await s.browser.newPage({ viewport: { width: 1024, height: 700 } });
  other.on('pageerror', (error) => s.errors.push(error.message));
  await other.goto(s.host.url);
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe('watching on a schedule', () => {
  it('spends nothing on a click on Watch, and says when the schedule takes the first snapshot', async () => {
    const pf = portfolioPage(s.page);
    await pf.open();
    const watchedAt = Date.now();
    await pf.watchByName('agency', agency);
    const [item] = await invoke('watch:list', {});
    expect(item!.snapshots).toBe(0);
    expect(await invoke('snapshot:runs', { itemId: item!.id, limit: 5 })).toEqual([]);
    // Daily by default: a day after it was watched.
    const next = Date.parse(item!.nextScheduledAt!);
    expect(next).toBeGreaterThanOrEqual(watchedAt + 24 * HOUR - 5_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    const cell = pf.row(agency).getByTestId('watch-last-snapshot');
    expect(await cell.textContent()).toMatch(/^Never\s*On schedule: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} [AP]M UAE time$/);
    await s.shot('watch-schedule-en');
    await appPage(s.page).setLanguage('ar');
    await expect.poll(() => cell.textContent()).toMatch(/^أبدًا\s*حسب الجدول: /);
    await s.shot('watch-schedule-ar');
    await appPage(s.page).setLanguage('en');
    // Turned off, the row no longer promises a snapshot.
    const schedule = pf.view.getByTestId('schedule');
    await schedule.getByTestId('schedule-enabled').uncheck();
    await schedule.getByTestId('schedule-save').click();
    await expect.poll(async () => (await invoke('watch:list', {}))[0]!.nextScheduledAt).toBeNull();
    await s.page.reload();
    await pf.open();
    await pf.row(agency).waitFor();
    expect(await pf.row(agency).getByTestId('watch-next-scheduled').count()).toBe(0);
  });

  it('follows a snapshot another window started, with its progress, until the row shows it taken', async () => {
    const there = portfolioPage(other);
    await there.open();
    const row = there.row(agency);
    await row.waitFor();
    const { done } = await Promise.all([
      portfolioPage(s.page).snapshot(agency),
      (async () => {
        const panel = row.locator('xpath=following-sibling::tr[1]').getByTestId('snapshot-panel');
        await panel.getByTestId('snapshot-progress').waitFor({ timeout: 30_000 });
        expect(await panel.textContent()).toContain('Snapshot running…');
        await shoot(other, 'watch-followed-run');
        await panel.waitFor({ state: 'detached', timeout: 45_000 });
      })(),
    ]).then(([snapshot]) => snapshot);
    expect(done).toMatch(/^Snapshot taken: [\d,]+ listings/);
    await expect.poll(() => row.locator('td').nth(3).textContent()).toBe('1');
  }, 120_000);

  it('names every place of its history in Arabic on the demo service, looked up as the chart needs them', async () => {
    const pf = portfolioPage(s.page);
    await pf.showHistory(agency);
    await appPage(s.page).setLanguage('ar');
    const legend = pf.view.getByTestId('chart-places').locator('.chart-legend');
    await legend.waitFor();
    // Every name in Arabic script: none left as the English the snapshot was taken in.
    await expect
      .poll(async () => (await legend.locator('li').allTextContents()).filter((n) => /[A-Za-z]/.test(n)), {
        timeout: 30_000,
      })
      .toEqual([]);
    expect(await legend.locator('li').count()).toBeGreaterThan(0);
    // One snapshot: each place's share as a segment of one bar, not dots at running totals of an area of no width.
    const places = pf.view.getByTestId('chart-places');
    expect(await places.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(1);
    expect(await places.locator('.recharts-area').count()).toBe(0);
    await legend.scrollIntoViewIfNeeded();
    await s.shot('watch-history-places-ar');
    await appPage(s.page).setLanguage('en');
  }, 60_000);

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
