// The first minute of a broker: typing "marina" lists Dubai Marina with its path, "DIFC" finds the financial
// centre; Arabic reads right to left; the form says at once everything wrong with what was typed, field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './support/session';
import { appPage } from './pages/app-page';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

describe('location autocomplete', () => {
  it('lists Dubai Marina with its path, type and ad count for "marina"', async () => {
    const ui = appPage(s.page);
    const input = ui.form.getByTestId('location-picker-input');
    await input.click();
    await input.fill('marina');
    const option = s.page.getByTestId('picker-option').filter({ hasText: 'Dubai Marina' }).first();
    await option.waitFor();
    const text = await option.textContent();
    expect(text).toContain('Dubai > Dubai Marina');
    expect(text).toMatch(/\d[\d,]* (ads|listings)/i);
    await s.shot('location-picker-en');
  });

  it('finds DIFC by its short name as brokers type it, and by its full name', async () => {
    const ui = appPage(s.page);
    const input = ui.form.getByTestId('location-picker-input');
    for (const typed of ['DIFC', 'difc', 'Dubai International Financial Centre']) {
      await input.fill('');
      await input.fill(typed);
      const first = s.page.getByTestId('picker-option').first();
      await first.filter({ hasText: 'Dubai International Financial Centre' }).waitFor();
      expect(await first.textContent(), typed).toContain('Dubai > Dubai International Financial Centre');
    }
    await input.fill('');
  });

  it('shows every invalid field at once, each message naming its field with an example that fits it', async () => {
    const ui = appPage(s.page);
    await ui.fieldInput('price_min').fill('2000000');
    await ui.fieldInput('price_max').fill('1000000');
    await ui.fieldInput('area_min').fill('abc');
    await ui.fieldError('area_min').waitFor();
    expect(await ui.fieldError('price_min').textContent()).toBe('Min price is more than Max price (1,000,000).');
    expect(await ui.fieldError('area_min').textContent()).toBe('Min area must be a number, such as 1,200.');
    expect(await ui.form.getByTestId('search-submit').isDisabled()).toBe(true);
    await s.shot('form-validation-en');
    await ui.fieldInput('area_min').fill('');
    await ui.fieldInput('price_min').fill('');
    await ui.fieldInput('price_max').fill('');
    expect(await ui.form.getByTestId('field-error').count()).toBe(0);
  });

  it('shows Arabic names right to left', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('ar');
    const input = ui.form.getByTestId('location-picker-input');
    await input.fill('');
    await input.fill('marina');
    const option = s.page.getByTestId('picker-option').filter({ hasText: 'دبي مارينا' }).first();
    await option.waitFor();
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await option.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await s.shot('location-picker-ar');
    await ui.setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
