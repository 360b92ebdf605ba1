// The Client report as a new broker tries it at 1280×800 in demo mode: a 1-bedroom in JVC for sale typed by hand
// (what its market costs before anything is spent, the load, the estimate with its n, one comparable left out and
// the range computed again at no cost, the choice kept over a reload, the comparables exported as CSV), the printed
// report at its own address (drawn, then data-print-ready="done", with the place, the central estimate and the
// disclaimer), a report started from a listing's page with the form filled in, and the view and document in Arabic.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import { printRouteFrom } from '#shared/report/print-route';
import { appPage } from './pages/app-page';
import { reportPage } from './pages/report-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { hostApi } from './support/host-api';
import { solidPng } from '../support/png';
import { openSession, type Session } from './support/session';
import { shoot } from './support/shots';

let s: Session;
let invoke: ReturnType<typeof hostApi>;
beforeAll(async () => {
  s = await openSession([], { prepare: writeFastDemoSettings, viewport: { width: 1280, height: 800 } });
  invoke = hostApi(s.host);
});
afterAll(async () => s?.close());

/** The printed report's cover, estimate and charts, each in its own picture (the whole page is too tall to read). */
async function shotParts(lang: string): Promise<void> {
  const doc = s.page.getByTestId('print-report');
  const parts: [string, string][] = [
    ['cover', '.pr-cover'],
    ['estimate', '.cr-estimate'],
    ['charts', '[data-testid="print-trend-chart"]'],
    ['method', '.cr-rules'],
  ];
  for (const [name, selector] of parts) {
    await shoot(doc.locator(selector).first(), `client-report-print-${name}-${lang}`);
  }
}

const requestsThisMonth = async () => (await invoke('usage:get', {})).thisMonth;
const JVC = 'Jumeirah Village Circle';

