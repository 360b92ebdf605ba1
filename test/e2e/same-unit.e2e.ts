// Other adverts of one unit on a property page, as a broker meets them in demo mode: nothing spent until asked, one
// request when asked; an advert repeated with its photos found at its own price and opened from the table, the
// answer kept in Arabic and at both window sizes, the page scrolled to its end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import { unitPlaceId } from '#shared/market/same-unit';
import { appPage } from './pages/app-page';
import { detailPage } from './pages/detail-page';
import { marketPage } from './pages/market-page';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';

let s: Session;
let invoke: ReturnType<typeof hostApi>;
beforeAll(async () => {
  s = await openSession([], { viewport: { width: 1440, height: 900 } });
  invoke = hostApi(s.host);
});
afterAll(async () => s?.close());

const section = () => s.page.getByTestId('property-same-unit');

/** An advert of Dubai Marina whose unit another advert shows with the same photos, and that advert. */
async function repeatedAdvert(): Promise<{ subject: ListingSummary; twin: string }> {
  const places = await invoke('data:fetch', { operation: 'autocomplete', params: { query: 'Dubai Marina' } });
  const found = (places.result as { items: { externalID: string; name: Record<string, string> }[] }).items;
  const marina = found.find((p) => p.name.en === 'Dubai Marina')!.externalID;
  for (let page = 1; page <= 20; page++) {
    const answer = await invoke('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-sale', location_ids: [marina], page },
    });
    const items = (answer as { result: { items: ListingSummary[] } }).result.items;
    for (const listing of items) {
      if (listing.areaSqft === null || listing.propertyType === null || unitPlaceId(listing) === null) continue;
      const found = await invoke('research:same-unit', {
        externalID: listing.externalID,
        price: listing.price,
        rentFrequency: listing.rentFrequency,
        coverPhotoUrl: listing.coverPhotoUrl,
        purpose: listing.purpose,
        propertyType: listing.propertyType as never,
        rooms: listing.rooms,
        baths: listing.baths,
        areaSqft: listing.areaSqft,
        placeId: unitPlaceId(listing)!,
        policy: 'fresh-or-fetch',
      });
      const twin = found.looked ? found.others.find((o) => o.match === 'photo') : undefined;
      if (twin) return { subject: listing, twin: twin.listing.externalID };
    }
  }
  throw new Error('no repeated advert in the first 20 pages of Dubai Marina');
}

describe('other adverts of this unit', () => {
  it('spends nothing until the broker looks, then one request', async () => {
    const ui = appPage(s.page);
    await ui.pickLocation('marina', 'Dubai Marina');
    await ui.search();
    await ui.waitForRows();
    await ui.openRow(0);
    await section().getByTestId('same-unit-look').waitFor();
    expect(await section().textContent()).toContain('Looking uses 1 request.');
    const m = marketPage(s.page);
    // The core's count is the truth; the status bar follows it by an event, a moment later.
    const before = (await invoke('usage:get', {})).thisMonth;
    await expect.poll(() => m.monthRequests()).toBe(before);
    await section().getByTestId('same-unit-look').click();
    await expect
      .poll(
        async () =>
          (await section().getByTestId('same-unit-found').count()) +
          (await section().getByTestId('same-unit-none').count()),
      )
      .toBe(1);
    expect((await invoke('usage:get', {})).thisMonth).toBe(before + 1);
    await expect.poll(() => m.monthRequests()).toBe(before + 1);
    // Asked once, it says so, and offers to look again.
    expect(await section().getByTestId('same-unit-look').textContent()).toBe('Look again · 1 request');
  });

  it('shows an advert repeated with its photos at its own price, what was saved costing nothing', async () => {
    const ui = appPage(s.page);
    const { subject, twin } = await repeatedAdvert();
    // The subject advert, reached as a broker would: its place and its price.
    await s.page.getByTestId('back').click();
    await ui.fieldInput('price_min').fill(String(subject.price));
    await ui.fieldInput('price_max').fill(String(subject.price));
    await ui.search();
    // The search's own rows, not the earlier search's (which list the subject too): every price is the subject's.
    await expect
      .poll(async () => {
        const prices = await ui.columnTexts('price');
        return prices.length > 0 && prices.every((t) => Number(t.replace(/[^\d]/g, '')) === subject.price);
      })
      .toBe(true);
    await ui.waitForIdle();
    const row = s.page.locator(`[data-testid="data-grid"] .ag-row[row-id="${subject.externalID}"]`).first();
    await row.waitFor();
    // The core's own request log, exact when asked (the status bar re-reads it a moment after a search).
    const requests = (await invoke('usage:get', {})).today;
    await row.locator('.ag-cell').nth(1).click();
    const table = section().getByTestId('same-unit-table');
    await table.waitFor();
    // Asked before (above), the answer is saved: shown at once, for no request.
    expect((await invoke('usage:get', {})).today).toBe(requests + 1); // the property page itself
    const twinRow = table.locator(`[data-testid="same-unit-row"][data-id="${twin}"]`);
    expect(await twinRow.getAttribute('data-match')).toBe('photo');
    expect(await twinRow.textContent()).toContain('Same photos');
    expect(await twinRow.getByTestId('same-unit-difference').textContent()).toMatch(/^([+-]\d+\.\d%|same price)$/);
    expect(await section().getByTestId('same-unit-saved').textContent()).toMatch(/^Saved answer of /);
    await s.shot('same-unit-en');

    // In Arabic with the answer on screen: the same rows, the words in Arabic.
    await ui.setLanguage('ar');
    await expect.poll(() => section().locator('h2').first().textContent()).toBe('إعلانات أخرى للوحدة نفسها');
    expect(await twinRow.textContent()).toContain('الصور نفسها');
    for (const size of [
      { width: 1024, height: 700 },
      { width: 1920, height: 1080 },
    ]) {
      await s.page.setViewportSize(size);
      await section().scrollIntoViewIfNeeded();
      await s.shot(`same-unit-ar-${size.width}`);
      const end = await detailPage(s.page).scrollToEnd();
      expect(end.atEnd).toBe(true);
      expect(end.lastSectionVisible).toBe(true);
    }
    await ui.setLanguage('en');
    await s.page.setViewportSize({ width: 1024, height: 700 });
    await section().scrollIntoViewIfNeeded();
    await s.shot('same-unit-en-1024');

    // The other advert opens from the table, and names this one among its own.
    await twinRow.locator('button.dt-link').click();
    await expect.poll(() => s.page.getByTestId('property-same-unit').isVisible()).toBe(true);
    const look = section().getByTestId('same-unit-look');
    if ((await look.textContent()) === 'Look for other adverts') await look.click();
    await section().locator(`[data-testid="same-unit-row"][data-id="${subject.externalID}"]`).waitFor();
  });
});
