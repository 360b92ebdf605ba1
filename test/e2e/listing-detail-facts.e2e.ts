// A listing's page says each fact once and every link does something (issue 34, finding 16), at 1280×800: an
// unfurnished flat whose advert lists "Furnished" among its amenities reads Unfurnished only; a 360° tour the app
// will not open (not https) is said plainly with its link to copy; coordinates open in maps through the checked
// external opener (an https link).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1280, height: 800 } });
});
afterAll(async () => s?.close());

describe('a listing’s facts and links', () => {
  it('says the furnishing once, from the furnishing status', async () => {
    const ui = appPage(s.page);
    await ui.field('is_furnished').getByText('Unfurnished', { exact: true }).click();
    await ui.form.getByTestId('field-has_360_tour').locator('input').check();
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    const detail = s.page.getByTestId('property-detail');
    await detail.getByTestId('property-facts').waitFor();
    expect(await detail.locator('[data-fact="furnishing"] dd').textContent()).toBe('Unfurnished');
    const amenities = await detail.getByTestId('property-amenities').textContent();
    expect(amenities).not.toMatch(/Furnished/);
  });

  it('says plainly why a tour is not opened, with its link to copy', async () => {
    const tours = s.page.getByTestId('tours');
    await tours.waitFor();
    expect(await tours.textContent()).not.toMatch(/not opened/);
    expect(await tours.getByTestId('insecure-link').textContent()).toMatch(/\/media\/tour\/\d+$/);
    expect(await tours.getByRole('button', { name: /Copy/ }).count()).toBe(1);
  });

  it('opens the coordinates in maps through an https link', async () => {
    const maps = s.page.getByTestId('open-in-maps');
    await maps.scrollIntoViewIfNeeded();
    const href = (await maps.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\//);
    const coordinates = (await s.page.getByTestId('property-coordinates').textContent()) ?? '';
    const [lat] = coordinates.split(',').map((p) => p.trim());
    expect(href).toContain(String(lat));
    expect(await maps.getAttribute('target')).toBe('_blank');
    await s.shot('listing-detail-facts-1280-en');
    await appPage(s.page).setLanguage('ar');
    await s.page.getByTestId('open-in-maps').waitFor();
    await s.shot('listing-detail-facts-1280-ar');
    await appPage(s.page).setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