describe('client report: a 1-bedroom in JVC for sale, typed by hand', () => {
  it('says what its market costs before anything is spent', async () => {
    const r = reportPage(s.page);
    await r.open();
    // Asked with nothing filled in: each problem is said at its field, and nothing is spent.
    await r.sizeInput.fill('40');
    await r.askingInput.fill('12a');
    await r.estimateCost();
    const errors = r.form.getByTestId('field-error');
    await expect.poll(() => errors.count()).toBe(3);
    expect(await r.form.getByTestId('field-place').getByTestId('field-error').textContent()).toBe(
      'Pick the place by name from the suggestions.',
    );
    expect(await r.form.getByTestId('field-size').getByTestId('field-error').textContent()).toBe(
      'Enter the size: a number from 100 to 200,000 sq ft.',
    );
    expect(await r.form.getByTestId('field-asking').getByTestId('field-error').textContent()).toBe(
      'Enter an amount in AED above zero, at most 10,000,000,000.',
    );
    expect(await r.plan.count()).toBe(0);
    await s.shot('client-report-errors-en');
    await r.pickPlace('JVC', JVC);
    await r.sizeInput.fill('750');
    await r.askingInput.fill('1000000');
    await r.estimateCost();
    await s.page.getByTestId('report-load').waitFor();
    expect(await r.cost.textContent()).toMatch(/^Loading the market of this report will use \d+ requests, about /);
    expect(Number(await r.cost.getAttribute('data-requests'))).toBeGreaterThan(0);
    expect(await r.result.count()).toBe(0);
    await s.shot('client-report-plan-en');
  });

  it('loads, then shows the estimate with its range drawn, n, span, spread and confidence', async () => {
    const r = reportPage(s.page);
    await r.load();
    await r.result.waitFor({ timeout: 60_000 });
    const f = await r.figures();
    expect(f.n).toBeGreaterThanOrEqual(3);
    expect(f.low).toBeLessThanOrEqual(f.central);
    expect(f.central).toBeLessThanOrEqual(f.high);
    // A JVC 1-bedroom of 750 sq ft: hundreds of thousands to a few million dirhams.
    expect(f.central).toBeGreaterThan(300_000);
    expect(f.central).toBeLessThan(3_000_000);
    expect(await s.page.getByTestId('estimate-n').textContent()).toBe(`${f.n} comparable transactions`);
    expect(await s.page.getByTestId('estimate-confidence').textContent()).toMatch(/^(High|Medium|Low) confidence$/);
    expect(await s.page.getByTestId('range-bar').locator('[data-mark]').count()).toBe(4);
    expect(Number(await r.result.getAttribute('data-requests'))).toBeGreaterThan(0);
    await r.toggles.first().waitFor();
    expect(await s.page.getByTestId('report-rules').textContent()).toMatch(/Similarity out of 100/);
    await s.shot('client-report-result-en');
    await r.estimate.scrollIntoViewIfNeeded();
    await s.shot('client-report-estimate-en');
    await r.grid.scrollIntoViewIfNeeded();
    await s.shot('client-report-grid-en');
  });

  it('leaves one comparable out: n and the range change, with no request; the choice survives a reload', async () => {
    const r = reportPage(s.page);
    const before = await r.figures();
    const spent = await requestsThisMonth();
    const ticked = r.grid.locator('[data-testid="include-toggle"]:checked');
    const tickedBefore = await ticked.count();
    await ticked.first().click();
    await expect.poll(async () => (await r.figures()).n).toBe(before.n - 1);
    const after = await r.figures();
    expect([after.low, after.central, after.high]).not.toEqual([before.low, before.central, before.high]);
    expect(await ticked.count()).toBe(tickedBefore - 1);
    expect(await requestsThisMonth()).toBe(spent);
    await s.page.reload();
    await r.result.waitFor();
    await expect.poll(async () => (await r.figures()).n).toBe(after.n);
    expect(await requestsThisMonth()).toBe(spent);
    await s.shot('client-report-excluded-en');
  });

  it('exports the comparables as CSV under the table definition’s columns', async () => {
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('report-export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Comparative market analysis.*\.csv$/);
    const file = join(s.host.dataDir, 'comparables.csv');
    await download.saveAs(file);
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(
      /^In the estimate,Source,Id,Date,Place,Bedrooms,Area \(sq ft\),Price \(AED\),AED per sq ft,Similarity \(of 100\),Place points,/,
    );
    expect(lines[0]).toMatch(/,Not in the estimate because$/);
    const rows = Number(await reportPage(s.page).grid.getAttribute('data-rows'));
    expect(lines.length - 1).toBeGreaterThanOrEqual(rows);
    expect(lines.some((l) => l.includes(',Left out by the broker'))).toBe(true);
  });

  it('exports the comparables to Excel with an About sheet saying the estimate, the rules and that it is no valuation', async () => {
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('report-export-xlsx').click(),
    ]);
    const file = join(s.host.dataDir, 'comparables.xlsx');
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.getWorksheet('Comparables')!;
    expect(sheet.getRow(1).getCell(10).value).toBe('Similarity (of 100)');
    expect(typeof sheet.getRow(2).getCell(8).value).toBe('number');
    const about = book.worksheets
      .filter((ws) => ws !== sheet)
      .flatMap((ws) => ws.getSheetValues().flatMap((row) => (Array.isArray(row) ? row.map(String) : [])))
      .join('\n');
    const { n } = await reportPage(s.page).figures();
    expect(about).toContain(`${n} comparable transactions`);
    expect(about).toContain('It is not a valuation');
    expect(about).toContain('Similarity out of 100');
  });

  it('saves the printed report as an A4 PDF that reads back with the place, the central estimate and the disclaimer', async () => {
    const r = reportPage(s.page);
    const { central } = await r.figures();
    const [download] = await Promise.all([
      s.page.waitForEvent('download', { timeout: 120_000 }),
      s.page.getByTestId('report-save-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = join(s.host.dataDir, 'report.pdf');
    await download.saveAs(file);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595(\.\d+)? x 842(\.\d+)? pts \(A4\)/);
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThan(1);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(JVC);
    expect(text).toContain(central.toLocaleString('en'));
    expect(text).toMatch(/not a valuation/);
    await expect.poll(() => s.page.getByText(/Saved .*\.pdf: \d+ A4 pages\./).count()).toBeGreaterThan(0);
  }, 180_000);

  it('loads the competition when asked, its cost said first, and lists the listings apart from the evidence', async () => {
    const r = reportPage(s.page);
    const n = (await r.figures()).n;
    await s.page.getByTestId('competition-load').click();
    const plan = s.page.getByTestId('competition-plan');
    await plan.waitFor();
    expect(await plan.textContent()).toMatch(
      /^Loading the current listings of this place will use \d+ requests?, about /,
    );
    const before = await requestsThisMonth();
    const needed = Number(await plan.locator('[data-requests]').getAttribute('data-requests'));
    await s.page.getByTestId('competition-go').click();
    const table = s.page.getByTestId('competition-table');
    await table.waitFor({ timeout: 60_000 });
    expect(Number(await table.getAttribute('data-rows'))).toBeGreaterThan(0);
    expect(await requestsThisMonth()).toBe(before + needed);
    // Asking prices never enter the estimate.
    expect((await r.figures()).n).toBe(n);
    await table.scrollIntoViewIfNeeded();
    await s.shot('client-report-competition-en');
  });

  it('previews the printed report: drawn without the shell, with the place, the central estimate and the disclaimer', async () => {
    const r = reportPage(s.page);
    const { central } = await r.figures();
    await s.page.getByTestId('report-preview').click();
    expect(await r.printReady()).toBe('done');
    expect(await s.page.getByTestId('sidebar').count()).toBe(0);
    // No brand is set yet: the cover prints none, not a placeholder.
    expect(await s.page.getByTestId('print-brand').count()).toBe(0);
    const text = (await s.page.getByTestId('print-report').textContent()) ?? '';
    expect(text).toContain(JVC);
    expect(text).toMatch(new RegExp(`AED\\s${central.toLocaleString('en')}`));
    expect(text).toContain('It is not a valuation');
    expect(await s.page.locator('h1').allTextContents()).toEqual(['Comparative market analysis']);
    expect(await s.page.locator('h2').count()).toBeGreaterThan(5);
    // The monthly medians drawn as a line, every comparable as a dot.
    const trend = s.page.getByTestId('print-trend-chart');
    expect(await trend.locator('.recharts-scatter-line').count()).toBe(1);
    expect(await trend.locator('.recharts-scatter-symbol').count()).toBeGreaterThan(10);
    await shotParts('en');
    await s.page.getByTestId('print-back').click();
    await r.result.waitFor();
  });
});

describe('client report: started from a listing', () => {
  it('fills the form in from the listing’s detail page', async () => {
    const places = await invoke('data:fetch', { operation: 'autocomplete', params: { query: JVC } });
    const items = (places.result as { items: { externalID: string; name: Record<string, string> }[] }).items;
    const jvc = items.find((p) => p.name.en === JVC)!.externalID;
    const answer = await invoke('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-sale', location_ids: [jvc], rooms: [1] } as never,
    });
    const listing = (answer as { result: { items: ListingSummary[] } }).result.items.find((l) => l.areaSqft)!;
    await s.page.goto(`${s.host.url}#/property/${listing.externalID}`);
    await s.page.getByTestId('start-client-report').click();
    const r = reportPage(s.page);
    await r.view.waitFor();
    expect(await s.page.getByTestId('report-from-listing').textContent()).toContain(listing.externalID);
    expect(await r.form.locator('.sf-chip').first().textContent()).toContain(JVC);
    expect(Number((await r.sizeInput.inputValue()).replace(/,/g, ''))).toBe(Math.round(listing.areaSqft! * 100) / 100);
    expect(Number((await r.askingInput.inputValue()).replace(/,/g, ''))).toBe(Math.round(listing.price));
    expect(await r.form.getByTestId('field-beds').locator('select').inputValue()).toBe(String(listing.rooms));
    await s.shot('client-report-from-listing-en');
  });
});

