// Issue 33, item 9, in the window: a gateway whose listing title carries a right-to-left override ("‮gnp.exe‬ Villa",
// which a browser draws as "exe.png Villa") and whose agency name holds isolates. The grid, the property's page and
// the compare panel show the letters in the order they were sent, with no control left in the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEY } from '../support/demo-fixture';
import { SHOWN_AGENCY, SHOWN_TITLE, startBidiGateway } from '../support/bidi-gateway';
import type { RecordingServer } from '../support/recording-server';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';

const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

let gateway: RecordingServer;
let s: Session;
beforeAll(async () => {
  gateway = await startBidiGateway();
  s = await openSession(['--source', 'live', '--base-url', gateway.url], { viewport: { width: 1280, height: 800 } });
  await hostApi(s.host)('key:set', { key: TEST_KEY });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await gateway?.close();
});

/** Every text node of the page holding a bidirectional control, as code points. */
const controlsInPage = () =>
  s.page.evaluate((source) => {
    const pattern = new RegExp(source);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // The app's own number formatting isolates figures (U+2066…U+2069 around a digit run): only letters count.
      if (pattern.test(text.replace(/\u2066[^\u2069]*\u2069/g, ''))) found.push(JSON.stringify(text));
    }
    return found;
  }, CONTROLS.source);

describe('text from the service with bidirectional controls', () => {
  it('reads as sent in the grid, the property page and the compare panel', async () => {
    const ui = appPage(s.page);
    await ui.nav('listings');
    await ui.search();
    await ui.waitForRows();
    expect(await ui.firstCell('title')).toBe(SHOWN_TITLE);
    expect(await controlsInPage()).toEqual([]);
    await s.shot('bidi-title-grid-en-1280');

    await ui.openRow(0);
    const title = s.page.getByTestId('detail-title');
    await title.waitFor();
    expect(await title.textContent()).toBe(SHOWN_TITLE);
    expect(await s.page.getByTestId('property-contact').textContent()).toContain(SHOWN_AGENCY);
    expect(await controlsInPage()).toEqual([]);
    await s.shot('bidi-title-detail-en-1280');

    await s.page.getByTestId('pin-button').first().click();
    const compare = comparePage(s.page);
    await compare.open('listing');
    await compare.waitForItems(1);
    expect(await compare.items.first().textContent()).toContain(SHOWN_TITLE);
    expect(await controlsInPage()).toEqual([]);
    await s.shot('bidi-title-compare-en-1280');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
