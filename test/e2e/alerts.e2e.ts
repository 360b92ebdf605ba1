// Alerts as a new broker tries them, at 1280×800 against the demo service over HTTP with its clock: a watched
// agency, three rules set in the Alerts view (new listings, price cuts of at least 1%, listings gone) with the cost
// of the snapshots they read, a snapshot on day N, the market moved a week, a snapshot again; the sidebar's unread
// count, a desktop notification, and an inbox holding exactly what the market changed (from its own generator),
// grouped by day with the day's digest; an alert opens its listing, another is dismissed; then Arabic, right to left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { marketChanges, type MarketChanges } from '../support/market-changes';
import { appPage } from './pages/app-page';
import { portfolioPage } from './pages/portfolio-page';
import { moveDemoClock } from '../support/demo-fixture';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { keptMarket } from '../support/kept-market';

const DAY_N = 330;
const WEEK = 7;

let demo: RunningDemoServer;
let s: Session;
let invoke: ReturnType<typeof hostApi>;
let agency: { name: string; externalID: string; expected: MarketChanges };

/** Notifications the page raised, recorded by an init script in place of the system's (granted) notifications. */
const RECORD_NOTIFICATIONS = `(() => {
  const shown = [];
  globalThis.__notifications = shown;
  globalThis.Notification = class {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { shown.push({ title, body: options && options.body }); }
  };
})();`;

beforeAll(async () => {
  const market = keptMarket({ day: DAY_N });
  const view = market.view();
  const index = [...view.agencyCounts.keys()].find(
    (i) => view.agencyCounts[i]!.total >= 80 && view.agencyCounts[i]!.total <= 160,
  )!;
  const a = market.agencies[index]!;
  agency = {
    name: a.name,
    externalID: a.externalID,
    expected: marketChanges(market, (l) => l.agency === index, DAY_N, DAY_N + WEEK),
  };
  demo = await startDemoServer({ market: keptMarket({ day: DAY_N }) });
  s = await openSession(['--source', 'live', '--base-url', demo.url], { viewport: { width: 1280, height: 800 } });
  invoke = hostApi(s.host);
  await invoke('settings:update', { limits: { perSecond: 50, concurrency: 8 } });
  // The test takes its snapshots itself: a scheduled one in between would add a snapshot to compare.
  await invoke('snapshot:schedule-set', { enabled: false });
  await invoke('watch:add', { kind: 'agency', externalID: agency.externalID, name: agency.name });
  await s.page.context().addInitScript({ content: RECORD_NOTIFICATIONS });
  await s.page.reload();
}, 60_000);
afterAll(async () => {
  await s?.close();
  await demo?.close();
});

const moveClock = (advance: number): Promise<number> => moveDemoClock(demo.url, advance);

