// The window's start: the Listings form comes with the words and faces of the chosen language only. The other
// languages' fonts (Arabic's and Chinese's style sheets, hundreds of faces) wait until the broker reaches for the
// language menu, which names each language in its own script. The results' code (ag-grid, the toolbar and the grid's
// buttons) is fetched once the window is idle, before any search, so the first rows never wait for its download; a
// search sent sooner fetches it beside its request.
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

/** When each request whose address contains `part` started and ended (the page's resource timing), in order. */
function requested(page: Page, part: string): Promise<{ start: number; end: number }[]> {
  return page.evaluate(
    (part) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(part))
        .map((e) => ({ start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    part,
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
  it('declares no faces for English (the system’s face reads it) until the language menu is reached for', async () => {
    const { page } = s;
    await page.getByTestId('search-form').getByTestId('search-submit').waitFor();
    // The window at rest: idle twice over and no request in flight (the faces of other languages used to load here).
    await page.evaluate(
      () => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))),
    );
    await page.waitForLoadState('networkidle');
    // English names no fonts of its own: it reads in the system's face, and no bundled sheet is loaded for it.
    expect(await families(page)).toEqual([]);
    expect(await page.getByTestId('results-total').count()).toBe(0);

    await page.getByTestId('language-select').hover();
    await expect
      .poll(() => families(page))
      .toEqual(expect.arrayContaining(['Noto Sans Arabic', 'Noto Sans SC', 'Noto Sans Devanagari']));
    const names = await page.getByTestId('language-select').locator('option').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['العربية', '中文']));
    expect(s.errors).toEqual([]);
  });

  it('draws the first screen’s icons as pictures, not as symbols the text’s fonts lack', async () => {
    const { page } = s;
    // A symbol the fonts lack is looked for through every font of the system on the form's first frame (on this
    // machine's 320, about 8 ms for the sidebar's), as is each language's name in its own script.
    const symbols = await page.evaluate(() =>
      [...document.body.innerText].filter((ch) => /[\u2190-\u2bff\u{1f300}-\u{1faff}]/u.test(ch)),
    );
    expect(symbols).toEqual([]);
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.locator('svg').count()).toBe(await sidebar.locator('button').count());
    // The language menus are as wide as the name they show: only that name is laid out at start.
    for (const id of ['language-select', 'data-language-select']) {
      const sizing = await page.getByTestId(id).evaluate((e) => getComputedStyle(e).getPropertyValue('field-sizing'));
      expect(sizing, id).toBe('content');
    }
    expect(s.errors).toEqual([]);
  });

  it('draws Search off from the first frame of a form that lacks its name, opened at its address', async () => {
    // A form drawn in the window's first render is checked just after it (use-form-outcome.ts); until then a form
    // that lacks what its operation requires must not offer Search. Noted as the button first enters the page.
    const context = await s.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addInitScript(() => {
        const w = window as unknown as { firstSubmit?: { disabled: boolean; status: string } };
        const observer = new MutationObserver(() => {
          const submit = document.querySelector<HTMLButtonElement>('[data-testid="search-submit"]');
          if (!submit) return;
          const form = submit.closest('[data-testid="search-form"]');
          w.firstSubmit = { disabled: submit.disabled, status: form?.textContent ?? '' };
          observer.disconnect();
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(`${s.host.url}#/developers`);
      await page.getByTestId('search-form').getByTestId('search-submit').waitFor();
      const first = await page.evaluate(
        () => (window as unknown as { firstSubmit?: { disabled: boolean; status: string } }).firstSubmit,
      );
      expect(first?.disabled).toBe(true);
      expect(first?.status).toContain('Type a name to search.');
      expect(await page.getByTestId('search-form').getByTestId('search-submit').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('fetches the results’ code once the window is idle, before any search, in two files', async () => {
    const { page } = s;
    // The first test waited for the window at rest, without a click into the form.
    await expect.poll(() => fetched(page, 'DataGrid')).toBe(1);
    await expect.poll(() => fetched(page, 'results')).toBe(1);
    expect(await page.getByTestId('results-total').count()).toBe(0);
    expect(await requested(page, '/api/invoke/data%3Afetch')).toHaveLength(0);
    expect(s.errors).toEqual([]);
  });

  it('shows the first search’s rows and toolbar with the code fetched before it', async () => {
    const { page } = s;
    await page.getByTestId('search-form').getByTestId('search-submit').click();
    await page.locator('.ag-row').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('results-total').waitFor();
    expect(await page.getByTestId('results-total').textContent()).toMatch(/\d/);
    // Nothing of it was fetched again for the search: the window's idle fetch was used.
    expect(await fetched(page, 'DataGrid')).toBe(1);
    expect(await fetched(page, 'results')).toBe(1);
    expect(s.errors).toEqual([]);
  });

  it('sends a search clicked as the form first shows before the start’s own requests still waiting', async () => {
    // A window whose idle callbacks (time-outs included) wait until the test lets them run, so that the click surely
    // comes before the start's requests are let out.
    const context = await s.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addInitScript(() => {
        const held: (() => void)[] = [];
        const w = window as unknown as { releaseIdle: () => void };
        window.requestIdleCallback = (callback) => {
          held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
          return held.length;
        };
        w.releaseIdle = () => held.splice(0).forEach((run) => run());
      });
      const page = await context.newPage();
      // What the page asked the host for and when a search's answer was in, in the order the browser told it.
      const events: string[] = [];
      const channelOf = (url: string) => decodeURIComponent(new URL(url).pathname.replace('/api/invoke/', ''));
      page.on('request', (request) => {
        if (request.url().includes('/api/invoke/')) events.push(`asked ${channelOf(request.url())}`);
      });
      page.on('requestfinished', (request) => {
        if (request.url().includes('/api/invoke/data%3Afetch')) events.push('answered data:fetch');
      });
      await page.goto(s.host.url);
      const submit = page.getByTestId('search-form').getByTestId('search-submit');
      await submit.waitFor();
      await submit.click();
      await expect.poll(() => events.includes('asked data:fetch')).toBe(true);
      await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
      await page.locator('.ag-row').first().waitFor({ timeout: 60_000 });
      // The start asks for these seven (usage:get is left out: the search asks for it too, to show the quota it
      // spent; every kind's pins come in one request). Waited for until they are out: the page's load state was
      // reached long before, so waiting for the network to fall idle returned at once, with some still to go.
      const start = /^asked (team:status|settings:get|alerts:\w+|compare:lists|app:notices|workspace:status)$/;
      await expect.poll(() => events.filter((e) => start.test(e)).length).toBeGreaterThanOrEqual(7);
      const asked = events.indexOf('asked data:fetch');
      const answered = events.indexOf('answered data:fetch');
      expect(asked).toBeGreaterThanOrEqual(0);
      expect(answered).toBeGreaterThan(asked);
      // None of them went out while the search was answered,
      expect(events.slice(asked + 1, answered).filter((e) => start.test(e))).toEqual([]);
      // nor before it: they all went out after it, every one of them.
      expect(events.slice(0, asked).filter((e) => start.test(e))).toEqual([]);
      expect(events.slice(answered).filter((e) => start.test(e)).length).toBeGreaterThanOrEqual(7);
    } finally {
      await context.close();
    }
  });

  it('makes no Intl formatter before the Listings form is drawn, in English and in Arabic', async () => {
    // The window's first use of Intl starts ICU, 10 ms measured in Chromium: after the form, not before it
    // (shared/messages/format-message.ts words its sentences without a formatter; scripts/intl-number-probe.mjs).
    for (const lang of ['en', 'ar']) {
      const context = await s.browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        await context.addInitScript((chosen) => {
          localStorage.setItem('aqar-preferences', JSON.stringify({ state: { lang: chosen }, version: 0 }));
          const early: string[] = [];
          (window as unknown as { early: string[] }).early = early;
          const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
          for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Locale', 'Collator', 'ListFormat']) {
            const made = intl[name]!;
            intl[name] = new Proxy(made, {
              construct(target, args: unknown[]) {
                if (!document.querySelector('[data-testid="search-form"]')) early.push(name);
                return Reflect.construct(target, args) as object;
              },
            });
          }
        }, lang);
        const page = await context.newPage();
        await page.goto(s.host.url);
        await page.getByTestId('search-form').getByTestId('search-submit').waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        expect(await page.evaluate(() => (window as unknown as { early: string[] }).early), lang).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('starts and searches without a content-security-policy violation (zod told not to try eval)', async () => {
    const context = await s.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} at ${e.sourceFile}:${e.lineNumber}`),
        );
      });
      const page = await context.newPage();
      await page.goto(s.host.url);
      await page.getByTestId('search-form').getByTestId('search-submit').click();
      await page.locator('.ag-row').first().waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fetches the results’ code beside the request of a search sent before the window was idle', async () => {
    // A window that never idles (requestIdleCallback never calls back), and a search sent by the form itself, with
    // no click or focus into it: only the search can ask for the grid's code.
    const context = await s.browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      // Its idle callbacks come only when their time-outs are due, as in a window that is never idle.
      await context.addInitScript(() => {
        window.requestIdleCallback = (callback, options) =>
          options?.timeout === undefined
            ? 0
            : window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), options.timeout);
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let gridAsked!: () => void;
      const grid = new Promise<'grid first'>((resolve) => (gridAsked = () => resolve('grid first')));
      page.on('request', (request) => {
        if (/\/DataGrid-[\w-]+\.js$/.test(new URL(request.url()).pathname)) gridAsked();
      });
      // The answer is held until the grid's code is asked for (or 15 s): a window that asked for it only once the
      // answer was in would find it held that long.
      let order: string | null = null;
      await page.route(
        (url) => url.pathname === '/api/invoke/data%3Afetch',
        async (route) => {
          const late = new Promise<'answer first'>((resolve) => setTimeout(() => resolve('answer first'), 15_000));
          order = await Promise.race([grid, late]);
          await route.continue();
        },
      );
      await page.goto(s.host.url);
      const form = page.getByTestId('search-form');
      await form.getByTestId('search-submit').waitFor();
      expect(await fetched(page, 'DataGrid')).toBe(0);
      await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
      await page.locator('.ag-row').first().waitFor({ timeout: 60_000 });
      expect(order).toBe('grid first');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
