// The compare panel on the real core, as a broker would use it: four Dubai Marina listings and two agencies pinned,
// looked at in English and Arabic, exported; every exported value is the panel's (flags as the panel's Yes / No),
// the About sheet in the workbook's language. Pins survive restarts, are reordered and removed, and the panel
// answers offline from the cache and the pins.
import { worded } from '../support/worded';
import { dayAt } from '#core/compare/note-dates';
import { formatDay } from '#shared/format/intl';
import { uaeDay } from '#shared/domain/uae-day';
import { COMPARE_KINDS } from '#shared/compare/compare-kinds';
import { bestStatement, codedValue, measureName } from '#shared/compare/comparison-names';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import type { ListingSummary } from '#shared/domain/listing';
import type {
  ComparisonView,
  ListingPercentile,
  MarketAnalysis,
  PinsView,
  SnapshotRunResult,
} from '#shared/ipc/contract';
import type { WatchItem } from '#shared/domain/portfolio';
import { percentileAsk } from '#shared/market/percentile-ask';
import { placeFiguresOf } from '#shared/market/place-figures';
import { startLiveFixture } from '../support/demo-fixture';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-compare-');
const dataDir = join(dir.path, 'data');
let core: Core;
let listings: ListingSummary[] = [];
let marina = '';

const open = () =>
  createCore({
    dataDir,
    host: 'test',
    version: 't',
    settings: { limits: { perSecond: 100, concurrency: 8 } },
    log: () => {},
  });

async function call<T>(channel: string, input: unknown): Promise<T> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

beforeAll(async () => {
  core = await open();
  const place = await call<{ result: { items: { externalID: string }[] } }>('data:fetch', {
    operation: 'autocomplete',
    params: { query: 'Dubai Marina' },
  });
  marina = place.result.items[0]!.externalID;
  const page = await call<{ result: { items: ListingSummary[] } }>('data:fetch', {
    operation: 'search-property',
    params: { purpose: 'for-sale', location_ids: marina, rooms: '1,2', langs: 'en,ar' },
  });
  listings = page.result.items.slice(0, 4);
  // The Market view's load: a year of Dubai Marina's sales and rents into the local store.
  await call('market:load', {
    taskId: 'marina-market',
    query: { places: [{ id: marina, name: 'Dubai Marina' }], purpose: 'both', period: '12m' },
  });
}, 90_000);

afterAll(async () => {
  await core.close();
  dir.remove();
});

/** What the property page shows of a listing: the same channel, so the panel must say the same. */
async function pagePercentile(l: ListingSummary): Promise<ListingPercentile['found']> {
  const outcome = percentileAsk(l);
  if (!('ask' in outcome)) return null;
  return (await call<ListingPercentile>('market:listing-percentile', outcome.ask)).found;
}

const row = (view: ComparisonView, id: string) => view.rows.find((r) => r.id === id)!;

