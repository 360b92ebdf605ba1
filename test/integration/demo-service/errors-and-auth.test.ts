// Contract of the error answers: 400 VALIDATION_ERROR naming the parameter, 404 for unknown ids, 401/403 for keys.
import { describe, expect, it } from 'vitest';
import { DUBAI, useDemoServer, withoutOrigin, type Params, type Reply } from './support';

const service = useDemoServer();
const KEY = 'contract-key-42';
const keyed = useDemoServer({ apiKey: KEY, keyHeader: 'x-gateway-key' });

function expectValidationError(reply: Reply, param: string, label: string) {
  expect(reply.status, `${label} -> ${reply.text}`).toBe(400);
  expect(reply.body, label).toEqual({
    success: false,
    message: expect.stringContaining(param),
    error: 'VALIDATION_ERROR',
  });
}

/** Every operation with a required parameter, and that parameter. */
const REQUIRED: [string, string, Params][] = [
  ['/search-property', 'purpose', {}],
  ['/transactions', 'purpose', {}],
  ['/agent-search-by-name', 'query', {}],
  ['/agent-details', 'agent_id', {}],
  ['/agent-properties', 'owner_id', {}],
  ['/agency-search', 'location_id', {}],
  ['/agency-search-by-name', 'query', {}],
  ['/agency-details', 'agency_id', {}],
  ['/agency-agents', 'agency_id', {}],
  ['/agency-properties', 'agency_external_id', {}],
  ['/property-details', 'external_id', {}],
  ['/developer-search-by-name', 'query', {}],
  ['/autocomplete', 'query', {}],
  ['/amenities-search', 'query', {}],
  ['/search-property', 'purpose', { location_ids: DUBAI, page: 2 }],
];

/** Values outside the allowed sets of section 4, and the parameter the message must name. */
const INVALID: [string, Params, string][] = [
  ['/search-property', { purpose: 'for-lease' }, 'purpose'],
  ['/transactions', { purpose: 'for-lease' }, 'purpose'],
  ['/agent-search', { purpose: 'for-lease' }, 'purpose'],
  ['/search-property', { purpose: 'for-sale', sort_order: 'cheapest' }, 'sort_order'],
  ['/search-new-projects', { sort_order: 'cheapest' }, 'sort_order'],
  ['/transactions', { purpose: 'for-sale', time_period: '2m' }, 'time_period'],
  ['/transactions', { purpose: 'for-sale', sort_by: 'cheapest' }, 'sort_by'],
  ['/transactions', { purpose: 'for-sale', category_ids: '3' }, 'category_ids'],
  ['/search-property', { purpose: 'for-sale', langs: 'fr' }, 'langs'],
  ['/search-property', { purpose: 'for-sale', langs: 'en,fr' }, 'langs'],
  ['/autocomplete', { query: 'marina', langs: 'fr' }, 'langs'],
  ['/agent-search', { langs: 'fr' }, 'langs'],
  ['/search-new-projects', { completion_percentage: '10-20' }, 'completion_percentage'],
  ['/search-new-projects', { pre_handover_payment: 101 }, 'pre_handover_payment'],
  ['/search-new-projects', { pre_handover_payment: -1 }, 'pre_handover_payment'],
  ['/search-property', { purpose: 'for-sale', rent_frequency: 'yearly' }, 'rent_frequency'],
  ['/search-property', { purpose: 'for-rent', rent_frequency: 'hourly' }, 'rent_frequency'],
  ['/search-property', { purpose: 'for-sale', completion_status: 'off-plan' }, 'completion_status'],
  ['/search-property', { purpose: 'for-sale', is_furnished: 'partly' }, 'is_furnished'],
  ['/search-property', { purpose: 'for-sale', property_type: 'castles' }, 'property_type'],
  ['/search-property', { purpose: 'for-sale', rooms: 'two' }, 'rooms'],
  ['/search-property', { purpose: 'for-sale', price_min: 'cheap' }, 'price_min'],
  ['/search-property', { purpose: 'for-sale', page: 0 }, 'page'],
  ['/search-property', { purpose: 'for-sale', page: 'next' }, 'page'],
  ['/agent-search', { category: 'industrial' }, 'category'],
  ['/agent-search', { completion_status: 'soon' }, 'completion_status'],
];

