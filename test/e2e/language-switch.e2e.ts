// Switching the data language with results on screen asks again for them in the new language (the cache answers
// when it has them): the grid's titles and places, its headers, and the form's place chips are relabelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

const ARABIC = /[\u0600-\u06ff]/;

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

describe('language switch with results on screen', () => {
  it('relabels the listings grid and the place chip', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    expect(await ui.firstCell('title')).not.toMatch(ARABIC);
    await ui.setLanguage('ar');
    await expect.poll(() => ui.firstCell('title'), { timeout: 10_000 }).toMatch(ARABIC);
    await expect.poll(() => ui.firstCell('location')).toMatch(ARABIC);
    expect(await ui.header('title').textContent()).toMatch(ARABIC);
    expect(await ui.form.locator('.sf-chip-label').first().textContent()).toBe('دبي مارينا');
    await s.shot('language-switch-listings-ar');
    await ui.setLanguage('ru');
    await expect.poll(() => ui.firstCell('location')).toMatch(/[\u0400-\u04ff]/);
    expect(await ui.form.locator('.sf-chip-label').first().textContent()).toBe('Дубай Марина');
  });

  it('shows every header whole in Russian, Chinese and Arabic, and bedroom and type labels uncut', async () => {
    const ui = appPage(s.page);
    for (const lang of ['ru', 'zh', 'ar', 'en'] as const) {
      await ui.setLanguage(lang);
      await expect.poll(() => ui.headerText('rooms')).not.toBe('');
      await ui.waitForRows();
      // Long headers ("Площадь (фт²)", "面积（平方英尺）") take a second line rather than an ellipsis.
      await expect.poll(() => ui.cutHeaders(), { message: lang }).toEqual([]);
      expect(await ui.cutCells('rooms'), lang).toEqual([]);
      expect(await ui.cutCells('propertyType'), lang).toEqual([]);
    }
    await s.shot('language-switch-headers-en');
  });

  it('relabels transaction places, which the service names in English only', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('en');
    await ui.nav('transactions');
    await ui.pickLocation('JVC', 'Jumeirah Village Circle');
    await ui.search();
    await ui.waitForRows();
    expect(await ui.firstCell('location')).not.toMatch(ARABIC);
    await ui.setLanguage('ar');
    await expect.poll(() => ui.firstCell('location'), { timeout: 10_000 }).toMatch(ARABIC);
    expect(await ui.form.locator('.sf-chip-label').first().textContent()).toMatch(ARABIC);
    await s.shot('language-switch-transactions-ar');
    await ui.setLanguage('en');
  });

  it('reads a property page in Arabic, photo captions and plan names included', async () => {
    const ui = appPage(s.page);
    await ui.nav('listings');
    await ui.waitForRows();
    await ui.openRow(0);
    const caption = s.page.getByTestId('gallery-caption');
    await caption.waitFor();
    expect(await caption.textContent()).not.toMatch(ARABIC);
    await ui.setLanguage('ar');
    await expect.poll(() => caption.textContent(), { timeout: 10_000 }).toMatch(ARABIC);
    const plans = s.page.getByTestId('floor-plans');
    if ((await plans.count()) > 0) expect(await plans.locator('li').first().textContent()).toMatch(ARABIC);
    await s.shot('language-switch-property-ar');
    await ui.setLanguage('en');
  });

  it('reads a developer description in Arabic, and says an agency description is English only', async () => {
    const ui = appPage(s.page);
    await ui.nav('developers');
    await ui.form.getByTestId('name-query-input').fill('a');
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    const description = s.page.getByTestId('developer-description');
    await description.waitFor();
    expect(await description.textContent()).not.toMatch(ARABIC);
    await ui.setLanguage('ar');
    await expect.poll(() => description.textContent(), { timeout: 10_000 }).toMatch(ARABIC);
    await ui.setLanguage('en');
    await ui.nav('agencies');
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    await s.page.getByTestId('agency-description').waitFor();
    expect(await s.page.getByTestId('agency-description-english').count()).toBe(0);
    await ui.setLanguage('ru');
    await expect
      .poll(() => s.page.getByTestId('agency-description-english').textContent())
      .toBe('Сервис даёт описания агентств только на английском.');
    // The languages its agents speak, which the service names in English, in Russian.
    await expect.poll(() => ui.firstCell('languages')).toMatch(/^Английский/);
    await s.shot('language-switch-agency-ru');
    await ui.setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
