// A changed bedroom filter whose market is all stored asks for no estimate (issue 34, finding 17), at 1280×800 in
// English and in Arabic: Dubai Marina one- and two-bedroom sales loaded, then one bedroom only; the form and the
// form-changed bar say the look costs nothing and go straight to its figures without a request; a bedroom count
// never loaded asks for an estimate again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketPage } from './pages/market-page';
import { writeFastDemoSettings } from './support/fast-demo-settings';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1280, height: 800 }, prepare: writeFastDemoSettings });
});
afterAll(async () => s?.close());

describe('a look that costs nothing', () => {
  it('is offered as one at once when the changed form needs nothing fetched', async () => {
    const m = marketPage(s.page);
    await m.open();
    await m.pickPlace('marina', 'Dubai Marina');
    await m.setPurpose('Sales');
    await m.setPeriod('3m');
    await m.toggleBeds('1 bed', '2 beds');
    const submit = s.page.getByTestId('market-estimate');
    await expect.poll(() => submit.textContent(), { timeout: 10_000 }).toBe('Estimate cost');
    await m.estimate();
    await m.load();
    await m.results.waitFor({ timeout: 45_000 });
    const spent = await m.monthRequests();

    // One bedroom only: every list is stored (the 1–2 bed lists hold it).
    await m.toggleBeds('2 beds');
    const again = s.page.getByTestId('stale-estimate');
    await expect.poll(() => again.textContent(), { timeout: 10_000 }).toBe('Show figures · no requests');
    expect(await submit.textContent()).toBe('Show figures · no requests');
    expect(await m.stale.textContent()).toContain('Everything it needs is stored: showing it costs no requests.');
    await s.shot('market-free-look-1280');
    await again.click();
    await expect
      .poll(() => m.scopeTitle.textContent(), { timeout: 30_000 })
      .toBe('Dubai Marina · Sales · Apartments · 1 bed · 3 months');
    expect(await m.lookCost.getAttribute('data-requests')).toBe('0');
    expect(await s.page.getByTestId('market-stale').count()).toBe(0);
    expect(await m.monthRequests()).toBe(spent);

    // Three bedrooms were never loaded: the form asks for an estimate again.
    await m.toggleBeds('3 beds');
    await expect.poll(() => again.textContent(), { timeout: 10_000 }).toBe('Estimate cost');
    expect(await submit.textContent()).toBe('Estimate cost');
  }, 120_000);
});
