// The first minute of a broker: typing "marina" lists Dubai Marina with its path; Arabic reads right to left.
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
