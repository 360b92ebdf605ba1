// The ⓘ beside a Compare row or figure (what it rests on) is drawn, not a character: Arabic's bundled font has no ⓘ,
// and it showed as an empty box (issue 34, finding 12). Two agencies pinned, read in Arabic at 1280×800. And
// "Remove all" asks inline, as Delete does (finding 17).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1280, height: 800 } });
});
afterAll(async () => s?.close());

describe('info marks in Compare', () => {
  it('draws every info mark as an icon in Arabic, never as a character the fonts lack', async () => {
    const ui = appPage(s.page);
    const compare = comparePage(s.page);
    await ui.nav('agencies');
    await ui.pickLocation('dubai', 'Dubai');
    await ui.search();
    await ui.waitForRows();
    await compare.selectRows(2);
    await compare.pinSelected();
    await compare.open('agency');
    await compare.waitForItems(2);
    await ui.setLanguage('ar');
    const marks = s.page.locator('.compare-note, .compare-sample');
    await expect.poll(() => marks.count()).toBeGreaterThan(0);
    const drawn = await marks.evaluateAll((els) =>
      els.map((el) => ({
        text: (el.textContent ?? '').trim(),
        icon: el.querySelector('svg') !== null,
        width: el.getBoundingClientRect().width,
      })),
    );
    for (const mark of drawn) {
      expect(mark.text).toBe('');
      expect(mark.icon).toBe(true);
      expect(mark.width).toBeGreaterThan(6);
    }
    expect(await s.page.locator('#main').evaluate((el) => (el as HTMLElement).innerText.includes('ⓘ'))).toBe(false);
    await s.shot('compare-info-icon-1280-ar');
    await ui.setLanguage('en');
  });

  it('asks before removing every pinned item inline, as Delete does, not with a native dialog', async () => {
    const compare = comparePage(s.page);
    const dialogs: string[] = [];
    s.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await s.page.getByTestId('compare-clear').click();
    const confirm = s.page.getByTestId('compare-confirm-clear');
    await confirm.waitFor();
    expect(dialogs).toEqual([]);
    await s.shot('compare-confirm-clear-1280-en');
    await confirm.getByTestId('compare-confirm-no').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await compare.items.count()).toBe(2);
    await s.page.getByTestId('compare-clear').click();
    await s.page.getByTestId('compare-confirm-yes').click();
    await expect.poll(() => compare.items.count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
