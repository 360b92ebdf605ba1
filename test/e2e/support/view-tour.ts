// How the walks over every view (the gallery, every-view.e2e.ts; the pseudo-locale's, pseudo-locale.e2e.ts) reach
// each view with data on screen: the same steps for both, so that what one walk shows the other checks.
import type { Locator, Page } from 'playwright-core';
import { appPage } from '../pages/app-page';
import { comparePage } from '../pages/compare-page';
import { marketPage } from '../pages/market-page';
import { portfolioPage } from '../pages/portfolio-page';
import { reportPage } from '../pages/report-page';
import { savedPage } from '../pages/saved-page';

/** Listings of Dubai Marina with `pinned` rows pinned and the search saved as `savedAs`. */
export async function listingsPinned(page: Page, pinned: number, savedAs: string): Promise<void> {
  const ui = appPage(page);
  await ui.pickLocation('marina', 'Dubai Marina');
  await ui.search();
  await ui.waitForRows();
  await comparePage(page).selectRows(pinned);
  await comparePage(page).pinSelected();
  await savedPage(page).saveCurrent(savedAs);
}

type SearchView = 'projects' | 'transactions' | 'agents' | 'agencies' | 'developers';

/** One of the search views with rows on screen (developers are found by name, agencies in Dubai Marina). */
export async function searchView(page: Page, view: SearchView): Promise<void> {
  const ui = appPage(page);
  await ui.nav(view);
  if (view === 'developers') await ui.form.getByTestId('name-query-input').fill('a');
  if (view === 'agencies') await ui.pickLocation('marina', 'Dubai Marina');
  await ui.search();
  await ui.waitForRows();
}

/** The first row's page (`detail` its test id: property-detail, agent-detail, …). */
export async function firstRowPage(page: Page, detail: string): Promise<void> {
  await appPage(page).openRow(0);
  await page.getByTestId(detail).waitFor();
}

/** The first agency's page, the agency watched. */
export async function agencyWatched(page: Page): Promise<void> {
  await firstRowPage(page, 'agency-detail');
  await page.getByTestId('agency-detail').getByTestId('watch-button').first().click();
}

/** Market with Dubai Marina's figures loaded (only `beds` when given). */
export async function marketOfMarina(page: Page, beds: readonly string[] = []): Promise<void> {
  const m = marketPage(page);
  await m.open();
  // The places of the last Listings search come along: this look is of Dubai Marina alone.
  await m.clearPlaces();
  await m.pickPlace('marina', 'Dubai Marina');
  if (beds.length > 0) await m.toggleBeds(...beds);
  await m.estimate();
  await page.getByTestId('market-load').waitFor();
  await m.load();
  await m.results.waitFor({ timeout: 60_000 });
}

/** The radar of Dubai Marina, ranked, its rules opened; the ranked rows (or the word that there are none). */
export async function radarOfMarina(page: Page): Promise<Locator> {
  await page.getByTestId('nav-radar').click();
  const view = page.getByTestId('radar-view');
  await view.waitFor();
  const input = view.getByTestId('location-picker-input');
  await input.click();
  await input.fill('marina');
  await page.getByTestId('picker-option').filter({ hasText: 'Dubai Marina' }).first().click();
  await view.getByTestId('radar-rank').click();
  const ranked = view.getByTestId('radar-grid').or(view.getByTestId('radar-no-listings')).first();
  await ranked.waitFor();
  // The rules the scores rest on, folded away at first: opened, so their words are shown too.
  const rules = view.getByTestId('radar-rules');
  if (await rules.isVisible()) await rules.locator('summary').click();
  return ranked;
}

/**
 * A client report of a 1,200 sq ft home in Dubai Marina with its result: drawn at once where the Market step stored
 * Dubai Marina's transactions, loaded otherwise (`onPlan` sees the plan first). The result.
 */
export async function clientReportOfMarina(page: Page, onPlan?: () => Promise<void>): Promise<Locator> {
  const r = reportPage(page);
  if (!(await r.view.isVisible())) await r.open();
  await r.pickPlace('marina', 'Dubai Marina');
  await r.sizeInput.fill('1200');
  await r.estimateCost();
  const load = page.getByTestId('report-load');
  await r.result.or(load).first().waitFor({ timeout: 30_000 });
  if (await load.isVisible()) {
    await onPlan?.();
    await r.load();
  }
  await r.result.waitFor({ timeout: 60_000 });
  return r.result;
}

/** Portfolios after a snapshot of the first watched item. */
export async function portfoliosSnapshot(page: Page): Promise<void> {
  const pf = portfolioPage(page);
  await pf.open();
  await pf.rows.first().waitFor();
  const name = (await pf.rows.first().getAttribute('data-name'))!;
  await pf.snapshot(name);
}

/** Saved searches, listed. */
export async function savedSearches(page: Page): Promise<void> {
  await savedPage(page).open();
  await savedPage(page).rows.first().waitFor();
}

/** Settings. */
export async function settings(page: Page): Promise<void> {
  await appPage(page).nav('settings');
  await page.getByTestId('settings-view').waitFor();
}
