// Screenshots of the grid benchmark page for a look at the grid's theme and direction:
// `npx tsx bench/grid/screenshot.ts [out-dir]` writes en-light.png, ar-dark.png, en-light-columns.png (column
// chooser open, square metres), ru-light.png and zh-dark.png (200 generated listings each).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openBenchPage } from './page-server';

const SHOTS: readonly { file: string; query: string; chooser?: boolean; hoverLocation?: boolean }[] = [
  { file: 'en-light.png', query: 'rows=200&lang=en&theme=light' },
  { file: 'ar-dark.png', query: 'rows=200&lang=ar&theme=dark' },
  { file: 'en-light-columns.png', query: 'rows=200&lang=en&theme=light&unit=sqm', chooser: true },
  { file: 'ar-dark-columns.png', query: 'rows=200&lang=ar&theme=dark&unit=sqm', chooser: true },
  { file: 'ru-light.png', query: 'rows=200&lang=ru&theme=light' },
  { file: 'zh-dark.png', query: 'rows=200&lang=zh&theme=dark' },
  { file: 'en-dark-empty.png', query: 'rows=0&lang=en&theme=dark' },
];

const outDir = resolve(process.argv[2] ?? '.tmp/grid-screenshots');
mkdirSync(outDir, { recursive: true });
const bench = await openBenchPage();
try {
  const page = await bench.browser.newPage({ viewport: { width: 1440, height: 760 } });
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  for (const shot of SHOTS) {
    await page.goto(`${bench.url}?${shot.query}`);
    await page.waitForSelector('[data-testid="data-grid"] .ag-header-cell');
    await page.waitForTimeout(300);
    if (shot.query.includes('rows=200')) {
      // Sort by price and check two rows: the states a broker sees.
      await page.locator('.ag-header-cell[col-id="price"] .ag-header-cell-label').click();
      const boxes = page.locator('.ag-row .ag-selection-checkbox input');
      await boxes
        .nth(1)
        .check({ timeout: 5_000 })
        .catch(() => console.error('no row checkbox to check'));
      await boxes
        .nth(3)
        .check({ timeout: 5_000 })
        .catch(() => console.error('no row checkbox to check'));
    }
    if (shot.chooser) await page.getByTestId('grid-columns-button').click();
    await page.waitForTimeout(200);
    const path = join(outDir, shot.file);
    await page.screenshot({ path });
    console.log(path);
  }
} finally {
  await bench.close();
}
