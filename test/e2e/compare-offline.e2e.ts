// The compare panel without the data service: pins made while it answered open from the workspace and the offline
// cache after a restart of the window, a refresh that cannot reach the service says so and keeps what it shows,
// and the comparison still exports.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { openSession, type Session } from './support/session';
import { comparisonByExcelJs, mismatches } from './support/workbook-match';
import { keptMarket } from '../support/kept-market';

let demo: RunningDemoServer;
let s: Session;
beforeAll(async () => {
  demo = await startDemoServer({ market: keptMarket({ day: 330 }) });
  s = await openSession(['--source', 'live', '--base-url', demo.url]);
});
afterAll(async () => {
  await s?.close();
  await demo?.close();
});

describe('compare offline', () => {
  it('pins two listings while the service answers', async () => {
    const ui = appPage(s.page);
    const cmp = comparePage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await cmp.selectRows(2);
    await cmp.pinSelected();
    await expect.poll(() => cmp.badge.textContent()).toBe('2');
  });

  it('opens them from the cache once the service is gone, refreshes honestly and exports', async () => {
    await demo.close();
    await s.page.reload();
    const cmp = comparePage(s.page);
    await cmp.open('listing');
    await cmp.waitForItems(2);
    const before = await cmp.read();
    expect(await s.page.locator('.compare-item-meta').first().textContent()).toContain('saved answer');
    await s.page.getByTestId('compare-refresh').click();
    await s.page.getByTestId('compare-warning').first().waitFor();
    expect(await s.page.getByTestId('compare-warning-text').textContent()).toMatch(
      /^2 could not be refreshed from the data service; the saved data is shown\.$/,
    );
    expect(await cmp.read()).toEqual(before);
    await s.shot('compare-offline');
    const dir = join(s.host.dataDir, 'e2e-downloads');
    mkdirSync(dir, { recursive: true });
    const file = await cmp.export(dir);
    const words = { yes: 'Yes', no: 'No', studio: 'Studio', sheet: 'Comparison' };
    expect(mismatches(before, await comparisonByExcelJs(file, words.sheet), words)).toEqual([]);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
