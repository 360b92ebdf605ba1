// The filter panel collapses to a one-line summary and stays so for that view; header sorts mean what they say:
// a column the service sorts by re-asks it from page 1 and shows in the form, any other sorts only the fetched rows
// and the view says so, and no header sort outlives the search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

describe('filter panel', () => {
  it('collapses to a summary of the active filters, remembered per view', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.field('rooms').getByText('2', { exact: true }).click();
    await ui.search();
    await ui.waitForRows();
    await ui.filtersToggle.click();
    expect(await ui.form.count()).toBe(0);
    const summary = await ui.filterSummary.textContent();
    expect(summary).toContain('For sale');
    expect(summary).toContain('Locations: Dubai Marina');
    expect(summary).toContain('Bedrooms: 2');
    await s.shot('filters-collapsed');
    // Another view keeps its own choice; coming back finds this one still collapsed, even after a reload.
    await ui.nav('projects');
    expect(await ui.form.count()).toBe(1);
    await ui.nav('listings');
    expect(await ui.form.count()).toBe(0);
    await s.page.reload();
    await ui.filtersToggle.waitFor();
    expect(await ui.form.count()).toBe(0);
    await ui.filterSummary.click();
    await ui.form.waitFor();
  });
});

describe('area bounds in the display unit', () => {
  it('takes the bounds in square metres once Settings shows areas so, and finds the areas typed', async () => {
    const ui = appPage(s.page);
    // A reload keeps the view's search (issue 34, finding 8): start from the whole UAE.
    await ui.form.getByRole('button', { name: 'Reset filters' }).click();
    await ui.fieldInput('area_min').fill('1,200');
    await ui.nav('settings');
    await s.page.getByTestId('display-area-unit').selectOption('sqm');
    await ui.nav('listings');
    // The bound typed in square feet reads in square metres now, with the unit in its label and box.
    expect(await ui.field('area_min').locator('.sf-label').textContent()).toBe('Min area (m²)');
    expect(await ui.fieldInput('area_min').inputValue()).toBe('111.5');
    await ui.fieldInput('area_min').fill('80');
    await ui.fieldInput('area_max').fill('90');
    await ui.search();
    await ui.waitForIdle();
    await ui.waitForRows();
    const areas = (await ui.columnTexts('area')).map((a) => Number(a.replace(/[^\d.]/g, '')));
    expect(areas.length).toBeGreaterThan(0);
    // Asked in whole square feet around 80–90 m²: each shown area within the bounds, give or take rounding.
    for (const area of areas) {
      expect(area).toBeGreaterThanOrEqual(79.9);
      expect(area).toBeLessThanOrEqual(90.1);
    }
    await s.shot('filters-area-sqm');
    await ui.nav('settings');
    await s.page.getByTestId('display-area-unit').selectOption('sqft');
    await ui.nav('listings');
    expect(await ui.fieldInput('area_min').inputValue()).toBe('861');
    await ui.fieldInput('area_min').fill('');
    await ui.fieldInput('area_max').fill('');
  });
});

describe('header sorting', () => {
  it('re-asks the service from page 1 for a column it can sort by, and the form shows the order', async () => {
    const ui = appPage(s.page);
    await ui.search();
    await ui.waitForRows();
    await s.page.getByTestId('page-next').click();
    await expect.poll(() => s.page.getByTestId('results-page').textContent()).toMatch(/Page 2 of/);
    await ui.header('price').click();
    await expect.poll(() => s.page.getByTestId('results-page').textContent()).toMatch(/Page 1 of/);
    expect(await ui.field('sort_order').locator('select').inputValue()).toBe('lowest_price');
    expect(await s.page.getByTestId('local-sort-note').count()).toBe(0);
    await ui.header('price').click();
    await expect.poll(() => ui.field('sort_order').locator('select').inputValue()).toBe('highest_price');
    await ui.waitForIdle();
    const prices = await ui.rows.locator('.ag-cell[col-id="price"]').allTextContents();
    const values = prices.map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('sorts only the fetched rows for other columns, and says so', async () => {
    const ui = appPage(s.page);
    await ui.header('area').click();
    const note = s.page.getByTestId('local-sort-note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/Sorted within the 24 fetched rows only/);
    // The service's order in the form is untouched.
    expect(await ui.field('sort_order').locator('select').inputValue()).toBe('highest_price');
    await s.shot('sort-within-fetched');
  });

  it('is not remembered across searches', async () => {
    const ui = appPage(s.page);
    await ui.field('sort_order').locator('select').selectOption('latest');
    await ui.search();
    await ui.waitForIdle();
    expect(await s.page.getByTestId('local-sort-note').count()).toBe(0);
    expect(await ui.header('area').getAttribute('aria-sort')).not.toMatch(/ascending|descending/);
  });

  it('says a rent search of any period by price is ordered by rent per year within the rows fetched, until one period is chosen', async () => {
    const ui = appPage(s.page);
    await ui.field('purpose').getByText('For rent', { exact: true }).click();
    await ui.field('sort_order').locator('select').selectOption('lowest_price');
    await ui.search();
    await ui.waitForIdle();
    const note = s.page.getByTestId('rent-periods-note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(
      /orders rents by the amount advertised, so these \d+ fetched rows are ordered by rent per year/,
    );
    await s.shot('rent-periods-note');
    await ui.field('rent_frequency').locator('select').selectOption('yearly');
    await ui.search();
    await ui.waitForIdle();
    await note.waitFor({ state: 'detached' });
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
