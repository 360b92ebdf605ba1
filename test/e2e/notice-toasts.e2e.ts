// Notices at 1280×800 (issue 34, finding 14): they float over the work area, which keeps its place under the top
// bar; a confirmation goes by itself while a warning waits to be read; and a live source with no key stored raises
// no keychain warning, at start or after a reload.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';
import { keptMarket } from '../support/kept-market';

let demo: RunningDemoServer;
let s: Session;
beforeAll(async () => {
  demo = await startDemoServer({ market: keptMarket({ day: 330 }) });
  // A damaged settings file: the core raises a warning before the window listens, and it stays until read.
  s = await openSession(['--source', 'live', '--base-url', demo.url], {
    viewport: { width: 1280, height: 800 },
    prepare: (dir) => writeFileSync(join(dir, 'settings.json'), '{ not json'),
  });
});
afterAll(async () => {
  await s?.close();
  await demo?.close();
});

const notices = () => s.page.getByTestId('notice');
const tray = () => s.page.locator('[data-testid="notice-tray"][data-ready="true"]');

/** How far the work area starts below the top bar (0 when nothing pushes it down). */
async function workAreaGap(): Promise<number> {
  return s.page.evaluate(() => {
    const bar = document.querySelector('.top-bar')!.getBoundingClientRect();
    const main = document.querySelector('#main')!.getBoundingClientRect();
    return Math.round(main.top - bar.bottom);
  });
}

describe('notices float over the work area', () => {
  it('shows the core’s warning without pushing the work area down, and no keychain warning', async () => {
    await tray().waitFor();
    await notices().filter({ hasText: 'Your settings file could not be read' }).waitFor();
    expect(await workAreaGap()).toBe(0);
    // The form's Search button keeps its place too: the warning is over the work area's corner, not above it.
    const box = (await s.page.getByTestId('notice').first().boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    expect(
      await notices()
        .filter({ hasText: /keychain/i })
        .count(),
    ).toBe(0);
    await s.shot('notice-toast-warning-1280-en');
    await appPage(s.page).setLanguage('ar');
    await notices().filter({ hasText: 'تعذّرت قراءة ملف الإعدادات' }).waitFor();
    expect(await workAreaGap()).toBe(0);
    await s.shot('notice-toast-warning-1280-ar');
    await appPage(s.page).setLanguage('en');
  });

  it('raises no keychain warning after a reload with no key stored', async () => {
    await s.page.reload();
    await appPage(s.page).form.waitFor();
    await tray().waitFor();
    await notices().filter({ hasText: 'Your settings file could not be read' }).waitFor();
    expect(
      await notices()
        .filter({ hasText: /keychain/i })
        .count(),
    ).toBe(0);
  });

  it('lets a confirmation go by itself while the warning stays', async () => {
    const ui = appPage(s.page);
    await ui.nav('settings');
    await s.page.getByTestId('limits-save').click();
    const success = s.page.locator('[data-testid="notice"][data-level="success"]');
    await success.first().waitFor();
    expect(await workAreaGap()).toBe(0);
    await success.first().waitFor({ state: 'detached', timeout: 10_000 });
    expect(await notices().filter({ hasText: 'Your settings file could not be read' }).count()).toBe(1);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
