// A gateway whose paging is broken (every page number answered with page 1) on the app's "Fetch all pages": the
// bar says how many of the results it counts were had and which pages only repeated others, in the broker's
// language, and never that every result was fetched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEY } from '../support/demo-fixture';
import { startBrokenPagingGateway } from '../support/broken-paging-gateway';
import type { RecordingServer } from '../support/recording-server';
import { appPage } from './pages/app-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';

let gateway: RecordingServer;
let s: Session;
beforeAll(async () => {
  gateway = await startBrokenPagingGateway();
  s = await openSession(['--source', 'live', '--base-url', gateway.url], { viewport: { width: 1024, height: 700 } });
  await hostApi(s.host)('key:set', { key: TEST_KEY });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await gateway?.close();
});

describe('fetch all pages from a gateway whose paging is broken', () => {
  it('says 24 of 72 were had and which pages repeated, then says it again in Arabic', async () => {
    const ui = appPage(s.page);
    await ui.nav('listings');
    await ui.search();
    await ui.waitForRows();
    await s.page.getByTestId('fetch-all-button').click();
    await s.page.getByTestId('fetch-all-start').click();
    const done = s.page.getByTestId('fetch-all-done');
    await done.waitFor({ timeout: 30_000 });
    expect(await done.getAttribute('data-outcome')).toBe('incomplete');
    expect(await done.textContent()).toBe('24 of 72 results fetched.');
    const repeated = s.page.getByTestId('fetch-all-repeated');
    expect(await repeated.textContent()).toMatch(/^Pages 2 and 3 held only records other pages had already given/);
    expect(Number(await ui.grid.getAttribute('data-row-count'))).toBe(24);
    await s.shot('fetch-all-broken-paging-en-1024');
    // The language switched: page 1 is fetched again in it, and every page again on asking.
    await ui.setLanguage('ar');
    await s.page.getByTestId('fetch-all-button').click();
    await s.page.getByTestId('fetch-all-start').click();
    // The page list and the counts are isolated inside the Arabic sentences (FSI…PDI), as every text argument is.
    await expect.poll(() => repeated.textContent(), { timeout: 30_000 }).toMatch(/^لم تحمل الصفحات \u20682 و3\u2069/);
    expect(await done.textContent()).toBe('جُلب \u206824\u2069 من أصل \u206872\u2069 من النتائج.');
    expect(Number(await ui.grid.getAttribute('data-row-count'))).toBe(24);
    await s.shot('fetch-all-broken-paging-ar-1024');
    await ui.setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
