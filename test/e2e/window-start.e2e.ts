// The window's start: the Listings form comes with the words and faces of the chosen language only. The other
// languages' fonts (Arabic's and Chinese's style sheets, hundreds of faces) wait until the broker reaches for the
// language menu, which names each language in its own script; the grid's code waits for a click into the form, and
// the results toolbar for the first results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

/**
 * The scripts the page has fetched whose file name starts with `name` (the built chunks are named by module); its
 * style sheet, fetched beside it, is not counted, or the count would depend on which the poll saw first.
 */
function fetched(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (prefix) =>
      performance.getEntriesByType('resource').filter((e) => {
        const path = new URL(e.name).pathname;
        return path.includes(`/${prefix}-`) && path.endsWith('.js');
      }).length,
    name,
  );
}

/** The font families the page has faces for (loaded or not): what its style sheets declared. */
function families(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    document.fonts.forEach((face) => names.add(face.family.replace(/["']/g, '')));
    return [...names].sort();
  });
}

describe('window start', () => {
  it('declares only the chosen language’s faces until the language menu is reached for', async () => {
    const { page } = s;
    await page.getByTestId('search-form').getByTestId('search-submit').waitFor();
    // The window at rest: idle twice over and no request in flight (the faces of other languages used to load here).
    await page.evaluate(
      () => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))),
    );
    await page.waitForLoadState('networkidle');
    await expect.poll(() => families(page)).toContain('Noto Sans');
    expect(await families(page)).not.toContain('Noto Sans Arabic');
    expect(await families(page)).not.toContain('Noto Sans SC');
    expect(await page.getByTestId('results-total').count()).toBe(0);

    await page.getByTestId('language-select').hover();
    await expect.poll(() => families(page)).toEqual(expect.arrayContaining(['Noto Sans Arabic', 'Noto Sans SC']));
    const names = await page.getByTestId('language-select').locator('option').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['العربية', '中文']));
    expect(s.errors).toEqual([]);
  });

  it('fetches the grid’s code once the broker clicks into the form, before any search', async () => {
    const { page } = s;
    expect(await fetched(page, 'DataGrid')).toBe(0);
    await page.getByTestId('search-form').getByTestId('location-picker-input').focus();
    await expect.poll(() => fetched(page, 'DataGrid')).toBe(1);
    expect(await page.getByTestId('results-total').count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('loads the results toolbar with the first results', async () => {
    const { page } = s;
    await page.getByTestId('search-form').getByTestId('search-submit').click();
    await page.getByTestId('results-total').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('results-total').textContent()).toMatch(/\d/);
    expect(s.errors).toEqual([]);
  });
});
