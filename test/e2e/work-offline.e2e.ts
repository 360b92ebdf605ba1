// Working offline in the app (issue 34, finding 7), at 1280×800: with the service down, Next › keeps page 1's rows
// and a pager that agrees with them, and says page 2 could not be loaded; a "Work offline" switch in the status bar
// and in Settings answers from the offline cache only (no request), and is remembered after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { appPage } from './pages/app-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { keptMarket } from '../support/kept-market';

let demo: RunningDemoServer;
let s: Session;
let requestsToday: () => Promise<number>;
beforeAll(async () => {
  demo = await startDemoServer({ market: keptMarket({ day: 330 }) });
  s = await openSession(['--source', 'live', '--base-url', demo.url], { viewport: { width: 1280, height: 800 } });
  const invoke = hostApi(s.host);
  requestsToday = async () => (await invoke('usage:get', {})).today;
});
afterAll(async () => {
  await s?.close();
  await demo?.close();
});

const titles = () => appPage(s.page).columnTexts('title');
const pager = () => s.page.getByTestId('results-page').textContent();
const toggle = () => s.page.getByTestId('work-offline-toggle');

describe('a page that cannot be loaded', () => {
  it('keeps page 1 on screen, with a pager that agrees, and says page 2 could not be loaded', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    const first = await titles();
    const pages = (await pager()) ?? '';
    expect(pages).toMatch(/^Page 1 of \d+$/);
    await demo.close();
    await s.page.getByTestId('page-next').click();
    const note = s.page.getByTestId('page-error');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/Page 2 could not be loaded/);
    expect(await s.page.getByTestId('results-error').count()).toBe(0);
    // The grid is virtualised and the note takes a row's height: the rows drawn are page 1's, from its top.
    const after = await titles();
    expect(after.length).toBeGreaterThan(10);
    expect(after).toEqual(first.slice(0, after.length));
    expect(await appPage(s.page).rowCount()).toBe(24);
    expect(await pager()).toBe(pages);
    await s.shot('page-error-1280-en');
  });
});

describe('the work offline switch', () => {
  it('answers from the offline cache only, from the status bar, and is remembered', async () => {
    const ui = appPage(s.page);
    await toggle().click();
    await expect.poll(() => toggle().getAttribute('aria-pressed')).toBe('true');
    expect(await s.page.getByTestId('status-online').textContent()).toBe('Working offline');
    await s.page.reload();
    await ui.form.waitFor();
    await expect.poll(() => toggle().getAttribute('aria-pressed')).toBe('true');
    const before = await requestsToday();
    await ui.search();
    await ui.waitForRows();
    expect(await requestsToday()).toBe(before);
    await s.page.getByTestId('page-next').click();
    await expect.poll(() => s.page.getByTestId('page-error').textContent()).toMatch(/Page 2 could not be loaded/);
    expect(await s.page.getByTestId('page-error').textContent()).toMatch(/offline/i);
    await s.shot('work-offline-1280-en');
    await ui.setLanguage('ar');
    await expect.poll(() => s.page.getByTestId('status-online').textContent()).toBe('العمل دون اتصال');
    // The switch has the one Arabic name the state and the errors use (it was "وضع عدم الاتصال"; finding f).
    expect(await s.page.getByTestId('work-offline-toggle').textContent()).toBe('العمل دون اتصال');
    await s.shot('work-offline-1280-ar');
    await ui.setLanguage('en');
  });

  it('is the same switch in Settings', async () => {
    const ui = appPage(s.page);
    await ui.nav('settings');
    const setting = s.page.getByTestId('setting-work-offline');
    expect(await setting.isChecked()).toBe(true);
    await setting.uncheck();
    await expect.poll(() => toggle().getAttribute('aria-pressed')).toBe('false');
    await s.shot('work-offline-settings-1280-en');
  });

  it('raised no page errors', () => {
    expect(s.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
