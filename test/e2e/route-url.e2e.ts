// Browser mode keeps the broker's place in the address (issue 34, finding 8): the view and the detail open are in
// the URL, the browser's Back and Forward move within the app (never out of it), and a reload brings back each
// view's last state, its search, every fetched page (from the offline cache, no request) and the Market query,
// at 1280×800 in English and Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { marketPage } from './pages/market-page';
import { hostApi } from './support/host-api';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

let s: Session;
let requestsToday: () => Promise<number>;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1280, height: 800 }, prepare: writeFastDemoSettings });
  const invoke = hostApi(s.host);
  requestsToday = async () => (await invoke('usage:get', {})).today;
});
afterAll(async () => s?.close());

const hash = () => new URL(s.page.url()).hash;
const origin = () => new URL(s.page.url()).origin;

async function titles(): Promise<string[]> {
  return appPage(s.page).columnTexts('title');
}

describe('the route in the URL', () => {
  let pageTwo: string[] = [];

  it('names the view and the detail open in the URL; Back and Forward stay in the app', async () => {
    const ui = appPage(s.page);
    const start = origin();
    await ui.field('purpose').getByText('For rent', { exact: true }).click();
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await s.page.getByTestId('page-next').click();
    await expect.poll(() => s.page.getByTestId('results-page').textContent()).toMatch(/^Page 2 of/);
    await ui.waitForIdle();
    pageTwo = await titles();
    expect(hash()).toBe('#/listings');
    await ui.openRow(0);
    await s.page.getByTestId('property-detail').waitFor();
    expect(hash()).toMatch(/^#\/property\/\d+$/);
    await s.page.goBack();
    await ui.waitForRows();
    expect(origin()).toBe(start);
    expect(hash()).toBe('#/listings');
    expect(await s.page.getByTestId('results-page').textContent()).toMatch(/^Page 2 of/);
    expect(await titles()).toEqual(pageTwo);
    await s.page.goForward();
    await s.page.getByTestId('property-detail').waitFor();
    expect(hash()).toMatch(/^#\/property\/\d+$/);
    // The app's own Back button takes the same step as the browser's.
    await s.page.getByTestId('back').click();
    await ui.waitForRows();
    expect(hash()).toBe('#/listings');
  });

  it('brings back the search and its page after a reload, from the cache, with no request', async () => {
    const ui = appPage(s.page);
    const before = await requestsToday();
    await s.page.reload();
    await ui.waitForRows();
    expect(hash()).toBe('#/listings');
    await expect.poll(() => s.page.getByTestId('results-page').textContent()).toMatch(/^Page 2 of/);
    expect(await titles()).toEqual(pageTwo);
    expect(await ui.form.locator('.sf-chip').filter({ hasText: 'Dubai Marina' }).count()).toBe(1);
    expect(await requestsToday()).toBe(before);
    await s.shot('route-reload-listings-1280-en');
  });

  it('brings back every fetched page after a reload, with no request', async () => {
    const ui = appPage(s.page);
    await s.page.getByTestId('fetch-all-button').click();
    await s.page.getByTestId('fetch-all-start').click();
    await expect
      .poll(() => s.page.getByTestId('fetch-all-done').getAttribute('data-outcome'), { timeout: 45_000 })
      .toBe('complete');
    const held = await ui.rowCount();
    expect(held).toBeGreaterThan(24);
    const before = await requestsToday();
    await s.page.reload();
    await expect.poll(() => ui.rowCount(), { timeout: 20_000 }).toBe(held);
    expect(await s.page.getByTestId('results-page').textContent()).toBe(
      `All ${held.toLocaleString('en')} fetched rows`,
    );
    expect(await requestsToday()).toBe(before);
  });

  it('brings back the Market query and its figures after a reload, with no request, in Arabic', async () => {
    const market = marketPage(s.page);
    await market.open();
    expect(hash()).toBe('#/market');
    // The places of the last Listings search come along: this look is of Dubai Marina alone.
    await market.clearPlaces();
    await market.pickPlace('marina', 'Dubai Marina');
    await market.estimate();
    // A look that costs requests waits for Load; a free one shows its figures at once.
    await Promise.race([market.load(), market.results.waitFor({ timeout: 45_000 })]);
    await market.results.waitFor({ timeout: 45_000 });
    const scope = await market.scopeTitle.textContent();
    await appPage(s.page).setLanguage('ar');
    const before = await requestsToday();
    await s.page.reload();
    await market.results.waitFor({ timeout: 20_000 });
    expect(hash()).toBe('#/market');
    expect(await market.form.locator('.sf-chip').count()).toBe(1);
    expect(await requestsToday()).toBe(before);
    await s.shot('route-reload-market-1280-ar');
    await appPage(s.page).setLanguage('en');
    await expect.poll(() => market.scopeTitle.textContent()).toBe(scope);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
