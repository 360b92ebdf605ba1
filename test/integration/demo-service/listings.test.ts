// Contract of /search-property and /property-details: shapes, paging, sort orders and languages.
import { describe, expect, it } from 'vitest';
import { ARABIC, CJK, CYRILLIC, DUBAI, expectSortedBy, expectStandardPaging, useDemoServer } from './support';
import { expectEach, expectShape, propertyDetail, searchProperty, type PropertyDetail } from './shapes';
import type { PropertySummary } from './shapes';

const service = useDemoServer();

interface Listings {
  properties: PropertySummary[];
  total: number;
  page: number;
  totalPages: number;
  hitsPerPage: number;
}

const search = (params: Record<string, string | number>) =>
  service.data<Listings>('/search-property', { location_ids: DUBAI, ...params });

describe('/search-property shape and paging', () => {
  it('returns items with every field of 2.3 for sale and for rent', async () => {
    for (const purpose of ['for-sale', 'for-rent']) {
      const data = await search({ purpose });
      expectEach(searchProperty, data.properties, `search-property ${purpose}`);
      for (const item of data.properties) {
        expect(item.purpose).toBe(purpose);
        expect(Object.keys(item.title)).toEqual(['en']);
      }
    }
  });

  it('has the pagination block with a full page of 24, page 1 by default', async () => {
    const data = await search({ purpose: 'for-sale' });
    expect(data.total).toBeGreaterThan(24);
    expectStandardPaging(data as never, 'properties', 24, 1);
    const explicit = await search({ purpose: 'for-sale', page: 1 });
    expect(explicit).toEqual(data);
  });

  it('pages do not overlap and the last page holds the remainder', async () => {
    const first = await search({ purpose: 'for-sale', rooms: 3 });
    const second = await search({ purpose: 'for-sale', rooms: 3, page: 2 });
    expectStandardPaging(second as never, 'properties', 24, 2);
    const ids = new Set(first.properties.map((p) => p.externalID));
    expect(second.properties.filter((p) => ids.has(p.externalID))).toEqual([]);
    const last = await search({ purpose: 'for-sale', rooms: 3, page: first.totalPages });
    expectStandardPaging(last as never, 'properties', 24, first.totalPages);
    expect(last.total).toBe(first.total);
  });

  it('a page past the end is empty and keeps the true totals', async () => {
    const first = await search({ purpose: 'for-rent' });
    const past = await search({ purpose: 'for-rent', page: first.totalPages + 1 });
    expect(past.properties).toEqual([]);
    expect(past.total).toBe(first.total);
    expect(past.totalPages).toBe(first.totalPages);
    expect(past.page).toBe(first.totalPages + 1);
    expect(past.hitsPerPage).toBe(24);
  });
});

describe('/search-property sort orders', () => {
  it('accepts every sort_order value with the same total', async () => {
    const base = await search({ purpose: 'for-sale' });
    for (const sort of ['popular', 'latest', 'verified', 'broker_first', 'lowest_price', 'highest_price']) {
      const data = await search({ purpose: 'for-sale', sort_order: sort });
      expect(data.total, sort).toBe(base.total);
      expect(data.properties, sort).toHaveLength(24);
    }
    expect(await search({ purpose: 'for-sale', sort_order: 'popular' })).toEqual(base);
  });

  it('lowest_price sorts ascending across pages and starts at the cheapest listing', async () => {
    const one = await search({ purpose: 'for-sale', sort_order: 'lowest_price' });
    const two = await search({ purpose: 'for-sale', sort_order: 'lowest_price', page: 2 });
    expectSortedBy([...one.properties, ...two.properties], (p) => p.price, 'asc');
    const cheapest = one.properties[0]!.price;
    const below = await search({ purpose: 'for-sale', price_max: cheapest - 1 });
    expect(below.total).toBe(0);
  });

  it('highest_price sorts descending across pages and starts at the dearest listing', async () => {
    const one = await search({ purpose: 'for-rent', sort_order: 'highest_price' });
    const two = await search({ purpose: 'for-rent', sort_order: 'highest_price', page: 2 });
    expectSortedBy([...one.properties, ...two.properties], (p) => p.price, 'desc');
    const dearest = one.properties[0]!.price;
    expect((await search({ purpose: 'for-rent', price_min: dearest + 1 })).total).toBe(0);
  });

  it('latest sorts by createdAt, newest first', async () => {
    const one = await search({ purpose: 'for-sale', sort_order: 'latest' });
    const two = await search({ purpose: 'for-sale', sort_order: 'latest', page: 2 });
    expectSortedBy([...one.properties, ...two.properties], (p) => p.createdAt, 'desc');
    const popular = await search({ purpose: 'for-sale' });
    const newestPopular = Math.max(...popular.properties.map((p) => p.createdAt));
    expect(one.properties[0]!.createdAt).toBeGreaterThanOrEqual(newestPopular);
  });

  it('verified puts verified listings first', async () => {
    const data = await search({ purpose: 'for-sale', sort_order: 'verified' });
    expectSortedBy(data.properties, (p) => (p.isVerified ? 1 : 0), 'desc');
    expect(data.properties[0]!.isVerified).toBe(true);
  });
});

