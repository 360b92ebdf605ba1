// Every view with data on screen, in English and Arabic, light and dark, and in Hindi (light), on a small laptop
// (1024×700) and at full HD (1920×1080), switched while the data stays on screen: the window never scrolls sideways,
// nothing raises a page error. With screenshots asked for (`npm run shots`) each view goes through all ten combinations
// and leaves one picture of each plus one contact sheet of all ten (test-results/screenshots/gallery/), for a person
// to look at; otherwise through seven (the dark theme once: see combinations()).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';
import { settled } from './support/settle';
import { SHOOTING, shoot } from './support/shots';
import * as tour from './support/view-tour';

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
  // Market loads a whole demo market (about 190 pages): at the demo's default 5 requests a second that alone is 40 s.
  s = await openSession([], { viewport: HOME, prepare: writeFastDemoSettings });
});
afterAll(async () => s?.close());

const settle = (): Promise<void> => settled(s.page);

async function theme(): Promise<'light' | 'dark'> {
  return (await s.page.evaluate(() => document.documentElement.dataset.theme)) === 'dark' ? 'dark' : 'light';
}

/**
 * The combinations a view is put through: with screenshots asked for, all ten; otherwise each language at each size
 * in the light theme, and the dark one once. A theme changes colours only, never a width, so its other four passes
 * measured the same sideways scroll again and cost about a third of this file's time.
 */
function combinations(): {
  size: (typeof SIZES)[number];
  lang: (typeof LOOKS)[number]['lang'];
  theme: 'light' | 'dark';
}[] {
  const all = SIZES.flatMap((size) =>
    LOOKS.flatMap(({ lang, themes }) => themes.map((theme) => ({ size, lang, theme }))),
  );
  if (SHOOTING) return all;
  return all.filter(({ size, lang, theme }) => theme === 'light' || (size === SIZES[0] && lang === 'en'));
}

/** Shoots the view on screen in each combination; returns the files, in a fixed order. */
async function shootAll(view: string): Promise<string[]> {
  const ui = appPage(s.page);
  const files: string[] = [];
  for (const { size, lang, theme: wanted } of combinations()) {
    if (s.page.viewportSize()?.width !== size.width) await s.page.setViewportSize(size);
    await ui.setLanguage(lang);
    if ((await theme()) !== wanted) await ui.toggleTheme();
    await settle();
    const sideways = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${view} ${lang} ${wanted} ${size.width}: the window scrolls sideways`).toBeLessThanOrEqual(1);
    const file = await shoot(s.page, `gallery/${view}-${size.width}-${lang}-${wanted}`);
    if (file) files.push(file);
  }
  await ui.setLanguage('en');
  if ((await theme()) !== 'light') await ui.toggleTheme();
  await s.page.setViewportSize(HOME);
  await settle();
  return files;
}

/** One picture of the ten: two rows (sizes) of five (en light, en dark, ar light, ar dark, hi light). */
async function contactSheet(view: string, files: readonly string[]): Promise<void> {
  if (files.length === 0) return;
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
  await shoot(sheet, `gallery/sheet-${view}`, { fullPage: true });
  await sheet.close();
}

async function gallery(view: string): Promise<void> {
  await settle();
  await contactSheet(view, await shootAll(view));
}

describe('every view, three languages, both themes, two sizes', () => {
  it('listings, with two rows pinned', async () => {
    await tour.listingsPinned(s.page, 3, 'Dubai Marina listings');
    await gallery('listings');
  });

  it('a property', async () => {
    await tour.firstRowPage(s.page, 'property-detail');
    await gallery('property');
  });

  for (const view of ['projects', 'transactions', 'agents', 'developers'] as const) {
    it(view, async () => {
      await tour.searchView(s.page, view);
      await gallery(view);
    });
  }

  it('an agent, a developer', async () => {
    await tour.searchView(s.page, 'agents');
    await tour.firstRowPage(s.page, 'agent-detail');
    await gallery('agent');
    await tour.searchView(s.page, 'developers');
    await tour.firstRowPage(s.page, 'developer-detail');
    await gallery('developer');
  });

  it('agencies and an agency, watched', async () => {
    await tour.searchView(s.page, 'agencies');
    await gallery('agencies');
    await tour.agencyWatched(s.page);
    await gallery('agency');
  });

  it('portfolios, after a snapshot', async () => {
    await tour.portfoliosSnapshot(s.page);
    await gallery('portfolios');
  });

  it('saved searches', async () => {
    await tour.savedSearches(s.page);
    await gallery('saved');
  });

  // Loading a whole demo market and shooting it ten times: as long as the pseudo-locale walk gives its market.
  it('market, Dubai Marina loaded', async () => {
    await tour.marketOfMarina(s.page, ['1 bed', '2 beds']);
    await gallery('market');
  }, 120_000);

  it('radar, Dubai Marina ranked', async () => {
    await tour.radarOfMarina(s.page);
    await gallery('radar');
  });

  // After the market: Dubai Marina's transactions are stored, so the report is drawn without a load.
  it('client report, with its result', async () => {
    // Its figures in sight: the form above them is the same at every size.
    await (await tour.clientReportOfMarina(s.page)).scrollIntoViewIfNeeded();
    await gallery('report');
  }, 120_000);

  it('compare', async () => {
    await comparePage(s.page).open('listing');
    await gallery('compare');
  });

  it('settings', async () => {
    await tour.settings(s.page);
    await gallery('settings');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
