import { beforeAll, describe, expect, it } from 'vitest';
import { presentGatewayHit } from '#core/demo/engine/gateway-transactions';
import { applyDrift } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { normalizeOperation } from './normalize-operation';
import { normalizeTransaction } from './transaction';

let market: Market;
beforeAll(() => {
  market = createMarket({ day: 330 });
});

function demo(path: string): Record<string, unknown> {
  const response = handleDemoRequest(market, { method: 'GET', url: new URL(`http://x${path}`), header: () => null });
  return (JSON.parse(response.body) as { data: Record<string, unknown> }).data;
}

const SQFT = { areaUnit: 'sqft' } as const;

const specHit = {
  transactionId: 'TX-1',
  purpose: 'for-sale',
  price: 2_000_000,
  area: 1000,
  location: 'Dubai Marina',
  category: 'Apartment',
  rooms: 2,
  completionStatus: 'completed',
  date: '2026-03-04',
};

describe('normalizeTransaction', () => {
  it('reads the spec shape with a derived price per square foot', () => {
    expect(normalizeTransaction(specHit)).toEqual({
      transactionId: 'TX-1',
      purpose: 'for-sale',
      price: 2_000_000,
      areaSqft: 1000,
      pricePerSqft: 2000,
      location: 'Dubai Marina',
      category: 'Apartment',
      rooms: 2,
      completionStatus: 'completed',
      date: '2026-03-04',
      market: null,
      contractType: null,
      locationPath: ['Dubai Marina'],
      latitude: null,
      longitude: null,
      plotAreaSqft: null,
    });
  });

  it('reads the other field names: amount, builtup_area_sqm, transaction_per_sqm_amount, date_transaction_nk', () => {
    const { price: _p, area: _a, date: _d, ...rest } = specHit;
    expect(
      normalizeTransaction({ ...rest, amount: '1000000', builtup_area_sqm: 100, date_transaction_nk: 20260304 }),
    ).toMatchObject({ price: 1_000_000, areaSqft: 1076.39, pricePerSqft: 929.03, date: '2026-03-04' });
    expect(
      normalizeTransaction({
        ...rest,
        price: 1_000_000,
        transaction_per_sqm_amount: 10_000,
        date_transaction_nk: '20260304',
      }),
    ).toMatchObject({ areaSqft: null, pricePerSqft: 929.03, date: '2026-03-04' });
  });

  it('accepts nulls for optional members and numbers as strings', () => {
    expect(
      normalizeTransaction({
        ...specHit,
        price: '2000000',
        area: null,
        rooms: '0',
        category: null,
        completionStatus: null,
        location: [{ name: 'Dubai' }, { name: 'Dubai Marina' }],
      }),
    ).toMatchObject({
      price: 2_000_000,
      areaSqft: null,
      pricePerSqft: null,
      rooms: 0,
      category: null,
      completionStatus: null,
      location: 'Dubai Marina',
    });
  });

  it('rejects records that would skew every chart: bad or missing price, id, purpose or date', () => {
    for (const bad of [
      { ...specHit, price: 'abc' },
      { ...specHit, price: undefined },
      { ...specHit, price: undefined, amount: 'n/a' },
      { ...specHit, transactionId: undefined },
      { ...specHit, purpose: undefined },
      { ...specHit, date: undefined },
      { ...specHit, date: '2026-02-30' },
      { ...specHit, date: 'last week' },
    ]) {
      expect(normalizeTransaction(bad)).toBeNull();
    }
  });
});