describe('the compare panel', () => {
  it('compares four pinned listings: best values with their direction, differences, percentiles, amenities', async () => {
    for (const l of listings) await call('compare:pin', { kind: 'listing', id: l.externalID, snapshot: l });
    const view = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    expect(view.items.map((i) => i.id)).toEqual(listings.map((l) => l.externalID));
    expect(view.items.map((i) => i.label)).toEqual(listings.map((l) => l.title.en));
    expect(view.items.every((i) => i.basis === 'cache')).toBe(true);
    const prices = listings.map((l) => l.price);
    const price = row(view, 'price');
    expect(price.values).toEqual(prices);
    expect(price.best).toMatchObject({ direction: 'lowest', statement: 'lowest price' });
    expect(price.best!.items).toEqual(prices.flatMap((p, i) => (p === Math.min(...prices) ? [i] : [])));
    expect(row(view, 'pricePerArea').best?.direction).toBe('lowest');
    // Sales only: no row of blanks for how often a rent is paid.
    expect(view.rows.some((r) => r.id === 'rentFrequency')).toBe(false);
    const furnishing = row(view, 'furnishing');
    const counts = new Map<unknown, number>();
    for (const v of furnishing.values) counts.set(v, (counts.get(v) ?? 0) + 1);
    if (counts.size === 2 && [...counts.values()].includes(1)) {
      const odd = [...counts.entries()].find(([, n]) => n === 1)![0];
      expect(furnishing.differs).toEqual(furnishing.values.map((v) => v === odd));
    }
    // Each listing's percentile is the one its property page shows, from the market the Market view loaded.
    const percentile = row(view, 'percentile');
    for (const [i, l] of listings.entries()) {
      const page = await pagePercentile(l);
      if (page?.result.percentile == null) expect(percentile.values[i]).toBeNull();
      else {
        expect(percentile.values[i]).toBeCloseTo(page.result.percentile / 100, 3);
        expect(percentile.notes?.[i]).toContain(`${page.result.n.toLocaleString('en')} transaction`);
        expect(percentile.notes?.[i]).toContain(` in ${page.place.name}`);
      }
    }
    expect(percentile.values.some((v) => v !== null)).toBe(true);
    const amenities = view.rows.filter((r) => r.group === 'amenities');
    expect(amenities.map((r) => r.label)).toEqual(
      [...new Set(listings.flatMap((l) => l.amenities))].sort((a, b) => a.localeCompare(b)),
    );
    for (const r of amenities) expect(r.values).toEqual(listings.map((l) => l.amenities.includes(r.label)));
  });

  it('hands a pinned listing’s record to a client report started from the panel, and names one not pinned', async () => {
    const first = listings[0]!;
    const record = await call<ListingSummary>('compare:listing', { id: first.externalID });
    expect(record).toMatchObject({
      externalID: first.externalID,
      purpose: first.purpose,
      price: first.price,
      rooms: first.rooms,
      areaSqft: first.areaSqft,
      location: first.location,
    });
    const missing = await core.dispatch('compare:listing', { id: 'not-pinned' });
    expect(missing).toMatchObject({
      ok: false,
      error: { code: 'not-found', message: 'No listing not-pinned is pinned to compare.' },
    });
  });

  it('shows the same listings in Arabic', async () => {
    const view = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'ar' });
    expect(view.items.map((i) => i.label)).toEqual(listings.map((l) => l.title.ar));
    expect(row(view, 'title').values).toEqual(listings.map((l) => l.title.ar));
  });

  it('keeps the words of the panel language when the newest cached copy came from a window in another', async () => {
    const before = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    const marina = listings[0]!.location.find((p) => p.name === 'Dubai Marina')?.externalID;
    // The same search in Arabic only (an Arabic window): the cache's newest copies now speak Arabic alone.
    const arabic = await call<{ result: { items: ListingSummary[] } }>('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-sale', location_ids: marina, rooms: '1,2', langs: 'ar' },
    });
    expect(arabic.result.items[0]!.title.en).toBeUndefined();
    const english = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    expect(english.items.map((i) => i.label)).toEqual(listings.map((l) => l.title.en));
    expect(row(english, 'location').values).toEqual(row(before, 'location').values);
    expect(row(english, 'price').values).toEqual(row(before, 'price').values);
    const inArabic = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'ar' });
    expect(inArabic.items.map((i) => i.label)).toEqual(listings.map((l) => l.title.ar));
    // Looking in Arabic did not turn the English panel's words Arabic.
    const again = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    expect(row(again, 'location').values).toEqual(row(before, 'location').values);
  });

  it('says which pins were never fetched in the panel language, and Refresh fetches them in it', async () => {
    const rents = await call<{ result: { items: ListingSummary[] } }>('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-rent', location_ids: marina, langs: 'en' },
    });
    const english = rents.result.items[0]!;
    expect(english.title.ar).toBeUndefined();
    await call('compare:pin', { kind: 'listing', id: english.externalID, snapshot: english });
    const before = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'ar' });
    expect(before.untranslated).toEqual([english.externalID]);
    expect(before.items.find((i) => i.id === english.externalID)!.label).toBe(english.title.en);
    const refreshed = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'ar', refresh: true });
    expect(refreshed.untranslated).toEqual([]);
    const label = refreshed.items.find((i) => i.id === english.externalID)!.label;
    expect(label).not.toBe(english.title.en);
    expect(label).toMatch(/[\u0600-\u06FF]/);
    // The English panel still reads English.
    const inEnglish = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    expect(inEnglish.items.find((i) => i.id === english.externalID)!.label).toBe(english.title.en);
    await call('compare:unpin', { kind: 'listing', id: english.externalID });
  });

  it('compares two agencies pinned by id (their details fetched), the most agents marked best', async () => {
    const agencies = [...new Set(listings.map((l) => l.agency!.externalID!))].slice(0, 2);
    for (const id of agencies) await call('compare:pin', { kind: 'agency', id });
    const view = await call<ComparisonView>('compare:view', { kind: 'agency', lang: 'en' });
    expect(view.items.map((i) => i.id)).toEqual(agencies);
    const agents = row(view, 'agents');
    expect(agents.values.every((v) => typeof v === 'number')).toBe(true);
    if (agents.values[0] !== agents.values[1]) {
      expect(agents.best).toMatchObject({ direction: 'highest', statement: 'most agents' });
      expect(agents.best!.items).toEqual([agents.values[0]! > agents.values[1]! ? 0 : 1]);
    }
    expect(row(view, 'forSale').values.every((v) => typeof v === 'number')).toBe(true);
  });

  it('fills an agency pinned from a search row (a name and a total) with its counts for sale and for rent', async () => {
    const pinned = new Set(listings.map((l) => l.agency!.externalID!));
    const found = await call<{ result: { items: { externalID: string; name: string; propertiesForSale?: number }[] } }>(
      'data:fetch',
      { operation: 'agency-search-by-name', params: { query: 'a' } },
    );
    const fromRow = found.result.items.find((a) => !pinned.has(a.externalID))!;
    // The search row really lacks them: what the pin starts from.
    expect(fromRow.propertiesForSale ?? null).toBeNull();
    await call('compare:pin', { kind: 'agency', id: fromRow.externalID, snapshot: fromRow });
    const view = await call<ComparisonView>('compare:view', { kind: 'agency', lang: 'en' });
    const at = view.items.findIndex((i) => i.id === fromRow.externalID);
    expect(row(view, 'forSale').values[at]).toEqual(expect.any(Number));
    expect(row(view, 'forRent').values[at]).toEqual(expect.any(Number));
    await call('compare:unpin', { kind: 'agency', id: fromRow.externalID });
  });

  it('takes a watched agency’s medians and communities from its latest snapshot; a cache sample never ranks', async () => {
    const before = await call<ComparisonView>('compare:view', { kind: 'agency', lang: 'en' });
    const [first, second] = before.items;
    // Neither is watched yet: figures from the listings the cache holds are a sample, said so, never best.
    for (const id of ['medianAskingSale', 'communities']) {
      const r = row(before, id);
      expect(r.best).toBeNull();
      r.values.forEach((v, i) => {
        if (v === null)
          expect(r.notes?.[i]).toMatch(/^(Not shown: only .* are saved on this computer|None of its|It has no)/);
        else {
          expect(r.partial?.[i]).toBe(true);
          expect(r.notes?.[i]).toMatch(/^From \d[\d,]* of its .* in the offline cache: a sample/);
        }
      });
    }
    const item = await call<WatchItem>('watch:add', { kind: 'agency', externalID: first!.id, name: first!.label });
    const taken = await call<SnapshotRunResult>('snapshot:run', { itemId: item.id, taskId: 'compare-watch' });
    const snapshot = taken.snapshot!;
    const day = formatDay(new Date(dayAt(uaeDay(snapshot.takenAt))).toISOString(), 'en');
    const view = await call<ComparisonView>('compare:view', { kind: 'agency', lang: 'en' });
    const sale = row(view, 'medianAskingSale');
    expect(sale.values[0]).toBe(snapshot.medianPrice.sale);
    expect(sale.notes?.[0]).toBe(
      `From the snapshot of ${day}, all ${snapshot.counts.sale.toLocaleString('en')} listings for sale.`,
    );
    expect(row(view, 'medianAskingRent').values[0]).toBe(snapshot.medianPrice.rent);
    const places = row(view, 'communities');
    expect(places.values[0]).toBeGreaterThan(0);
    expect(places.notes?.[0]).toBe(
      `From the snapshot of ${day}, ${snapshot.counts.total.toLocaleString('en')} listings.`,
    );
    expect(places.partial?.[0] ?? false).toBe(false);
    // The other agency is not watched: its figure, if any, is a sample, so neither is marked best.
    expect(places.best).toBeNull();
    expect(view.items[1]!.id).toBe(second!.id);
    await call('watch:remove', { itemId: item.id });
  }, 60_000);

  it('exports the comparison: every value is the panel value, best and differing cells marked, Arabic right to left', async () => {
    const view = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'ar' });
    const file = join(dir.path, 'compare.xlsx');
    const result = await call<{ sheets: string[]; rows: number }>('compare:export', {
      kind: 'listing',
      format: 'xlsx',
      destination: { kind: 'path', path: file },
      presentation: { lang: 'ar', areaUnit: 'sqft' },
    });
    expect(result.sheets).toHaveLength(2 + listings.length);
    expect(result.sheets.slice(0, 2)).toEqual(['About', 'المقارنة']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.getWorksheet('المقارنة')!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen' });
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'المقياس',
      ...view.items.map((i) => i.label),
      'الأفضل',
      'طريقة القياس',
    ]);
    view.rows.forEach((r, n) => {
      const written = sheet.getRow(n + 2);
      expect(written.getCell(1).value).toBe(measureName(r, 'listing', 'ar', 'sqft'));
      r.values.forEach((value, i) => {
        const cell = written.getCell(i + 2);
        // A flag reads as the Arabic panel shows it (نعم / لا), a coded value by its Arabic name (للبيع).
        const shown =
          typeof value === 'boolean'
            ? value
              ? 'نعم'
              : 'لا'
            : typeof value === 'string'
              ? codedValue(r.id, value, 'ar')
              : value;
        expect(cell.value ?? null).toEqual(shown);
        if (r.best?.items.includes(i)) expect(cell.fill).toMatchObject({ fgColor: { argb: 'FFC6EFCE' } });
        else if (r.differs[i]) expect(cell.fill).toMatchObject({ fgColor: { argb: 'FFFFF2CC' } });
      });
      // No two listings agree: the measure's name is tinted, not every value.
      if (r.allDiffer) expect(written.getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFFFF2CC' } });
      if (r.best)
        expect(written.getCell(view.items.length + 2).value).toMatch(new RegExp(`^الأفضل: ${bestStatement(r, 'ar')}`));
    });
    const priceRow = sheet.getRow(view.rows.findIndex((r) => r.id === 'price') + 2);
    expect(priceRow.getCell(2).numFmt).toBe('#,##0" د.إ."');
    const first = book.worksheets[2]!;
    expect(first.getRow(2).getCell(2).value).toBe(view.items[0]!.id);
    expect(view.rows.some((r) => r.kind === 'boolean')).toBe(true);
    const about = book.getWorksheet('About')!;
    expect(about.views[0]).toMatchObject({ rightToLeft: true });
    expect(about.getRow(1).getCell(1).value).toBe('عن هذا المصنف');
    expect(about.getRow(2).values).toEqual([
      undefined,
      'البحث',
      `مقارنة العقارات (4): ${view.items.map((i) => i.label).join('؛ ')}`,
    ]);
    // The kind is in the title; the parameters are the items, by name and id (no raw "listing" row).
    expect(about.getRow(3).values).toEqual([
      undefined,
      'المعامل: العنصر 1',
      `${view.items[0]!.label} (${view.items[0]!.id})`,
    ]);
    const csv = await call<{ rows: number }>('compare:export', {
      kind: 'listing',
      format: 'csv',
      destination: { kind: 'path', path: join(dir.path, 'compare.csv') },
    });
    expect(csv.rows).toBe(view.rows.length);
  });

  it('keeps the pins across restarts in the broker order; reorders and removes', async () => {
    await core.close();
    core = await open();
    const ids = listings.map((l) => l.externalID);
    expect((await call<PinsView>('compare:list', { kind: 'listing' })).pins.map((p) => p.id)).toEqual(ids);
    await call('compare:reorder', { kind: 'listing', ids: [...ids].reverse() });
    await call('compare:unpin', { kind: 'listing', id: ids[1] });
    await core.close();
    core = await open();
    const pins = await call<PinsView>('compare:list', { kind: 'listing' });
    expect(pins.pins.map((p) => p.id)).toEqual([ids[3], ids[2], ids[0]]);
    // Every kind's at once (the window's start) says the same, one view per kind in their order.
    const all = await call<PinsView[]>('compare:lists', {});
    expect(all.map((v) => v.kind)).toEqual([...COMPARE_KINDS]);
    expect(all.find((v) => v.kind === 'listing')).toEqual(pins);
    for (const view of all) expect(view).toEqual(await call<PinsView>('compare:list', { kind: view.kind }));
    expect(pins.pins.map((p) => p.position)).toEqual([0, 1, 2]);
    const bad = await core.dispatch('compare:reorder', { kind: 'listing', ids: [ids[3], ids[2]] });
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation', field: 'ids' } });
    await call('compare:pin', { kind: 'listing', id: ids[1], snapshot: listings[1] });
  });

  it('answers offline from the cache, then from the pins alone, spending no request', async () => {
    const before = core.workspace.requestLog.usage('demo').today;
    const cached = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    // A pin is rewritten only when the cache taught it something new, not on every look.
    const saved = (await call<PinsView>('compare:list', { kind: 'listing' })).pins.map((p) => p.snapshotAt);
    await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    expect((await call<PinsView>('compare:list', { kind: 'listing' })).pins.map((p) => p.snapshotAt)).toEqual(saved);
    core.data.store.db.prepare('DELETE FROM listings').run();
    const pinned = await call<ComparisonView>('compare:view', { kind: 'listing', lang: 'en' });
    expect(core.workspace.requestLog.usage('demo').today).toBe(before);
    expect(pinned.items.map((i) => i.id)).toEqual(cached.items.map((i) => i.id));
    expect(row(pinned, 'price').values).toEqual(row(cached, 'price').values);
    expect(pinned.items.every((i) => i.basis === 'snapshot')).toBe(true);
  });

  it('shows a place with the figures the Market view shows, under the filters it was pinned with', async () => {
    const query = { places: [{ id: marina, name: 'Dubai Marina' }], purpose: 'both', period: '12m', beds: [1, 2] };
    const analysis = await call<MarketAnalysis>('market:analyze', { query });
    const shown = placeFiguresOf(analysis, marina)!;
    expect(shown.saleCount).toBeGreaterThan(0);
    // Pinned as the Market view pins it: the figures on screen and the filters they were computed under.
    const scope = { category: null, beds: [1, 2], completion: 'any' };
    const market = { period: '12m', ...shown, scope };
    await call('compare:pin', {
      kind: 'place',
      id: marina,
      snapshot: { externalID: marina, name: 'Dubai Marina', market },
    });
    const jvc = await call<{ result: { items: { externalID: string }[] } }>('data:fetch', {
      operation: 'autocomplete',
      params: { query: 'Jumeirah Village Circle' },
    });
    const jvcId = jvc.result.items[0]!.externalID;
    await call('compare:pin', {
      kind: 'place',
      id: jvcId,
      snapshot: { externalID: jvcId, name: 'Jumeirah Village Circle' },
    });
    const view = await call<ComparisonView>('compare:view', { kind: 'place', lang: 'en' });
    expect(row(view, 'saleMedianPrice').values).toEqual([shown.saleMedianPrice, null]);
    expect(row(view, 'saleCount').values).toEqual([shown.saleCount, null]);
    expect(row(view, 'rentCount').values).toEqual([shown.rentCount, null]);
    expect(row(view, 'rentMedianPrice').values[0]).toBe(shown.rentMedianPrice);
    expect(row(view, 'saleMedianPricePerArea').values[0]).toBeCloseTo(shown.saleMedianPricePerSqft!, 2);
    // The panel keeps a yield to a hundredth of a percentage point.
    expect(row(view, 'grossYield').values[0]).toBeCloseTo(Math.round(shown.grossYield! * 10_000) / 10_000, 6);
    expect(row(view, 'saleMedianPrice').notes?.[0]).toMatch(
      /^[\d,]+ sales and [\d,]+ rents: every category, bedrooms: 1, 2/,
    );
    // The filter the figures rest on is a row of its own, not only in the note (issue 34).
    expect(row(view, 'scope').values[0]).toMatch(/^Every category, bedrooms: 1, 2, /);
    expect(row(view, 'saleMedianPrice').notes?.[1]).toMatch(/^Nothing stored .*load the place in the Market view/);
    // The notes follow the panel's language, as its names and values do.
    const arabic = await call<ComparisonView>('compare:view', { kind: 'place', lang: 'ar' });
    expect(row(arabic, 'saleMedianPrice').notes?.[0]).toMatch(
      // The scope is isolated in the sentence, and the bedroom counts in the scope: each a text the message sets in.
      /^\S+ صفق.* بيع و.*: \u2068كل الفئات، غرف النوم: \u20681، 2\u2069، /,
    );
    expect(row(arabic, 'saleMedianPrice').notes?.[1]).toMatch(/^لا شيء محفوظ لـ .*: حمّل المنطقة في عرض السوق\.$/);
    for (const r of arabic.rows) {
      for (const note of [r.note, ...(r.notes ?? [])]) expect(note ?? '').not.toMatch(/\b(the|from|of|and)\b/);
    }
    // Without the filters, the place's whole year counts more sales than its one- and two-bedroom ones.
    await call('compare:pin', { kind: 'place', id: marina, snapshot: { externalID: marina, name: 'Dubai Marina' } });
    const whole = await call<ComparisonView>('compare:view', { kind: 'place', lang: 'en' });
    const everything = placeFiguresOf(
      await call<MarketAnalysis>('market:analyze', { query: { ...query, beds: undefined } }),
      marina,
    )!;
    expect(row(whole, 'saleCount').values[0]).toBe(everything.saleCount);
    expect(everything.saleCount).toBeGreaterThan(shown.saleCount);
    await call('compare:clear', { kind: 'place' });
  });

  it('refuses a ninth pin, a snapshot of another item, and a pin of something never seen', async () => {
    const more = await call<{ result: { items: ListingSummary[] } }>('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-rent' },
    });
    const extra = more.result.items.slice(0, 8);
    let last: unknown = null;
    for (const l of extra)
      last = await core.dispatch('compare:pin', { kind: 'listing', id: l.externalID, snapshot: l });
    expect(last).toMatchObject({ ok: false, error: { code: 'validation', field: 'id' } });
    expect((await call<PinsView>('compare:list', { kind: 'listing' })).pins).toHaveLength(8);
    const mismatch = await core.dispatch('compare:pin', {
      kind: 'agent',
      id: '1',
      snapshot: { externalID: '2', name: 'x' },
    });
    expect(mismatch).toMatchObject({ ok: false, error: { field: 'snapshot.externalID' } });
    const unknown = await core.dispatch('compare:pin', { kind: 'developer', id: 'no-such-developer' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const malformed = await core.dispatch('compare:pin', {
      kind: 'listing',
      id: 'x',
      snapshot: { externalID: 'x', price: 'cheap' },
    });
    expect(malformed).toMatchObject({ ok: false, error: { code: 'validation', field: 'snapshot.price' } });
  });

  it('says what it could not refresh when the data service is down, and shows the saved data', async () => {
    const live = await startLiveFixture();
    try {
      const liveCore = await live.core();
      const answer = await liveCore.dispatch('data:fetch', {
        operation: 'search-property',
        params: { purpose: 'for-sale' },
      });
      if (!answer.ok) throw new Error(answer.error.message);
      const listing = (answer.value as { result: { items: ListingSummary[] } }).result.items[0]!;
      expect(
        (await liveCore.dispatch('compare:pin', { kind: 'listing', id: listing.externalID, snapshot: listing })).ok,
      ).toBe(true);
      await live.server.close();
      const view = await liveCore.dispatch('compare:view', { kind: 'listing', refresh: true });
      if (!view.ok) throw new Error(view.error.message);
      const shown = view.value as ComparisonView;
      expect(worded(shown.warnings)[0]).toMatch(/could not be refreshed/);
      expect(shown.rows.find((r) => r.id === 'price')!.values).toEqual([listing.price]);
    } finally {
      await live.close().catch(() => {});
    }
  });
});