describe('/search-property languages', () => {
  it('returns exactly the requested languages in titles', async () => {
    const both = await search({ purpose: 'for-sale', langs: 'en,ar' });
    for (const item of both.properties) {
      expect(Object.keys(item.title).sort()).toEqual(['ar', 'en']);
      expect(item.title.ar).toMatch(ARABIC);
      expect(item.title.en).not.toMatch(ARABIC);
    }
    const ar = await search({ purpose: 'for-sale', langs: 'ar' });
    expect(ar.total).toBe(both.total);
    for (const item of ar.properties) {
      expect(Object.keys(item.title)).toEqual(['ar']);
      expect(item.location.map((l) => l.name).join(' ')).toMatch(ARABIC);
    }
  });

  it('answers in Russian and Chinese', async () => {
    const ru = await search({ purpose: 'for-rent', langs: 'ru' });
    for (const item of ru.properties) expect(Object.keys(item.title)).toEqual(['ru']);
    expect(ru.properties.map((p) => p.title.ru).join(' ')).toMatch(CYRILLIC);
    const zh = await search({ purpose: 'for-rent', langs: 'zh' });
    expect(zh.properties.map((p) => p.title.zh).join(' ')).toMatch(CJK);
  });

  it('keeps the same listings in the same order whatever the language', async () => {
    const en = await search({ purpose: 'for-sale' });
    const ar = await search({ purpose: 'for-sale', langs: 'ar' });
    expect(ar.properties.map((p) => [p.externalID, p.price])).toEqual(
      en.properties.map((p) => [p.externalID, p.price]),
    );
  });
});

describe('/property-details', () => {
  it('returns every field of 2.5, consistent with the search result', async () => {
    const data = await search({ purpose: 'for-sale' });
    for (const summary of data.properties.slice(0, 5)) {
      const detail = await service.data<PropertyDetail>('/property-details', { external_id: summary.externalID });
      expectShape(propertyDetail, detail, `property-details ${summary.externalID}`);
      expect(detail.externalID).toBe(summary.externalID);
      expect(detail.price).toBe(summary.price);
      expect(detail.rooms).toBe(summary.rooms);
      expect(detail.area).toBe(summary.area);
      expect(detail.purpose).toBe(summary.purpose);
      expect(detail.agency.name).toBe(summary.agency.name);
      expect(detail.location.map((l) => l.name)).toEqual(summary.location.map((l) => l.name));
      expect(detail.amenities.slice().sort()).toEqual(summary.amenities.slice().sort());
      expect(Object.keys(detail.title)).toEqual(['en']);
      expect(Object.keys(detail.description)).toEqual(['en']);
      expect(detail.updatedAt).toBeGreaterThanOrEqual(detail.createdAt);
      expect(detail.geography.lat).toBeGreaterThan(22);
      expect(detail.geography.lat).toBeLessThan(27);
      expect(detail.geography.lng).toBeGreaterThan(51);
      expect(detail.geography.lng).toBeLessThan(57);
    }
  });

  it('answers in Arabic when asked', async () => {
    const [first] = (await search({ purpose: 'for-rent' })).properties;
    const detail = await service.data<PropertyDetail>('/property-details', {
      external_id: first!.externalID,
      langs: 'ar',
    });
    expect(Object.keys(detail.title)).toEqual(['ar']);
    expect(Object.keys(detail.description)).toEqual(['ar']);
    expect(detail.title.ar).toMatch(ARABIC);
    expect(detail.description.ar).toMatch(ARABIC);
  });

  it('the agency of a listing exists in /agency-details', async () => {
    const [first] = (await search({ purpose: 'for-sale' })).properties;
    const detail = await service.data<PropertyDetail>('/property-details', { external_id: first!.externalID });
    const agency = await service.data<{ name: string }>('/agency-details', { agency_id: detail.agency.externalID });
    expect(agency.name).toBe(detail.agency.name);
  });
});
