// Times on screen are UAE times, named as such, as the files are (issue 34, finding 18): on a laptop whose clock is
// set to London, the status bar's "as of" and a notice's time read on Dubai's clock with the zone said, in English
// and in Arabic, at 1280×800.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], {
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Europe/London',
    prepare: (dir) => writeFileSync(join(dir, 'settings.json'), '{ not json'),
  });
});
afterAll(async () => s?.close());

/** "10:50 PM" or "22:50" of an instant on Dubai's clock, as the window's language writes it. */
function dubaiClock(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Dubai' }).format(
    Date.parse(iso),
  );
}

describe('UAE time on screen', () => {
  it('says when the answer on screen was fetched on Dubai’s clock, naming the zone', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    const now = () => s.page.evaluate(() => new Date().toISOString());
    const before = await now();
    await ui.search();
    await ui.waitForRows();
    const asOf = (await s.page.getByTestId('status-as-of').textContent()) ?? '';
    const after = await now();
    // Fetched between the two readings of the clock: a minute may turn in between.
    const minutes = [...new Set([before, after].map((at) => dubaiClock(at, 'en-AE')))];
    expect(
      minutes.some((minute) => asOf.includes(minute)),
      `"${asOf}" says none of ${minutes.join(', ')}`,
    ).toBe(true);
    expect(asOf).toContain('UAE time');
    const notice = s.page.getByTestId('notice').filter({ hasText: 'settings file' });
    expect(await notice.locator('.notice-time').textContent()).toContain('UAE time');
    await s.shot('uae-time-status-1280-en');
  });

  it('names the zone in Arabic too', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('ar');
    await ui.waitForIdle();
    await expect.poll(() => s.page.getByTestId('status-as-of').textContent()).toContain('بتوقيت الإمارات');
    await s.shot('uae-time-status-1280-ar');
    await ui.setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
