// Hindi, the fifth interface language, with the data in another: the window speaks Hindi, asks the data service in
// English (it has no Hindi), writes amounts in Indian grouping and reads them back so (12,50,000 is 1,250,000), and
// shows the listings in Arabic once the broker picks Arabic as the data language, the interface staying Hindi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { openSession, type Session } from './support/session';

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;

let s: Session;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1024, height: 700 } });
});
afterAll(async () => s?.close());

/** A grid cell's amount as a number, whatever its grouping ("12,50,000" → 1250000). */
const amount = (text: string): number => Number(text.replace(/[^\d]/g, ''));

describe('Hindi interface, English data', () => {
  it('speaks Hindi and names English as the data language it follows', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('hi');
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    const data = s.page.getByTestId('data-language-select');
    expect(await data.inputValue()).toBe('interface');
    const follows = await data.locator('option').first().textContent();
    expect(follows).toContain('English');
    expect(follows).toMatch(DEVANAGARI);
    expect(await s.page.getByTestId('search-submit').textContent()).toMatch(DEVANAGARI);
  });

  it('finds places in English, and reads an amount typed in Indian grouping as the number it is', async () => {
    const ui = appPage(s.page);
    const input = ui.form.getByTestId('location-picker-input');
    await input.click();
    await input.fill('marina');
    const option = s.page.getByTestId('picker-option').filter({ hasText: 'Dubai Marina' }).first();
    await option.waitFor();
    // The place as the data language names it; its count of adverts in Hindi words.
    expect(await option.textContent()).toContain('Dubai > Dubai Marina');
    expect(await option.textContent()).toMatch(DEVANAGARI);
    await option.click();

    await ui.fieldInput('price_min').fill('12,50,000');
    await ui.fieldInput('price_min').blur();
    expect(await ui.fieldInput('price_min').inputValue()).toBe('12,50,000');
    await ui.fieldInput('price_max').fill('4000000');
    await ui.fieldInput('price_max').blur();
    // Left, the field groups the digits as Hindi writes them.
    expect(await ui.fieldInput('price_max').inputValue()).toBe('40,00,000');
    expect(await ui.form.getByTestId('field-error').count()).toBe(0);
    await ui.search();
    await ui.waitForRows();

    const prices = await ui.columnTexts('price');
    expect(prices.length).toBeGreaterThan(3);
    for (const price of prices) {
      expect(amount(price), price).toBeGreaterThanOrEqual(1_250_000);
      expect(amount(price), price).toBeLessThanOrEqual(4_000_000);
    }
    // Indian grouping: lakhs set off by a comma two digits before the thousands (12,50,000, not 1,250,000).
    expect(
      prices.some((p) => /\d,\d\d,\d\d\d/.test(p)),
      prices.join(' | '),
    ).toBe(true);
    expect(
      prices.some((p) => /\d,\d\d\d,\d\d\d/.test(p)),
      prices.join(' | '),
    ).toBe(false);

    expect(await ui.headerText('price')).toMatch(DEVANAGARI);
    const titles = await ui.columnTexts('title');
    expect(
      titles.every((t) => !DEVANAGARI.test(t) && /[A-Za-z]/.test(t)),
      titles.join(' | '),
    ).toBe(true);
    await s.shot('hindi-listings-1024');
    await s.page.setViewportSize({ width: 1920, height: 1080 });
    await s.shot('hindi-listings-1920');
  });

  it('asks again in Arabic when Arabic is picked as the data language, the window staying in Hindi', async () => {
    const ui = appPage(s.page);
    await s.page.getByTestId('data-language-select').selectOption('ar');
    await s.page.waitForFunction(
      () =>
        [...document.querySelectorAll('[col-id="title"].ag-cell')].some((c) =>
          /[\u0600-\u06FF]/.test(c.textContent ?? ''),
        ),
      undefined,
      { timeout: 20_000 },
    );
    const titles = await ui.columnTexts('title');
    expect(
      titles.some((t) => ARABIC.test(t)),
      titles.join(' | '),
    ).toBe(true);
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await ui.headerText('price')).toMatch(DEVANAGARI);
    await s.shot('hindi-data-arabic-1920');
    await s.page.getByTestId('data-language-select').selectOption('interface');
  });
});