describe('alerts', () => {
  it('sets three rules in the window, each with the cost of the snapshots it reads', async () => {
    await s.page.getByTestId('nav-alerts').click();
    const view = s.page.getByTestId('alerts-view');
    await view.getByText('No alerts are set yet: set one below.').waitFor();
    const form = view.getByTestId('alerts-add');
    await expect
      .poll(() => form.getByTestId('alert-watched-item').locator('option').allTextContents())
      .toEqual([agency.name]);
    // The schedule is off: snapshots are by hand, and the form says what each costs.
    await expect.poll(() => form.getByTestId('alert-cost').textContent()).toMatch(/The schedule is off/);

    await form.getByTestId('alert-trigger').selectOption('new-listings');
    await form.getByTestId('alert-add').click();
    await view.getByTestId('alert-rule').first().waitFor();

    await form.getByTestId('alert-trigger').selectOption('price-cut');
    // A price-cut rule needs its smallest cut before it can be set.
    expect(await form.getByTestId('alert-add').isDisabled()).toBe(true);
    await form.getByTestId('alert-minPercent').fill('abc');
    expect(await form.getByText('Enter a number above zero.').isVisible()).toBe(true);
    await form.getByTestId('alert-minPercent').fill('1');
    await form.getByTestId('alert-add').click();
    await expect.poll(() => view.getByTestId('alert-rule').count()).toBe(2);

    await form.getByTestId('alert-trigger').selectOption('gone');
    await form.getByTestId('alert-add').click();
    await expect.poll(() => view.getByTestId('alert-rule').count()).toBe(3);
    expect(await view.getByTestId('alert-rule').allTextContents()).toEqual([
      expect.stringContaining(`New listings of ${agency.name}`),
      expect.stringContaining(`Price cuts of at least 1% in ${agency.name}`),
      expect.stringContaining(`Listings of ${agency.name} gone`),
    ]);
    expect((await invoke('alerts:rules', {})).map((r) => r.trigger)).toEqual(['new-listings', 'price-cut', 'gone']);
  });

  it('after a week of the market, counts, notifies and lists exactly what changed, by day', async () => {
    const [item] = await invoke('watch:list', {});
    await invoke('snapshot:run', { itemId: item!.id, taskId: 'day-n' });
    expect(await moveClock(WEEK)).toBe(DAY_N + WEEK);
    await invoke('snapshot:run', { itemId: item!.id, taskId: 'day-n-7' });

    const { added, removed, repriced } = agency.expected;
    const cuts = repriced.filter((r) => r.newPrice < r.oldPrice && (r.oldPrice - r.newPrice) / r.oldPrice >= 0.01);
    const total = added.length + removed.length + cuts.length;
    expect(added.length * removed.length * cuts.length).toBeGreaterThan(0);
    // The core's event brings the count to the sidebar and a notification, with no reload.
    await expect.poll(() => s.page.getByTestId('alerts-unread').textContent()).toBe(String(total));
    const notes = await s.page.evaluate(
      () => (globalThis as unknown as { __notifications: unknown[] }).__notifications,
    );
    expect(notes).toEqual([{ title: `Aqar Lens: ${total} new alerts`, body: 'Open Alerts to read them.' }]);

    const view = s.page.getByTestId('alerts-view');
    const items = view.getByTestId('alert-item');
    await expect.poll(() => items.count()).toBe(total);
    const ids = async (kind: string) =>
      (await invoke('alerts:inbox', {})).alerts
        .filter((a) => a.kind === kind)
        .map((a) => a.externalID)
        .sort();
    expect(await ids('new-listing')).toEqual(added);
    expect(await ids('gone')).toEqual(removed);
    expect(await ids('price-cut')).toEqual(cuts.map((c) => c.externalID).sort());
    expect(await view.locator('[data-kind="new-listing"]').count()).toBe(added.length);
    expect(await view.locator('[data-kind="price-cut"]').count()).toBe(cuts.length);
    // One day (the second snapshot's), with its digest.
    expect(await view.getByTestId('alert-day').count()).toBe(1);
    expect(await view.getByTestId('alert-digest').textContent()).toContain(
      `${added.length} new listing${added.length === 1 ? '' : 's'}`,
    );
    const cut = view.locator('[data-kind="price-cut"]').first();
    expect(await cut.getByTestId('alert-price').textContent()).toMatch(/AED\s[\d,]+ → AED\s[\d,]+/);
    await s.shot('alerts-inbox-en-1280');
  });

  it('opens an alert’s listing (read), and dismisses another', async () => {
    const view = s.page.getByTestId('alerts-view');
    const unread = Number(await s.page.getByTestId('alerts-unread').textContent());
    const first = view.locator('[data-kind="new-listing"]').first();
    await first.getByTestId('alert-open').click();
    await s.page.getByTestId('property-detail').waitFor();
    await expect.poll(async () => (await invoke('alerts:inbox', {})).unread).toBe(unread - 1);
    await s.page.getByTestId('nav-alerts').click();
    const gone = view.locator('[data-kind="gone"]');
    const goneCount = await gone.count();
    await gone.first().getByTestId('alert-dismiss').click();
    await expect.poll(() => gone.count()).toBe(goneCount - 1);
    await view.getByTestId('alerts-show-dismissed').check();
    await expect.poll(() => gone.count()).toBe(goneCount);
    await view.getByTestId('alerts-show-dismissed').uncheck();
  });

  it('sets a rule on a place’s new transactions, and lists those a later market load stored', async () => {
    const jvc = {
      places: [{ id: '5006', name: 'Jumeirah Village Circle' }],
      purpose: 'for-sale' as const,
      period: '3m' as const,
    };
    await invoke('market:load', { taskId: 'jvc-1', query: jvc });
    const view = s.page.getByTestId('alerts-view');
    const form = view.getByTestId('alerts-add');
    await form.getByTestId('alert-target').selectOption('place');
    expect(await form.getByTestId('alert-add').isDisabled()).toBe(true);
    const input = form.getByTestId('location-picker-input');
    await input.click();
    await input.fill('Jumeirah Village C');
    await s.page.getByTestId('picker-option').filter({ hasText: 'Jumeirah Village Circle' }).first().click();
    await form.getByTestId('alert-purpose').selectOption('for-sale');
    expect(await form.getByTestId('alert-place-note').textContent()).toMatch(/spends no request of its own/);
    await form.getByTestId('alert-add').click();
    await expect.poll(() => view.getByTestId('alert-rule').count()).toBe(4);
    const rule = (await invoke('alerts:rules', {})).find((r) => r.itemKind === 'place')!;
    expect(rule).toMatchObject({ trigger: 'new-transactions', placeId: '5006', thresholds: { purpose: 'for-sale' } });
    expect(await view.getByTestId('alert-rule').last().textContent()).toContain(
      'New transactions in Jumeirah Village Circle',
    );

    const before = (await invoke('alerts:inbox', {})).unread;
    expect(await moveClock(WEEK)).toBe(DAY_N + 2 * WEEK);
    // Refreshed: the store's coverage is dated by this computer's calendar, which the service's clock outran.
    await invoke('market:load', { taskId: 'jvc-2', query: { ...jvc, policy: 'refresh' } });
    await expect.poll(async () => (await invoke('alerts:inbox', {})).unread).toBeGreaterThan(before);
    const found = (await invoke('alerts:inbox', {})).alerts.filter((a) => a.kind === 'new-transaction');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => a.transaction!.date > rule.sinceDate! && a.purpose === 'for-sale')).toBe(true);
    const item = view.locator('[data-kind="new-transaction"]').first();
    await item.waitFor();
    expect(await item.getByTestId('alert-price').textContent()).toMatch(
      /^Registered on .+ at AED\s[\d,]+ \(AED\s[\d,]+\/sq ft\)$/,
    );
    // A transaction has no title nor listing to open: its unit names it.
    expect(await item.locator('.al-title').textContent()).toMatch(/(\d bedrooms?|Studio), [\d,]+ sq ft/);
    expect(await item.getByTestId('alert-open').count()).toBe(0);
    await s.shot('alerts-transactions-en-1280');
  });

  it('reads right to left in Arabic, every sentence in Arabic', async () => {
    await appPage(s.page).setLanguage('ar');
    const view = s.page.getByTestId('alerts-view');
    await view.getByText('صندوق الوارد').waitFor();
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The name is isolated in the Arabic sentence (FSI…PDI), so its Latin letters never reorder the figures beside it.
    expect(await view.getByTestId('alert-rule').first().textContent()).toContain(
      `إعلانات جديدة لدى \u2068${agency.name}\u2069`,
    );
    // Two days (the demo service's clock runs ahead of this computer's): the listings' and the transactions'.
    const digests = (await view.getByTestId('alert-digest').allTextContents()).join(' | ');
    expect(digests).toMatch(/إعلان|خفض/);
    expect(digests).toMatch(/صفق/);
    expect(await s.page.getByTestId('nav-alerts').textContent()).toContain('التنبيهات');
    await s.shot('alerts-inbox-ar-1280');
    await view.getByTestId('alerts-add').scrollIntoViewIfNeeded();
    await s.shot('alerts-rules-ar-1280');
    await appPage(s.page).setLanguage('en');
  });

  for (const size of [
    { width: 1024, height: 700 },
    { width: 1920, height: 1080 },
  ]) {
    it(`scrolls to its last section at ${size.width}×${size.height}, in English and Arabic`, async () => {
      await s.page.setViewportSize(size);
      for (const lang of ['en', 'ar'] as const) {
        await appPage(s.page).setLanguage(lang);
        const end = await portfolioPage(s.page).scrollToEnd();
        await s.shot(`alerts-end-${size.width}-${lang}`);
        expect(end).toEqual({ atEnd: true, lastVisible: true, last: 'alerts-notifications' });
      }
      await appPage(s.page).setLanguage('en');
    });
  }

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
