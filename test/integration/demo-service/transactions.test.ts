// Contract of /transactions: its own pagination names, sorts, time periods relative to the service clock, filters.
import { beforeAll, describe, expect, it } from 'vitest';
import { DUBAI, daysBetween, expectSortedBy, locationId, placePaths, useDemoServer, type Params } from './support';
import { expectEach, transaction, type Transaction } from './shapes';

const service = useDemoServer();

interface Hits {
  hits: Transaction[];
  nbHits: number;
  page: number;
  nbPages: number;
}

const deals = (params: Params) => service.data<Hits>('/transactions', params);
const nbHits = async (params: Params) => (await deals(params)).nbHits;

let marina: string;
beforeAll(async () => {
  marina = await locationId(service, 'Dubai Marina');
});

describe('/transactions shape and paging', () => {
  it('returns hits of 2.6 with nbHits / page / nbPages and no hitsPerPage', async () => {
    for (const purpose of ['for-sale', 'for-rent']) {
      const data = await deals({ purpose });
      expectEach(transaction, data.hits, `transactions ${purpose}`);
      for (const hit of data.hits) expect(hit.purpose).toBe(purpose);
      expect(Object.keys(data).sort()).toEqual(['hits', 'nbHits', 'nbPages', 'page']);
      expect(data.nbHits).toBeGreaterThan(20);
      expect(data.page).toBe(1);
      expect(data.nbPages).toBe(Math.ceil(data.nbHits / 20));
      expect(data.hits).toHaveLength(20);
    }
  });

  it('page 2 continues page 1; the last page holds the remainder; past the end is empty', async () => {
    const params = { purpose: 'for-sale', location_ids: marina };
    const one = await deals(params);
    const two = await deals({ ...params, page: 2 });
    expect(two.page).toBe(2);
    const firstIds = new Set(one.hits.map((h) => h.transactionId));
    expect(two.hits.filter((h) => firstIds.has(h.transactionId))).toEqual([]);
    const last = await deals({ ...params, page: one.nbPages });
    expect(last.hits).toHaveLength(one.nbHits - (one.nbPages - 1) * 20);
    const past = await deals({ ...params, page: one.nbPages + 1 });
    expect(past.hits).toEqual([]);
    expect([past.nbHits, past.nbPages, past.page]).toEqual([one.nbHits, one.nbPages, one.nbPages + 1]);
  });
});

describe('/transactions sort_by', () => {
  const keys: Record<string, [(h: Transaction) => string | number, 'asc' | 'desc']> = {
    date_desc: [(h) => h.date, 'desc'],
    date_asc: [(h) => h.date, 'asc'],
    price_desc: [(h) => h.price, 'desc'],
    price_asc: [(h) => h.price, 'asc'],
    area_desc: [(h) => h.area, 'desc'],
    area_asc: [(h) => h.area, 'asc'],
  };
  for (const [sort, [key, direction]] of Object.entries(keys)) {
    it(`${sort} sorts across pages`, async () => {
      const params = { purpose: 'for-sale', location_ids: DUBAI, sort_by: sort };
      const one = await deals(params);
      const two = await deals({ ...params, page: 2 });
      expectSortedBy([...one.hits, ...two.hits], key, direction);
      const last = await deals({ ...params, page: one.nbPages });
      expectSortedBy([one.hits[0]!, ...last.hits], key, direction);
      expect(key(one.hits[0]!)).not.toEqual(key(last.hits[last.hits.length - 1]!));
    });
  }

  it('date_desc is the default', async () => {
    expect(await deals({ purpose: 'for-rent' })).toEqual(await deals({ purpose: 'for-rent', sort_by: 'date_desc' }));
  });
});

describe('/transactions time_period', () => {
  const span = async (period: string | undefined) => {
    const params = { purpose: 'for-sale', time_period: period };
    const newest = (await deals({ ...params, sort_by: 'date_desc' })).hits[0]!.date;
    const oldest = await deals({ ...params, sort_by: 'date_asc' });
    return { newest, oldest: oldest.hits[0]!.date, total: oldest.nbHits };
  };

  it('keeps dates within the period before the service clock date', async () => {
    const { date } = await service.clock();
    const limits: Record<string, number> = { '1m': 31, '3m': 92, '6m': 184, '12m': 366, '24m': 731 };
    let previous = 0;
    for (const [period, days] of Object.entries(limits)) {
      const { newest, oldest, total } = await span(period);
      expect(daysBetween(newest, date), `${period}: newest ${newest} not after ${date}`).toBeGreaterThanOrEqual(0);
      expect(daysBetween(oldest, date), `${period}: oldest ${oldest} vs ${date}`).toBeLessThanOrEqual(days);
      expect(total, `${period} has more deals than the shorter period`).toBeGreaterThan(previous);
      previous = total;
    }
    const wide = await span('24m');
    expect(daysBetween(wide.oldest, date)).toBeGreaterThan(366);
    expect(daysBetween(wide.newest, date)).toBeLessThanOrEqual(7);
  });

  it('defaults to 12m', async () => {
    expect(await deals({ purpose: 'for-sale' })).toEqual(await deals({ purpose: 'for-sale', time_period: '12m' }));
  });
});

