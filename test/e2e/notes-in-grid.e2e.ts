// Notes in the listings grid and its export (issue 38, item 4's notes "shown in grids"): a note written on a listing
// (here through the contract, as the listing's page writes it) puts a count in the grid's Notes column with a tooltip
// saying how many and where to read them; a note written on the listing's page updates the count when the broker is
// back on the grid; the workbook's Notes column holds the notes' text with their author; the column keeps its words
// in Arabic.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { gridSheet } from './support/grid-sheet';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';

let s: Session;
let downloads: string;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1280, height: 800 } });
  downloads = join(s.host.dataDir, 'e2e-downloads');
  mkdirSync(downloads, { recursive: true });
});
afterAll(async () => s?.close());

describe('notes in the listings grid and its export', () => {
  let noted = '';

  it('counts a listing’s notes in the Notes column, with a tooltip', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    // The first row's listing, by the id the grid keys its rows with.
    noted = (await ui.rows.first().getAttribute('row-id')) ?? '';
    expect(noted).not.toBe('');
    const invoke = hostApi(s.host);
    await invoke('notes:add', { target: { kind: 'listing', externalID: noted }, text: 'Owner prefers cheques.' });
    await invoke('notes:add', {
      target: { kind: 'listing', externalID: noted },
      text: 'Seller will take 2.35M if signed this week.',
    });
    // Searched again: the grid reads the counts of what it shows.
    await ui.search();
    await ui.waitForRows();
    // Off at first: a file of this grid handed to a client carries no notes unless the broker turns them on.
    expect(await ui.header('notes').count()).toBe(0);
    const { headers: before, rows: plain } = await gridSheet(
      await comparePage(s.page).export(downloads, 'xlsx', 'grid-export'),
    );
    expect(before).not.toContain('Notes');
    expect(JSON.stringify(plain)).not.toContain('Owner prefers cheques.');
    await s.page.getByTestId('grid-columns-button').click();
    await s.page.locator('[data-testid="grid-columns-panel"] input[data-col-id="notes"]').check();
    await s.page.getByTestId('grid-columns-button').click();
    const header = ui.header('notes');
    await header.scrollIntoViewIfNeeded();
    expect(await header.textContent()).toContain('Notes');
    const cell = s.page.locator(`.ag-row[row-id="${noted}"] .ag-cell[col-id="notes"]`).first();
    await expect.poll(() => cell.textContent()).toBe('✎ 2');
    expect(await cell.getAttribute('title')).toBe('2 notes on this listing: open it to read them.');
    const texts = await ui.columnTexts('notes');
    expect(texts.filter((t) => t.trim() !== '')).toEqual(['✎ 2']);
    await s.shot('notes-grid-1280-en');
  });

  it('writes the notes’ text in the workbook’s Notes column', async () => {
    const { headers, rows } = await gridSheet(await comparePage(s.page).export(downloads, 'xlsx', 'grid-export'));
    const column = headers.indexOf('Notes');
    const idColumn = headers.indexOf('Listing id');
    expect(column).toBeGreaterThanOrEqual(0);
    const withNotes = rows.filter((r) => r[column]);
    expect(withNotes).toHaveLength(1);
    if (idColumn >= 0) expect(String(withNotes[0]![idColumn])).toBe(noted);
    expect(withNotes[0]![column]).toBe('Owner prefers cheques.\nSeller will take 2.35M if signed this week.');
  });

  it('keeps the column in Arabic', async () => {
    const ui = appPage(s.page);
    await ui.setLanguage('ar');
    await expect.poll(() => ui.headerText('notes')).toBe('الملاحظات');
    const cell = s.page.locator(`.ag-row[row-id="${noted}"] .ag-cell[col-id="notes"]`).first();
    await cell.scrollIntoViewIfNeeded();
    await expect.poll(() => cell.getAttribute('title')).toBe('ملاحظتان على هذا الإعلان: افتحه لقراءتهما.');
    await s.shot('notes-grid-1280-ar');
    await ui.setLanguage('en');
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