describe('client report: a 2-bedroom in Dubai Marina for rent with a current rent', () => {
  it('prices the yearly rent and checks the RERA rent increase, labelled as an estimate', async () => {
    const r = reportPage(s.page);
    await r.form.locator('.sf-chip .sf-chip-remove').first().click();
    await r.pickPlace('marina', 'Dubai Marina');
    await r.form.getByTestId('field-purpose').getByText('For rent', { exact: true }).click();
    await r.form.getByTestId('field-beds').locator('select').selectOption('2');
    await r.sizeInput.fill('1200');
    await r.askingInput.fill('');
    await r.form.getByTestId('field-building').locator('input').fill('');
    await r.form.getByTestId('field-currentRent').locator('input').fill('110000');
    await r.estimateCost();
    await r.load();
    await expect
      .poll(() => s.page.getByTestId('report-subject').textContent(), { timeout: 60_000 })
      .toBe('Dubai Marina · 2 beds · 1,200 sq ft · For rent');
    expect(await s.page.getByTestId('report-estimate').locator('h2').textContent()).toBe('Estimated yearly rent');
    const rera = s.page.getByTestId('report-rera');
    expect(await rera.textContent()).toMatch(
      /The average yearly rent of similar units is AED\s[\d,]+, from \d+ rent comparables\. The current rent is [\d.]+% below it, so the RERA bands allow an increase of up to \d+%\./,
    );
    expect(await s.page.getByTestId('rera-label').textContent()).toBe(
      'An estimate from Aqar Lens data, not the official RERA rental index calculator.',
    );
    await rera.scrollIntoViewIfNeeded();
    await s.shot('client-report-rent-en');
    // No sales of Dubai Marina are stored: the gross yield is offered, its cost said first.
    const before = await requestsThisMonth();
    await s.page.getByTestId('sales-load').click();
    const plan = s.page.getByTestId('sales-plan');
    await plan.waitFor();
    expect(await plan.textContent()).toMatch(/^Loading the sales of this place will use \d+ requests?, about /);
    await s.page.getByTestId('sales-go').click();
    const grossYield = s.page.getByTestId('report-yield');
    await grossYield.waitFor({ timeout: 60_000 });
    expect(await grossYield.textContent()).toMatch(
      /^Gross yield at the estimated price: \d+(\.\d)?%, from \d+ sale transactions\.$/,
    );
    expect(await requestsThisMonth()).toBeGreaterThan(before);
    await grossYield.scrollIntoViewIfNeeded();
    await s.shot('client-report-yield-en');
  });
});

