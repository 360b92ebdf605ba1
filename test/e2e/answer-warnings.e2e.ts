// A warning about an answer is read in the broker's language: a live connection set to read areas in square metres
// from a service that sends square feet makes every home a tenth of its size, and the page says so, naming the
// setting as the Settings view names it, in English and, after the switch, in Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { appPage } from './pages/app-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';
import { keptMarket } from '../support/kept-market';

let demo: RunningDemoServer;
let s: Session;

beforeAll(async () => {
  demo = await startDemoServer({ market: keptMarket() });
  s = await openSession(['--source', 'live', '--base-url', demo.url], { viewport: { width: 1024, height: 700 } });
  await hostApi(s.host)('settings:update', { connection: { areaUnit: 'sqm' } });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await demo?.close();
});

describe('answer warnings in the window’s language', () => {
  it('says in English, then in Arabic, that the areas betray the wrong unit', async () => {
    const ui = appPage(s.page);
    await ui.nav('listings');
    await ui.search();
    await ui.waitForRows();
    const warning = s.page.getByTestId('answer-warning').first();
    await expect.poll(() => warning.textContent()).toContain('Settings → Connection → Area unit in responses');
    await ui.setLanguage('ar');
    await expect
      .poll(() => warning.textContent(), { timeout: 10_000 })
      .toContain('الإعدادات ← الاتصال ← وحدة المساحة التي ترسلها الخدمة');
    expect(await warning.textContent()).not.toMatch(/square|sq ft|Settings/);
    await warning.scrollIntoViewIfNeeded();
    await s.shot('answer-warning-unit-ar-1024');
    await ui.setLanguage('en');
    await expect.poll(() => warning.textContent()).toContain('square feet');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