describe('transaction pages', () => {
  it('maps nbHits and nbPages, with the fixed page size of 20', () => {
    const data = demo('/transactions?purpose=for-sale');
    const page = normalizeOperation('transactions', data, SQFT)!;
    expect(page).toMatchObject({ total: data.nbHits, totalPages: data.nbPages, page: 1, pageSize: 20, rejected: 0 });
    expect(page.items).toHaveLength(20);
  });

  it('reads the drifted variant to the same values (areas back from square metres)', () => {
    const data = demo('/transactions?purpose=for-rent&page=3');
    const clean = normalizeOperation('transactions', data, SQFT)!;
    const drifted = normalizeOperation('transactions', applyDrift(data, createRng(5)), SQFT)!;
    expect(drifted.rejected).toBe(0);
    drifted.items.forEach((t, i) => {
      const c = clean.items[i]!;
      expect({ ...t, areaSqft: null, pricePerSqft: null }).toEqual({ ...c, areaSqft: null, pricePerSqft: null });
      expect(t.areaSqft).toBeCloseTo(c.areaSqft!, 0);
      expect(Math.abs(t.pricePerSqft! - c.pricePerSqft!) / c.pricePerSqft!).toBeLessThan(0.001);
    });
  });

  it('counts rejected hits and never turns a bad price into 0', () => {
    const page = normalizeOperation(
      'transactions',
      { hits: [specHit, { ...specHit, price: 'abc' }, { ...specHit, price: null }], nbHits: '3', page: 1, nbPages: 1 },
      SQFT,
    );
    expect(page).toMatchObject({ total: 3, rejected: 2 });
    expect(page?.items.map((t) => t.price)).toEqual([2_000_000]);
  });
});

describe('bedrooms of offices, shops and land', () => {
  it('reads "0 beds" of a unit without bedrooms as no count, never as a studio, and keeps studios of homes', () => {
    for (const category of [
      'Office',
      'Warehouse',
      'Shop',
      'Commercial Building',
      'Residential Plot',
      'offices',
      'Land',
    ]) {
      expect(normalizeTransaction({ ...specHit, rooms: 0, category })?.rooms, category).toBeNull();
      expect(normalizeTransaction({ ...specHit, rooms: '0', category })?.rooms, category).toBeNull();
    }
    for (const category of ['Apartment', 'Hotel Apartment', null]) {
      expect(normalizeTransaction({ ...specHit, rooms: 0, category })?.rooms, String(category)).toBe(0);
    }
    expect(normalizeTransaction({ ...specHit, rooms: null, category: 'Office' })?.rooms).toBeNull();
  });

  it('reads the registry\'s "0" beds of an office as no count, and the spec shape\'s null alike', () => {
    const office = market.view().transactions.find((t) => t.type === 'offices')!;
    const gateway = presentGatewayHit(market, office);
    expect(gateway.beds).toBe('0');
    expect(normalizeTransaction(gateway, { purpose: office.purpose })?.rooms).toBeNull();
    const data = demo('/transactions?purpose=for-sale&category_ids=commercial&time_period=24m');
    const page = normalizeOperation('transactions', data, SQFT)!;
    expect(page.items.length).toBeGreaterThan(0);
    for (const hit of page.items) expect(hit.rooms, hit.transactionId).toBeNull();
  });
});

describe('real gateway transaction fields (issue 33, item 15)', () => {
  const hit = {
    transaction_hash_id: 'a1',
    transaction_amount: '2100000.00',
    builtup_area_sqm: '120.50',
    date_transaction_nk: '2026-09-24',
    transaction_category_l1_name: 'Sales',
    bayut_leaf_location_name_en: 'Sanibel Tower',
  };

  it.each(['na', 'NA', 'n/a', 'unknown', 'something-new'])(
    'reads completion %j as unknown, never the raw code',
    (code) => {
      expect(normalizeTransaction({ ...hit, property_completion_status_sk: code })?.completionStatus).toBeNull();
    },
  );

  it('still reads the known completion codes', () => {
    expect(normalizeTransaction({ ...hit, property_completion_status_sk: 'off-plan' })?.completionStatus).toBe(
      'under-construction',
    );
    expect(normalizeTransaction({ ...hit, property_completion_status_sk: 'ready' })?.completionStatus).toBe(
      'completed',
    );
  });

  it.each([
    ['bayut_property_type', 'Office'],
    ['bayut_property_type_name_en', 'Office'],
    ['property_type_name_en', 'Office'],
  ])('takes the category from %s, so an office of "0" beds has no bedroom count', (field, value) => {
    const read = normalizeTransaction({ ...hit, beds: '0', [field]: value });
    expect(read).toMatchObject({ category: value, rooms: null });
  });

  it('a null bedroom count is read as no count, and the transaction is kept', () => {
    expect(normalizeTransaction({ ...hit, beds: null, bayut_property_type: 'Apartment' })).toMatchObject({
      transactionId: 'a1',
      rooms: null,
      category: 'Apartment',
    });
  });
});