describe('client report in Arabic', () => {
  it('asks a 1-bedroom in Downtown Dubai for sale right to left: cost, load, n, one left out, CSV', async () => {
    const ui = appPage(s.page);
    const r = reportPage(s.page);
    await ui.setLanguage('ar');
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await r.form.locator('.sf-chip .sf-chip-remove').first().click();
    await r.pickPlace('Downtown', 'وسط مدينة دبي');
    await r.form.getByTestId('field-purpose').getByText('للبيع', { exact: true }).click();
    await r.form.getByTestId('field-beds').locator('select').selectOption('1');
    await r.sizeInput.fill('800');
    await r.estimateCost();
    await s.page.getByTestId('report-load').waitFor();
    expect(await r.cost.textContent()).toMatch(/^تحميل سوق هذا التقرير سيستخدم .+، في نحو .+\.$/);
    await s.shot('client-report-plan-ar');
    await r.load();
    await expect
      .poll(() => s.page.getByTestId('report-subject').textContent(), { timeout: 60_000 })
      .toMatch(/^وسط مدينة دبي · غرفة واحدة · 800 قدم² · للبيع$/);
    const before = await r.figures();
    expect(before.n).toBeGreaterThanOrEqual(3);
    expect(await s.page.getByTestId('estimate-n').textContent()).toMatch(/صفق/);
    await r.grid.locator('[data-testid="include-toggle"]:checked').first().click();
    await expect.poll(async () => (await r.figures()).n).toBe(before.n - 1);
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('report-export-csv').click(),
    ]);
    const file = join(s.host.dataDir, 'comparables-ar.csv');
    await download.saveAs(file);
    const header = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!;
    expect(header).toMatch(/^في التقدير,المصدر,الرقم,التاريخ,المكان,غرف النوم,/);
    expect(header).toContain('التشابه (من 100)');
  });

  it('shows the view right to left and prints the document in Arabic with Arabic-Indic digits', async () => {
    const r = reportPage(s.page);
    await s.shot('client-report-result-ar');
    await r.estimate.scrollIntoViewIfNeeded();
    await s.shot('client-report-estimate-ar');
    await r.grid.scrollIntoViewIfNeeded();
    await s.shot('client-report-grid-ar');
    // A Latin name keeps its own direction in a right-to-left cell: "23 Marina" read "Marina 23" without it.
    const place = r.grid.locator('.ag-cell[col-id="place"]').first();
    expect(await place.evaluate((cell) => getComputedStyle(cell).unicodeBidi)).toBe('plaintext');
    // The broker's brand, as Settings keeps it, on the cover.
    await invoke('brand:set', {
      name: 'Sara Al Marzouqi',
      brn: '48213',
      agency: 'Marina Homes',
      phone: '+971 50 123 4567',
      email: 'sara@example.ae',
      logo: { mime: 'image/png', data: solidPng(240, 80).toString('base64') },
    });
    await s.page.getByTestId('report-numerals').selectOption('arab');
    await s.page.getByTestId('report-preview').click();
    expect(await r.printReady()).toBe('done');
    expect(await s.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const text = (await s.page.getByTestId('print-report').textContent()) ?? '';
    expect(text).toContain('ليس تقييمًا');
    const brand = s.page.getByTestId('print-brand');
    expect(await brand.textContent()).toContain('Sara Al Marzouqi');
    expect(await brand.textContent()).toContain('48213');
    expect(await brand.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    expect(text).toMatch(/[٠-٩]/);
    // The address is the one every printer loads: the query, the language and the digits asked.
    const route = printRouteFrom(new URL(s.page.url()).hash);
    expect(route?.ok && [route.route.lang, route.route.numerals]).toEqual(['ar', 'arab']);
    await shotParts('ar');
  });
});

