// Kept client reports in the window at 1024×700, as a broker uses them: a 1-bedroom JVC report made and kept under a
// name (no request), changed on screen and then reopened exactly as kept (never computed again), re-run with today's
// data (said to be answered from what is stored, then revision 2 beside revision 1, with the estimate's history as a
// chart and a table), revision 1 reopened from the history and previewed for print as it was computed, then
// duplicated, renamed and removed after a confirmation; the list and the history looked at in Arabic, and both
// languages at 1920×1080.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPage } from './pages/app-page';
import { keptPage } from './pages/kept-page';
import { reportPage } from './pages/report-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';

let s: Session;
let invoke: ReturnType<typeof hostApi>;
beforeAll(async () => {
  s = await openSession([], { prepare: writeFastDemoSettings, viewport: { width: 1024, height: 700 } });
  invoke = hostApi(s.host);
});
afterAll(async () => s?.close());

const requestsThisMonth = async () => (await invoke('usage:get', {})).thisMonth;
const aed = (n: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).format(n);

describe('kept client reports in the window', () => {
  it('keeps the report on screen under a name, at no cost', async () => {
    const r = reportPage(s.page);
    const k = keptPage(s.page);
    await r.open();
    await k.card.getByTestId('kept-empty').waitFor();
    await r.pickPlace('JVC', 'Jumeirah Village Circle');
    await r.sizeInput.fill('750');
    await r.estimateCost();
    await r.load();
    await r.result.waitFor({ timeout: 60_000 });
    const spent = await requestsThisMonth();
    await s.page.getByTestId('report-keep').click();
    // The name starts as the subject's line.
    expect(await s.page.getByTestId('report-keep-name').inputValue()).toBe(
      'Jumeirah Village Circle · 1 bed · 750 sq ft · For sale',
    );
    await s.page.getByTestId('report-keep-name').fill('For Mr Haddad');
    await s.page.getByTestId('report-keep-go').click();
    await k.banner.waitFor();
    expect(await k.banner.textContent()).toMatch(
      /^Kept report “For Mr Haddad”, revision 1 of 1, computed .+ \(UAE time\): shown as it was computed, nothing computed again\.$/,
    );
    const row = k.rowNamed('For Mr Haddad');
    await row.waitFor();
    const kept = await invoke('reports:get', { id: 1 });
    expect(await row.getByTestId('kept-central').textContent()).toBe(aed(kept.report.estimate!.central));
    expect(await row.getByTestId('kept-versions').textContent()).toBe('1');
    expect(await row.getByTestId('kept-subject').textContent()).toBe(
      'Jumeirah Village Circle · 1 bed · 750 sq ft · For sale',
    );
    expect((await r.figures()).central).toBe(kept.report.estimate!.central);
    expect(await requestsThisMonth()).toBe(spent);
    await s.shot('kept-reports-kept-en');
  });

  it('reopens the kept report as it was computed after the screen changed it', async () => {
    const r = reportPage(s.page);
    const k = keptPage(s.page);
    const kept = (await invoke('reports:get', { id: 1 })).report.estimate!;
    // A comparable left out: the report on screen is a new computation, no longer the kept one.
    await r.grid.locator('[data-testid="include-toggle"]:checked').first().click();
    await expect.poll(async () => (await r.figures()).n).toBe(kept.n - 1);
    expect(await k.banner.count()).toBe(0);
    await k.rowNamed('For Mr Haddad').getByTestId('kept-open').click();
    await expect.poll(async () => (await r.figures()).n).toBe(kept.n);
    expect(await r.figures()).toEqual({ n: kept.n, low: kept.low, central: kept.central, high: kept.high });
    expect(await k.revision()).toEqual({ id: 1, version: 1 });
  });

  it('re-runs it with today’s data: answered from what is stored, then revision 2, the first kept', async () => {
    const k = keptPage(s.page);
    const spent = await requestsThisMonth();
    await k.rowNamed('For Mr Haddad').getByTestId('kept-rerun').click();
    const done = s.page.getByTestId('kept-rerun-done');
    await done.waitFor({ timeout: 30_000 });
    expect(await s.page.getByTestId('kept-rerun-cost').textContent()).toBe(
      'Answered from what is stored: re-running “For Mr Haddad” costs no request.',
    );
    expect(await done.textContent()).toMatch(
      /^Revision 2 of “For Mr Haddad” computed now; the earlier revisions are kept\./,
    );
    await expect.poll(() => k.revision()).toEqual({ id: 1, version: 2 });
    await expect.poll(() => k.rowNamed('For Mr Haddad').getByTestId('kept-versions').textContent()).toBe('2');
    await expect.poll(() => k.historyRows.count()).toBe(2);
    const history = await invoke('reports:history', { id: 1 });
    const centrals = await k.history.getByTestId('report-history-central').allTextContents();
    expect(centrals).toEqual(history.map((p) => new Intl.NumberFormat('en').format(p.central!)));
    // Three lines drawn (low, central, high), a point per revision on each.
    const curves = s.page.getByTestId('report-history-chart').locator('path.recharts-line-curve');
    await expect.poll(() => curves.count()).toBe(3);
    expect(await requestsThisMonth()).toBe(spent);
    await k.history.scrollIntoViewIfNeeded();
    await s.shot('kept-reports-history-en');
  });

  it('opens revision 1 from the history and previews it for print as it was computed', async () => {
    const r = reportPage(s.page);
    const k = keptPage(s.page);
    const first = await invoke('reports:get', { id: 1, version: 1 });
    await k.history.getByTestId('report-history-open').first().click();
    await expect.poll(() => k.revision()).toEqual({ id: 1, version: 1 });
    expect(await k.banner.textContent()).toMatch(/revision 1 of 2, .* The latest revision is 2\. Open the latest$/);
    expect((await r.figures()).central).toBe(first.report.estimate!.central);
    await s.page.getByTestId('report-preview').click();
    expect(await r.printReady()).toBe('done');
    expect(Number(await s.page.getByTestId('print-report').getAttribute('data-central'))).toBe(
      first.report.estimate!.central,
    );
    await s.page.getByTestId('print-back').click();
    await r.result.waitFor();
    // Back in the view, the revision comes back from the workspace, not computed again.
    await expect.poll(() => k.revision()).toEqual({ id: 1, version: 1 });
  });

  it('duplicates, renames and removes after a confirmation', async () => {
    const k = keptPage(s.page);
    await k.rowNamed('For Mr Haddad').getByTestId('kept-duplicate').click();
    const copy = k.rowNamed('For Mr Haddad (copy)');
    await copy.waitFor();
    await copy.getByTestId('kept-rename').click();
    await s.page.getByTestId('kept-rename-input').fill('For Ms Rahman');
    await s.page.getByTestId('kept-rename-save').click();
    const renamed = k.rowNamed('For Ms Rahman');
    await renamed.waitFor();
    await renamed.getByTestId('kept-remove').click();
    const confirm = k.card.getByTestId('kept-remove-confirm');
    expect(await confirm.textContent()).toMatch(/^Remove “For Ms Rahman” and its 1 revision\? This cannot be undone\./);
    await s.shot('kept-reports-remove-en');
    await confirm.getByTestId('kept-remove-yes').click();
    await expect.poll(() => k.rows.count()).toBe(1);
    expect((await invoke('reports:list', {})).map((r) => r.name)).toEqual(['For Mr Haddad']);
    await s.page.setViewportSize({ width: 1920, height: 1080 });
    await k.card.scrollIntoViewIfNeeded();
    await s.shot('kept-reports-1920-en');
  });

  it('says the list and the history in Arabic', async () => {
    const ui = appPage(s.page);
    const k = keptPage(s.page);
    await ui.setLanguage('ar');
    await expect.poll(() => k.card.locator('h2').first().textContent()).toBe('التقارير المحفوظة');
    // The English name is set apart from the Arabic sentence (FSI … PDI), as the formatter sets every text argument.
    expect(await k.banner.textContent()).toMatch(/^التقرير المحفوظ «\u2068For Mr Haddad\u2069»، المراجعة 1 من 2،/);
    expect(await k.history.locator('h2').textContent()).toBe('التقدير عبر المراجعات');
    // The subject's place in Arabic, looked up as the research grids look places up.
    await expect
      .poll(() => k.rowNamed('For Mr Haddad').getByTestId('kept-subject').textContent())
      .not.toContain('Jumeirah Village Circle');
    await k.history.scrollIntoViewIfNeeded();
    await s.shot('kept-reports-history-1920-ar');
    await k.card.scrollIntoViewIfNeeded();
    await s.shot('kept-reports-1920-ar');
    await s.page.setViewportSize({ width: 1024, height: 700 });
    await k.history.scrollIntoViewIfNeeded();
    await s.shot('kept-reports-history-ar');
    await k.card.scrollIntoViewIfNeeded();
    await s.shot('kept-reports-ar');
    expect(s.errors).toEqual([]);
  });

  it('re-runs with its cost said first when its market is not stored, and spends only on the go-ahead', async () => {
    const ui = appPage(s.page);
    const k = keptPage(s.page);
    await ui.setLanguage('en');
    // A report kept of a place whose market was never loaded (kept with no evidence): its re-run has a cost.
    const places = await invoke('data:fetch', { operation: 'autocomplete', params: { query: 'Dubai Marina' } });
    const items = (places.result as { items: { externalID: string; name: Record<string, string> }[] }).items;
    const marina = items.find((p) => p.name.en === 'Dubai Marina')!.externalID;
    await invoke('reports:keep', {
      query: {
        subject: { place: { id: marina, name: 'Dubai Marina' }, purpose: 'for-rent', beds: 2, sizeSqft: 1200 },
      },
      name: 'Marina rent',
    });
    await s.page.reload();
    const row = k.rowNamed('Marina rent');
    await row.waitFor();
    const spent = await requestsThisMonth();
    await row.getByTestId('kept-rerun').click();
    const go = s.page.getByTestId('kept-rerun-go');
    await go.waitFor({ timeout: 30_000 });
    const cost = s.page.getByTestId('kept-rerun-cost');
    expect(await cost.textContent()).toMatch(
      /^Re-running “Marina rent” loads its market again: \d+ requests?, about .+\.$/,
    );
    expect(Number(await cost.getAttribute('data-requests'))).toBeGreaterThan(0);
    // Working the cost out may spend the first page; nothing more until the broker agrees.
    const planned = await requestsThisMonth();
    expect(planned - spent).toBeLessThanOrEqual(1);
    await k.card.scrollIntoViewIfNeeded();
    await s.shot('kept-reports-rerun-cost-en');
    await go.click();
    await s.page.getByTestId('kept-rerun-done').waitFor({ timeout: 60_000 });
    const id = (await invoke('reports:list', {})).find((r) => r.name === 'Marina rent')!.id;
    await expect.poll(() => k.revision()).toEqual({ id, version: 2 });
    expect(await requestsThisMonth()).toBeGreaterThan(planned);
    await expect.poll(() => k.historyRows.count()).toBe(2);
    // The first revision had no evidence; the second has its range.
    expect(await k.history.getByTestId('report-history-central').allTextContents()).toEqual([
      'No range',
      expect.stringMatching(/^\d{1,3}(,\d{3})+$/),
    ]);
    expect(s.errors).toEqual([]);
  });
});
