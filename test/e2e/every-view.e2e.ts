// Every view with data on screen, in English and Arabic, light and dark, and in Hindi (light), on a small laptop
// (1024×700) and at full HD (1920×1080), switched while the data stays on screen: the window never scrolls sideways,
// nothing raises a page error, and each view leaves a screenshot per combination plus one contact sheet of all ten
// (test-results/screenshots/gallery/), for a person to look at.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { marketPage } from './pages/market-page';
import { portfolioPage } from './pages/portfolio-page';
import { savedPage } from './pages/saved-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { SHOTS, openSession, type Session } from './support/session';

const GALLERY = join(SHOTS, 'gallery');
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;
/** Each language with the themes it is shot in: Hindi's words are the new ones, its themes the same as English's. */
const LOOKS = [
  { lang: 'en', themes: ['light', 'dark'] },
  { lang: 'ar', themes: ['light', 'dark'] },
  { lang: 'hi', themes: ['light'] },
] as const;
const HOME = { width: 1440, height: 900 };

let s: Session;
beforeAll(async () => {
  mkdirSync(GALLERY, { recursive: true });
  // Market loads a whole demo market (about 190 pages): at the demo's default 5 requests a second that alone is 40 s.
  s = await openSession([], { viewport: HOME, prepare: writeFastDemoSettings });
});
afterAll(async () => s?.close());

async function settle(): Promise<void> {
  await s.page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, {
    timeout: 30_000,
  });
  // Then until the fonts are in and no finite animation runs (a theme's colours and the sidebar's width ease in
  // through CSS transitions; getAnimations() brings the page's style up to date, so one just set shows here), and a
  // frame has been painted with the last of it: a fixed pause either cut a transition short or waited for nothing.
  await s.page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  await s.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function theme(): Promise<'light' | 'dark'> {
  return (await s.page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
}

/** Shoots the view on screen in all ten combinations; returns the files, in a fixed order. */
async function shootAll(view: string): Promise<string[]> {
  const ui = appPage(s.page);
  const files: string[] = [];
  for (const size of SIZES) {
    await s.page.setViewportSize(size);
    for (const { lang, themes } of LOOKS) {
      await ui.setLanguage(lang);
      for (const wanted of themes) {
        if ((await theme()) !== wanted) await ui.toggleTheme();
        await settle();
        const sideways = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${view} ${lang} ${wanted} ${size.width}: the window scrolls sideways`).toBeLessThanOrEqual(1);
        const file = join(GALLERY, `${view}-${size.width}-${lang}-${wanted}.png`);
        await s.page.screenshot({ path: file });
        files.push(file);
      }
    }
  }
  await ui.setLanguage('en');
  if ((await theme()) !== 'light') await ui.toggleTheme();
  await s.page.setViewportSize(HOME);
  await settle();
  return files;
}

/** One picture of the ten: two rows (sizes) of five (en light, en dark, ar light, ar dark, hi light). */
async function contactSheet(view: string, files: readonly string[]): Promise<void> {
  const sheet = await s.browser.newPage({ viewport: { width: 1920, height: 1000 } });
  const cells = files
    .map((file) => {
      const name = file.split('/').at(-1)!.replace('.png', '');
      const data = readFileSync(file).toString('base64');
      return `<figure><img src="data:image/png;base64,${data}"><figcaption>${name}</figcaption></figure>`;
    })
    .join('');
  await sheet.setContent(
    `<style>body{margin:8px;font:12px sans-serif;display:grid;grid-template-columns:repeat(5,1fr);gap:8px}
      figure{margin:0}img{width:100%;border:1px solid #999}</style>${cells}`,
  );
  await sheet.screenshot({ path: join(GALLERY, `sheet-${view}.png`), fullPage: true });
  await sheet.close();
}

async function gallery(view: string): Promise<void> {
  await settle();
  await contactSheet(view, await shootAll(view));
}

describe('every view, three languages, both themes, two sizes', () => {
  it('listings, with two rows pinned', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await comparePage(s.page).selectRows(3);
    await comparePage(s.page).pinSelected();
    await savedPage(s.page).saveCurrent('Dubai Marina listings');
    await gallery('listings');
  });

  it('a property', async () => {
    const ui = appPage(s.page);
    await ui.openRow(0);
    await s.page.getByTestId('property-detail').waitFor();
    await gallery('property');
  });

  for (const view of ['projects', 'transactions', 'agents', 'developers'] as const) {
    it(view, async () => {
      const ui = appPage(s.page);
      await ui.nav(view);
      // Developers are found by name.
      if (view === 'developers') await ui.form.getByTestId('name-query-input').fill('a');
      await ui.search();
      await ui.waitForRows();
      await gallery(view);
    });
  }

  it('an agent, a developer', async () => {
    const ui = appPage(s.page);
    await ui.nav('agents');
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    await s.page.getByTestId('agent-detail').waitFor();
    await gallery('agent');
    await ui.nav('developers');
    await ui.form.getByTestId('name-query-input').fill('a');
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    await s.page.getByTestId('developer-detail').waitFor();
    await gallery('developer');
  });

  it('agencies and an agency, watched', async () => {
    const ui = appPage(s.page);
    await ui.nav('agencies');
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await gallery('agencies');
    await ui.openRow(0);
    await s.page.getByTestId('agency-detail').waitFor();
    await s.page.getByTestId('agency-detail').getByTestId('watch-button').first().click();
    await gallery('agency');
  });

  it('portfolios, after a snapshot', async () => {
    const pf = portfolioPage(s.page);
    await pf.open();
    await pf.rows.first().waitFor();
    const name = (await pf.rows.first().getAttribute('data-name'))!;
    await pf.snapshot(name);
    await gallery('portfolios');
  });

  it('saved searches', async () => {
    await savedPage(s.page).open();
    await savedPage(s.page).rows.first().waitFor();
    await gallery('saved');
  });

  it('market, Dubai Marina loaded', async () => {
    const m = marketPage(s.page);
    await m.open();
    // The places of the last Listings search come along: this look is of Dubai Marina alone.
    await m.clearPlaces();
    await m.pickPlace('marina', 'Dubai Marina');
    await m.toggleBeds('1 bed', '2 beds');
    await m.estimate();
    await s.page.getByTestId('market-load').waitFor();
    await m.load();
    await m.results.waitFor({ timeout: 45_000 });
    await gallery('market');
  });

  it('compare', async () => {
    await comparePage(s.page).open('listing');
    await gallery('compare');
  });

  it('settings', async () => {
    await appPage(s.page).nav('settings');
    await s.page.getByTestId('settings-view').waitFor();
    await gallery('settings');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