describe('client report offline, for a place never loaded', () => {
  it('says in words what is missing, and spends nothing', async () => {
    const r = reportPage(s.page);
    await s.page.goto(`${s.host.url}#/report`);
    await r.view.waitFor();
    await appPage(s.page).setLanguage('en');
    await r.form.locator('.sf-chip .sf-chip-remove').first().click();
    await r.pickPlace('Business Bay', 'Business Bay');
    await r.form.getByTestId('field-purpose').getByText('For sale', { exact: true }).click();
    const before = await requestsThisMonth();
    await s.page.getByTestId('work-offline-toggle').click();
    await r.estimateCost();
    const coverage = s.page.getByTestId('report-coverage');
    await coverage.waitFor({ timeout: 60_000 });
    expect(await coverage.textContent()).toBe(
      'No sales of Business Bay are stored over this date window, so the report has no evidence. You are working offline: go online and estimate again to load them.',
    );
    expect(await s.page.getByTestId('report-no-estimate').isVisible()).toBe(true);
    expect(await requestsThisMonth()).toBe(before);
    await s.shot('client-report-offline-en');
    await s.page.getByTestId('work-offline-toggle').click();
  });
});

describe('client report: a damaged print address', () => {
  it('fails in words the printers can read, drawing no report', async () => {
    const r = reportPage(s.page);
    await s.page.goto(`${s.host.url}#/print/cma?r=not-a-report`);
    expect(await r.printReady()).toBe('failed');
    expect(await s.page.locator('#root').textContent()).toBe(
      'The print address is damaged: its r parameter is not a report query.',
    );
    expect(await s.page.getByTestId('print-report').count()).toBe(0);
  });
});

describe('client report: what the session gives back', () => {
  it('leaves out a damaged kept report and opens on the defaults', async () => {
    const r = reportPage(s.page);
    await s.page.goto(`${s.host.url}#/report`);
    await r.view.waitFor();
    // The view settles first (its form is written back to session storage as it loads what it shows), so that
    // nothing overwrites the damaged state set here before the reload reads it.
    await s.page.waitForLoadState('networkidle');
    await s.page.evaluate(() =>
      sessionStorage.setItem(
        'aqar-client-report',
        JSON.stringify({ state: { form: { place: 42, beds: 'many' }, kept: { query: {} } }, version: 0 }),
      ),
    );
    await s.page.reload();
    await r.view.waitFor();
    expect(await r.sizeInput.inputValue()).toBe('');
    expect(await r.result.count()).toBe(0);
  });

  it('raised no page errors', () => {
    expect(s.errors).toEqual([]);
  });
});
