import { beforeAll, describe, expect, it } from 'vitest';
import { createMarket, type Market } from '../market/market';
import { handleDemoRequest, type DemoServiceOptions } from './handle-request';

let market: Market;
beforeAll(() => {
  market = createMarket({ day: 330 });
});

function get(path: string, options: DemoServiceOptions = {}, headers: Record<string, string> = {}) {
  const response = handleDemoRequest(
    market,
    { method: 'GET', url: new URL(`http://demo${path}`), header: (n) => headers[n] ?? null },
    options,
  );
  return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
}

const GATEWAY = { shape: 'gateway' } as const;
type Data = Record<string, unknown[]>;

describe('the demo service in the gateway shape', () => {
  it('answers /health, which the spec shape does not have', () => {
    expect(get('/health', GATEWAY)).toEqual({ status: 200, body: { success: true } });
    expect(get('/health').status).toBe(404);
  });

  it("wants the gateway's key header and refuses with the gateway's bare message bodies", () => {
    const keyed = { ...GATEWAY, apiKey: 'k' };
    expect(get('/health', keyed, { 'x-rapidapi-key': 'k' }).status).toBe(200);
    expect(get('/health', keyed, { 'x-gateway-key': 'k' })).toMatchObject({
      status: 401,
      body: { message: expect.any(String) },
    });
    expect(Object.keys(get('/health', keyed, { 'x-rapidapi-key': 'nope' }).body)).toEqual(['message']);
  });

  it('takes trubroker_first and refuses the spec spelling broker_first', () => {
    const gateway = get('/search-property?purpose=for-sale&sort_order=trubroker_first', GATEWAY);
    const spec = get('/search-property?purpose=for-sale&sort_order=broker_first');
    expect(gateway.status).toBe(200);
    const ids = (r: typeof spec) =>
      ((r.body.data as Data).properties as { externalID: string }[]).map((p) => p.externalID);
    expect(ids(gateway)).toEqual(ids(spec));
    expect(get('/search-property?purpose=for-sale&sort_order=broker_first', GATEWAY)).toMatchObject({
      status: 400,
      body: { success: false, error: 'VALIDATION_ERROR' },
    });
  });

  it('sorts transactions by `sort`, ignores `sort_by`, and takes category 3', () => {
    const sorted = get('/transactions?purpose=for-sale&sort=price_asc', GATEWAY).body.data as Data;
    const prices = (sorted.hits as { transaction_amount: string }[]).map((h) => Number(h.transaction_amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ignored = get('/transactions?purpose=for-sale&sort_by=price_asc', GATEWAY).body.data as Data;
    expect((ignored.hits as { date_transaction_nk: string }[])[0]!.date_transaction_nk >= '2026').toBe(true);
    const villas = get('/transactions?purpose=for-sale&category_ids=3', GATEWAY).body.data as Data;
    expect(
      new Set((villas.hits as { bayut_property_type_name_en: string }[]).map((h) => h.bayut_property_type_name_en)),
    ).toEqual(new Set(['Villa', 'Townhouse']));
  });

  it('refuses the gateway-only categories in the spec shape', () => {
    for (const value of ['3', 'offices']) {
      expect(get(`/transactions?purpose=for-sale&category_ids=${value}`)).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('category_ids') },
      });
    }
  });

  it('sends transaction hits with the registry field names, numbers as strings, for the same transactions', () => {
    const spec = (get('/transactions?purpose=for-rent&page=2').body.data as Data).hits as Record<string, unknown>[];
    const gateway = (get('/transactions?purpose=for-rent&page=2', GATEWAY).body.data as Data).hits as Record<
      string,
      unknown
    >[];
    expect(gateway.map((h) => h.transaction_hash_id)).toEqual(spec.map((h) => h.transactionId));
    const [hit] = gateway;
    expect(hit).not.toHaveProperty('purpose');
    expect(hit).toMatchObject({
      transaction_amount: expect.stringMatching(/^\d+\.\d\d$/),
      builtup_area_sqm: expect.stringMatching(/^\d+\.\d\d$/),
      transaction_per_sqm_amount: expect.stringMatching(/^\d+\.\d\d$/),
      beds: expect.stringMatching(/^\d+$/),
      transaction_category_l1_name: 'Rent',
      property_completion_status_sk: expect.stringMatching(/^(ready|off-plan)$/),
      rent_contract_renewal_status_name: expect.stringMatching(/^(New|Renewal)$/),
      bayut_leaf_location_name_en: spec[0]!.location,
    });
    expect(Number(hit!.transaction_amount)).toBe(spec[0]!.price);
  });

  it('sends listings with areas in square metres, ownerAgent, amenity objects and location levels', () => {
    const spec = (get('/search-property?purpose=for-sale').body.data as Data).properties as Record<string, unknown>[];
    const gateway = (get('/search-property?purpose=for-sale', GATEWAY).body.data as Data).properties as Record<
      string,
      unknown
    >[];
    const [s, g] = [spec[0]!, gateway[0]!];
    expect(g.area).toBeCloseTo((s.area as number) / 10.7639, 2);
    expect(g).not.toHaveProperty('agent');
    expect(g.ownerAgent).toEqual(s.agent);
    expect(g.amenities).toEqual((s.amenities as string[]).map((text) => ({ text })));
    expect((g.location as { name: unknown }[])[0]!.name).toEqual({ en: (s.location as { name: string }[])[0]!.name });
    const levels = gateway.flatMap((p) => p.location as Record<string, unknown>[]);
    expect(levels.some((l) => !('externalID' in l))).toBe(true);
    expect(levels.every((l) => 'id' in l && 'level' in l)).toBe(true);
  });
});