describe('missing required parameters', () => {
  for (const [path, param, params] of REQUIRED) {
    it(`${path} without ${param} -> 400 naming it`, async () => {
      expectValidationError(await service.get(path, params), param, path);
    });
  }

  it('an empty required value counts as missing or invalid', async () => {
    expectValidationError(await service.get('/autocomplete', { query: '' }), 'query', 'autocomplete query=');
    expectValidationError(await service.get('/agent-details', { agent_id: ' ' }), 'agent_id', 'agent_id=" "');
  });
});

describe('values outside the allowed set', () => {
  for (const [path, params, param] of INVALID) {
    it(`${path} ${new URLSearchParams(params as Record<string, string>).toString()} -> 400 naming ${param}`, async () => {
      expectValidationError(await service.get(path, params), param, path);
    });
  }

  it('accepts every allowed value of the enumerated parameters', async () => {
    const ok: [string, Params][] = [
      ...['1m', '3m', '6m', '12m', '24m'].map((t): [string, Params] => [
        '/transactions',
        { purpose: 'for-rent', time_period: t },
      ]),
      ...['any', '0-25', '25-50', '50-75', '75-100'].map((c): [string, Params] => [
        '/search-new-projects',
        { completion_percentage: c },
      ]),
      ...['0', '100'].map((v): [string, Params] => ['/search-new-projects', { pre_handover_payment: v }]),
      ...['yearly', 'monthly', 'weekly', 'daily'].map((f): [string, Params] => [
        '/search-property',
        { purpose: 'for-rent', rent_frequency: f },
      ]),
      ['/search-property', { purpose: 'for-sale', langs: 'en,ar,ru,zh' }],
    ];
    for (const [path, params] of ok) {
      const reply = await service.get(path, params);
      expect(reply.status, `${path} ${JSON.stringify(params)} -> ${reply.text.slice(0, 200)}`).toBe(200);
    }
  });
});

describe('unknown identifiers', () => {
  for (const [path, param] of [
    ['/agent-details', 'agent_id'],
    ['/agency-details', 'agency_id'],
    ['/property-details', 'external_id'],
  ]) {
    it(`${path} with an unknown ${param} -> 404, success false`, async () => {
      const reply = await service.get(path!, { [param!]: 'no-such-id-999999' });
      expect(reply.status, reply.text).toBe(404);
      expect(reply.body).toMatchObject({ success: false, message: expect.any(String) });
    });
  }

  it('an unknown path -> 404, success false', async () => {
    const reply = await service.get('/no-such-operation');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false });
  });

  it('answers JSON with a JSON content type, errors included', async () => {
    for (const path of ['/autocomplete?query=marina', '/autocomplete', '/agent-details?agent_id=nope']) {
      const response = await fetch(`${service.url}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('API key', () => {
  it('no key -> 401 with a message only', async () => {
    const reply = await keyed.get('/autocomplete', { query: 'marina' });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: expect.any(String) });
  });

  it('a wrong key -> 403 with a message only', async () => {
    const reply = await keyed.get('/autocomplete', { query: 'marina' }, { 'x-gateway-key': 'wrong' });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: expect.any(String) });
  });

  it('the key in another header counts as no key', async () => {
    const reply = await keyed.get('/autocomplete', { query: 'marina' }, { 'x-other-key': KEY });
    expect(reply.status).toBe(401);
  });

  it('the right key -> the same answer as a keyless server', async () => {
    for (const [path, params] of [
      ['/autocomplete', { query: 'marina' }],
      ['/search-property', { purpose: 'for-sale', location_ids: DUBAI }],
    ] as [string, Params][]) {
      const withKey = await keyed.get(path, params, { 'x-gateway-key': KEY });
      expect(withKey.status).toBe(200);
      const plain = await service.get(path, params);
      expect(withoutOrigin(withKey.text, keyed.url)).toBe(withoutOrigin(plain.text, service.url));
    }
  });

  it('a bad request with the right key is still a 400 validation error', async () => {
    const reply = await keyed.get('/search-property', {}, { 'x-gateway-key': KEY });
    expectValidationError(reply, 'purpose', 'keyed search-property');
  });
});