describe('/transactions filters', () => {
  it('category_ids by numeric id equals the name', async () => {
    for (const [id, name] of [
      ['1', 'residential'],
      ['2', 'commercial'],
      ['4', 'apartments'],
    ]) {
      const byId = await service.get('/transactions', { purpose: 'for-sale', category_ids: id });
      const byName = await service.get('/transactions', { purpose: 'for-sale', category_ids: name });
      expect(byId.status, id).toBe(200);
      expect(byId.text, `${id} vs ${name}`).toBe(byName.text);
    }
  });

  it('category_ids selects categories, any-of for a comma list', async () => {
    const base = { purpose: 'for-sale', location_ids: DUBAI };
    const apartments = await deals({ ...base, category_ids: 'apartments' });
    const villas = await deals({ ...base, category_ids: 'villas' });
    expect(apartments.nbHits).toBeGreaterThan(0);
    expect(villas.nbHits).toBeGreaterThan(0);
    // Hotel apartments may count as apartments; villas and apartments never share a category.
    for (const hit of apartments.hits) expect(hit.category).toMatch(/apartment/i);
    for (const hit of villas.hits) expect(hit.category).toMatch(/villa/i);
    for (const hit of villas.hits) expect(hit.category).not.toMatch(/apartment/i);
    expect(await nbHits({ ...base, category_ids: 'apartments,villas' })).toBe(apartments.nbHits + villas.nbHits);
    const residential = await nbHits({ ...base, category_ids: 'residential' });
    const commercial = await nbHits({ ...base, category_ids: 'commercial' });
    expect(residential).toBeGreaterThanOrEqual(apartments.nbHits + villas.nbHits);
    expect(residential + commercial).toBe(await nbHits(base));
  });

  it('beds filters bedroom counts, 0 being studios', async () => {
    const studios = await deals({ purpose: 'for-rent', beds: 0 });
    expect(studios.nbHits).toBeGreaterThan(0);
    for (const hit of studios.hits) expect(hit.rooms).toBe(0);
    const mixed = await deals({ purpose: 'for-sale', beds: '1,2', sort_by: 'price_desc' });
    for (const hit of mixed.hits) expect([1, 2]).toContain(hit.rooms);
    const one = await nbHits({ purpose: 'for-sale', beds: 1 });
    const two = await nbHits({ purpose: 'for-sale', beds: 2 });
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(0);
    expect(mixed.nbHits).toBe(one + two);
  });

  it('offices, shops and warehouses have no bedroom count, so beds=0 selects only studio homes', async () => {
    const commercial = await deals({ purpose: 'for-sale', category_ids: 'commercial' });
    expect(commercial.nbHits).toBeGreaterThan(0);
    for (const hit of commercial.hits) expect(hit.rooms, hit.transactionId).toBeNull();
    expect(await nbHits({ purpose: 'for-sale', category_ids: 'commercial', beds: 0 })).toBe(0);
    const studios = await deals({ purpose: 'for-sale', beds: 0, location_ids: marina, time_period: '24m' });
    expect(studios.nbHits).toBeGreaterThan(0);
    expect(studios.nbHits).toBe(
      await nbHits({
        purpose: 'for-sale',
        beds: 0,
        location_ids: marina,
        time_period: '24m',
        category_ids: 'residential',
      }),
    );
    for (const hit of studios.hits) expect(hit.category).toMatch(/apartment/i);
  });

  it('completion_status filters on every hit; any is the default', async () => {
    for (const status of ['completed', 'under-construction']) {
      const data = await deals({ purpose: 'for-sale', completion_status: status });
      expect(data.nbHits, status).toBeGreaterThan(0);
      for (const hit of data.hits) expect(hit.completionStatus).toBe(status);
    }
    expect(await deals({ purpose: 'for-sale', completion_status: 'any' })).toEqual(
      await deals({ purpose: 'for-sale' }),
    );
  });

  it('location_ids keeps deals inside the place', async () => {
    const data = await deals({ purpose: 'for-sale', location_ids: marina });
    expect(data.nbHits).toBeGreaterThan(0);
    expect(data.nbHits).toBeLessThan(await nbHits({ purpose: 'for-sale', location_ids: DUBAI }));
    for (const name of new Set(data.hits.map((h) => h.location))) {
      const paths = await placePaths(service, name);
      expect(
        paths.some((p) => p.startsWith('Dubai > Dubai Marina')),
        `${name}: ${paths.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('price and area bounds are inclusive', async () => {
    const data = await deals({ purpose: 'for-sale', price_min: 1_500_000, price_max: 3_000_000, area_min: 700 });
    expect(data.nbHits).toBeGreaterThan(0);
    for (const hit of data.hits) {
      expect(hit.price).toBeGreaterThanOrEqual(1_500_000);
      expect(hit.price).toBeLessThanOrEqual(3_000_000);
      expect(hit.area).toBeGreaterThanOrEqual(700);
    }
    const probe = data.hits[4]!;
    const exact = await deals({
      purpose: 'for-sale',
      price_min: probe.price,
      price_max: probe.price,
      area_min: probe.area,
      area_max: probe.area,
    });
    expect(exact.hits.map((h) => h.transactionId)).toContain(probe.transactionId);
  });
});
